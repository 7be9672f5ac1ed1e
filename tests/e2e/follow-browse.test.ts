// Following the presenter or browsing, and who is there: audience devices (a laptop, and a phone
// with touch) follow a presenter on another device, step back to reread, come back to live, never
// go past what the presenter has shown, and say how their link is; the presenter sees how many follow.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { serveDeck, type DeckServer } from '../../src/node/commands/serve.ts';
import { deckURL, route, withChromium } from '../support/browser.ts';
import { coloursIn } from '../support/png.ts';
import { talkDir } from '../support/talk-dir.ts';

const newDeckPage = withChromium();
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function serve(options: { port?: number; password?: string } = {}): Promise<DeckServer> {
  const stateDir = await mkdtemp(path.join(tmpdir(), 'deck-follow-state-'));
  const deck = await serveDeck({ port: options.port ?? 0, host: '127.0.0.1', out: inject('builtDir'), root: talkDir, slides: 'slides.md', pdf: false, stateDir, password: options.password });
  cleanups.push(async () => {
    await deck.close().catch(() => undefined);
    await rm(stateDir, { recursive: true, force: true });
  });
  return deck;
}

async function open(url: string, options: object = {}): Promise<Page> {
  const { page } = await newDeckPage(options);
  await page.goto(url);
  await page.waitForSelector('html[data-deck-ready] .slide .layout');
  return page;
}

const slideOf = (page: Page) => Number(/^\/(?:presenter\/)?(\d+)/.exec(route(page))?.[1]);
const shows = (page: Page, no: number) => expect.poll(() => slideOf(page), { timeout: 20_000 }).toBe(no);
const status = (page: Page) => page.locator('.follow-bar .link-status').getAttribute('data-status');
/**
 * Whether the link's chip is drawn on a phone held upright: anything between the slide (across the top)
 * and the room's dock under it, where the chip heads the column; live, that gap shows the band's colour
 * alone. And the slide's top right corner as drawn, to compare: the chip is never over the slide.
 */
const chipDrawn = async (page: Page) => {
  const width = page.viewportSize()?.width ?? 0;
  const [slide, dock] = await Promise.all(['.play-view .slide:not(.slide-ahead) .layout', '.room-dock'].map((selector) => page.locator(selector).evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect)));
  if (!slide || !dock) throw new Error('no slide or no dock');
  const gap = { x: 0, y: Math.ceil(slide.bottom), width, height: Math.floor(dock.top) - Math.ceil(slide.bottom) };
  return (await coloursIn(page, gap)).size > 1;
};
const slideCorner = async (page: Page) => [...(await coloursIn(page, { x: (page.viewportSize()?.width ?? 0) - 120, y: 0, width: 120, height: 40 }))].sort().join();

describe('following or browsing', () => {
  it('shows the presenter how many follow; a follower steps back, stays there while the presenter moves on, and comes back to live', async () => {
    const presenter = await open(`${deckURL()}#/presenter/3`);
    const laptop = await open(`${deckURL()}#/1`);
    const phone = await open(`${deckURL()}#/1`, PHONE);
    await presenter.keyboard.press('ArrowDown'); // 4
    await shows(laptop, 4);
    await shows(phone, 4);
    await expect.poll(() => presenter.locator('.audience-count .following').textContent(), { timeout: 20_000 }).toBe('2 following');
    await expect.poll(() => status(laptop), { timeout: 20_000 }).toBe('live');

    await laptop.keyboard.press('ArrowUp'); // browse back to 3
    await shows(laptop, 3);
    await laptop.getByRole('button', { name: /^Back to live/ }).waitFor();
    await presenter.keyboard.press('ArrowDown'); // the presenter moves on to 5
    await shows(phone, 5);
    expect(slideOf(laptop)).toBe(3); // the browsing device stays where it is
    await laptop.keyboard.press('ArrowDown'); // 4: shown before, still browsing
    await shows(laptop, 4);
    await laptop.keyboard.press('ArrowDown'); // 5: where the presenter is, so live again
    await shows(laptop, 5);
    await laptop.getByRole('button', { name: /^Back to live/ }).waitFor({ state: 'detached' });
    await presenter.keyboard.press('ArrowDown');
    await shows(laptop, 6);

    // The phone brings its toolbar back (it went away a few seconds after opening), taps back
    // with it, then taps "Back to live".
    await phone.getByRole('button', { name: 'Show controls' }).tap({ timeout: 30_000 });
    await phone.getByRole('button', { name: 'Previous slide' }).tap();
    await expect.poll(() => slideOf(phone), { timeout: 20_000 }).toBeLessThan(6);
    await phone.getByRole('button', { name: /^Back to live/ }).tap();
    await shows(phone, 6);

    await laptop.context().close();
    await expect.poll(() => presenter.locator('.audience-count .following').textContent(), { timeout: 20_000 }).toBe('1 following');
  });

  it('never shows a follower a step the presenter has not shown, even from an edited address', async () => {
    const presenter = await open(`${deckURL()}#/presenter/5`);
    const phone = await open(`${deckURL()}#/1`, PHONE);
    await presenter.keyboard.press('ArrowDown');
    await shows(phone, 6);
    await phone.evaluate(() => (window.location.hash = '#/20'));
    await phone.getByText('The presenter has not shown that yet').waitFor();
    await shows(phone, 6);
    // → at the presenter's step goes nowhere new.
    await phone.keyboard.press('ArrowRight');
    await shows(phone, 6);
    expect(route(phone)).not.toContain('clicks=1');
  });

  it('with a password, a follower browses the same way', async () => {
    const password = 'backstage';
    const deck = await serve({ password });
    const presenter = await open(`${deck.url}#/presenter/2?password=${encodeURIComponent(password)}`);
    const follower = await open(`${deck.url}#/1`);
    await presenter.keyboard.press('ArrowDown');
    await shows(follower, 3);
    await follower.keyboard.press('ArrowUp');
    await shows(follower, 2);
    await presenter.keyboard.press('ArrowDown');
    await follower.getByRole('button', { name: 'Back to live · 4' }).click();
    await shows(follower, 4);
  });
});

describe('the link', () => {
  it('says live, then reconnecting and offline when the server goes, and live again when it is back', async () => {
    const deck = await serve();
    const port = Number(new URL(deck.url).port);
    const follower = await open(`${deck.url}#/1`, PHONE);
    await expect.poll(() => status(follower), { timeout: 20_000 }).toBe('live');
    await follower.locator('.room-dock').waitFor();
    // Live, the chip is said to screen readers only: nothing drawn for it, under the slide or over it.
    expect(await chipDrawn(follower)).toBe(false);
    const corner = await slideCorner(follower);
    await deck.close();
    await expect.poll(() => status(follower), { timeout: 20_000 }).toBe('reconnecting');
    await expect.poll(() => chipDrawn(follower)).toBe(true);
    expect(await slideCorner(follower)).toBe(corner);
    await expect.poll(() => status(follower), { timeout: 30_000 }).toBe('offline');
    expect(await chipDrawn(follower)).toBe(true);
    // Working on its own meanwhile.
    await follower.keyboard.press('ArrowDown');
    await shows(follower, 2);
    await serve({ port }); // the same address, as after a restart
    await expect.poll(() => status(follower), { timeout: 30_000 }).toBe('live');
    await expect.poll(() => chipDrawn(follower)).toBe(false);
  });
});
