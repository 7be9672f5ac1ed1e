// <Poll> on a fixture deck served by the deck server: followers (a laptop and a phone with touch)
// answer, every screen shows the live chart, answers change until the presenter closes the poll,
// and a device answers once however often it reloads. On a portrait phone the answers are buttons a
// thumb can hit, with text a phone's reader can read, under the slide rather than drawn at its scale.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDeck, type DeckServer } from '../../src/node/commands/serve.ts';
import { withChromium } from '../support/browser.ts';

const newDeckPage = withChromium();
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
let deck: DeckServer;
let out: string;
let stateDir: string;

beforeAll(async () => {
  out = await mkdtemp(path.join(tmpdir(), 'deck-poll-'));
  stateDir = await mkdtemp(path.join(tmpdir(), 'deck-poll-state-'));
  deck = await serveDeck({ root: path.resolve('tests/fixtures/poll-deck'), out, slides: 'slides.md', port: 0, host: '127.0.0.1', pdf: false, stateDir });
}, 180_000);

afterAll(async () => {
  await deck?.close();
  await rm(out, { recursive: true, force: true });
  await rm(stateDir, { recursive: true, force: true });
});

async function open(route: string, options: object = {}): Promise<Page> {
  const { page } = await newDeckPage(options);
  await page.goto(`${deck.url}#${route}`);
  await page.waitForSelector('.slide[data-slide="2"] .poll');
  return page;
}

/** The chart as a page's slide shows it: "count · share%" per row. */
const chart = (page: Page) => page.locator('.presenter-current .poll-count, .play-view .slide .poll-count').allTextContents();
/** The button that answers `option` (on a phone, beside the slide; elsewhere, on it). */
const answer = (page: Page, option: string) => page.locator('button.poll-answer', { hasText: option });

describe('a poll', () => {
  it('takes one answer per device, changeable until closed, and every screen shows the live chart', async () => {
    const presenter = await open('/presenter/2');
    await presenter.getByRole('button', { name: 'Close poll' }).waitFor();
    const laptop = await open('/2');
    const phone = await open('/2', PHONE);

    await answer(laptop, 'A transaction per test').click();
    await answer(phone, 'A cloned template').tap();
    for (const page of [presenter, laptop, phone]) await expect.poll(() => chart(page), { timeout: 20_000 }).toEqual(['1 · 50%', '1 · 50%', '0 · 0%', '0 · 0%']);
    await expect.poll(() => answer(phone, 'A cloned template').getAttribute('aria-pressed')).toBe('true');

    // The phone changes its mind; then reloads and answers again: still one answer from that device.
    await answer(phone, 'Both').tap();
    await expect.poll(() => chart(presenter), { timeout: 20_000 }).toEqual(['1 · 50%', '0 · 0%', '1 · 50%', '0 · 0%']);
    await phone.reload();
    await answer(phone, 'Both').waitFor();
    await expect.poll(() => answer(phone, 'Both').getAttribute('aria-pressed'), { timeout: 20_000 }).toBe('true');
    await answer(phone, 'Neither, we mock it').tap();
    await expect.poll(() => chart(presenter), { timeout: 20_000 }).toEqual(['1 · 50%', '0 · 0%', '0 · 0%', '1 · 50%']);
    await expect.poll(() => presenter.locator('.presenter-current .poll-total').textContent()).toBe('2 answers');

    // Closed: followers' buttons are disabled and the chart says so; the presenter may reopen it.
    await presenter.getByRole('button', { name: 'Close poll' }).click();
    for (const page of [laptop, phone]) {
      await expect.poll(() => page.locator('.play-view .slide .poll-total').textContent(), { timeout: 20_000 }).toBe('2 answers · Closed');
      expect(await answer(page, 'Both').isDisabled()).toBe(true);
    }
    await presenter.getByRole('button', { name: 'Reopen poll' }).click();
    await expect.poll(() => answer(laptop, 'Both').isDisabled(), { timeout: 20_000 }).toBe(false);
  });

  it('on a portrait phone, offers each answer as a button of 44 px or more with text of 16 px or more, beside the slide', async () => {
    const phone = await open('/2', PHONE);
    const buttons = phone.locator('button.poll-answer');
    await expect.poll(() => buttons.count(), { timeout: 20_000 }).toBe(4);
    await expect.poll(() => buttons.first().isDisabled(), { timeout: 20_000 }).toBe(false);
    // Measured as drawn: the box on screen, and the text's size times whatever scale it is drawn at.
    const drawn = await buttons.evaluateAll((elements) => {
      const slide = document.querySelector('.play-view .canvas')?.getBoundingClientRect();
      return elements.map((element) => {
        const box = element.getBoundingClientRect();
        const scale = box.width / (element as HTMLElement).offsetWidth;
        const label = element.querySelector('.poll-label') ?? element;
        const overSlide = !!slide && box.top < slide.bottom && box.bottom > slide.top && box.left < slide.right && box.right > slide.left;
        return { text: label.textContent?.trim(), width: box.width, height: box.height, fontSize: parseFloat(getComputedStyle(label).fontSize) * scale, overSlide };
      });
    });
    for (const button of drawn) {
      expect(button.height, `${button.text}: height`).toBeGreaterThanOrEqual(44);
      expect(button.width, `${button.text}: width`).toBeGreaterThanOrEqual(44);
      expect(button.fontSize, `${button.text}: text size`).toBeGreaterThanOrEqual(16);
      expect(button.overSlide, `${button.text}: over the slide`).toBe(false);
    }
    // A thumb reaches them: the answer taken, on the slide's chart too.
    await answer(phone, 'Both').tap();
    await expect.poll(() => answer(phone, 'Both').getAttribute('aria-pressed'), { timeout: 20_000 }).toBe('true');
    await expect.poll(() => phone.locator('.play-view .slide .poll-option.mine .poll-label').textContent(), { timeout: 20_000 }).toContain('Both');
  });

  it('offers no answer on the slide laid out ahead, and takes one once the viewer steps onto it', async () => {
    const { page } = await newDeckPage();
    await page.goto(`${deck.url}#/1`);
    await page.waitForSelector('html[data-deck-ready] .slide[data-slide="1"] .layout');
    const poll = page.locator('.slide[data-slide="2"] .poll');
    await poll.waitFor({ state: 'attached' });
    expect(await poll.isVisible()).toBe(false);
    expect(await poll.locator('.poll-option').count()).toBe(4);
    expect(await poll.locator('button').count()).toBe(0);

    await page.keyboard.press('ArrowDown');
    await answer(page, 'Both').click();
    await expect.poll(() => answer(page, 'Both').getAttribute('aria-pressed'), { timeout: 20_000 }).toBe('true');
  });

  it('shows its question and options in print, with no buttons to answer', async () => {
    const print = await open('/print');
    expect(await print.locator('.print-page .poll .poll-option').count()).toBe(4);
    expect(await print.locator('.print-page .poll button').count()).toBe(0);
  });
});
