// On stage: the presenter blacks (or whites) the room's screens out and every follower goes with
// it, a late joiner and a reloaded presenter included; the screen is kept awake; a resting mouse
// hides from the slide; a touch screen's toolbar goes away and comes back from its handle.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { deckURL, route, withChromium } from '../support/browser.ts';

const newDeckPage = withChromium();
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };

async function open(path: string, options: object = {}): Promise<Page> {
  const { page } = await newDeckPage(options);
  await page.goto(`${deckURL()}#${path}`);
  await page.waitForSelector('html[data-deck-ready] .slide .layout');
  return page;
}

const slideOf = (page: Page) => Number(/^\/(?:presenter\/)?(\d+)/.exec(route(page))?.[1]);
const shows = (page: Page, no: number) => expect.poll(() => slideOf(page), { timeout: 20_000 }).toBe(no);
/** What the page's screen shows: 'slides', 'black' or 'white'. */
const screenOf = (page: Page) => page.evaluate(() => document.querySelector<HTMLElement>('.screen-cover')?.dataset.screen ?? 'slides');
const screenIs = (page: Page, screen: string) => expect.poll(() => screenOf(page), { timeout: 20_000 }).toBe(screen);
/** The computed style of the page's first `selector`, or null when there is none. */
const styleOf = (page: Page, selector: string, property: 'backgroundColor' | 'cursor' | 'visibility') =>
  page.evaluate(([selector, property]) => {
    const element = document.querySelector(selector);
    return element ? getComputedStyle(element)[property] : null;
  }, [selector, property] as const);

describe('blackout and whiteout', () => {
  it('go to every follower, stay through slide changes and reloads, and end when pressed again', { timeout: 120_000 }, async () => {
    const presenter = await open('/presenter/3');
    const laptop = await open('/1');
    const phone = await open('/1', PHONE);
    await presenter.keyboard.press('ArrowDown');
    await shows(laptop, 4);
    await shows(phone, 4);

    await presenter.keyboard.press('b');
    await screenIs(laptop, 'black');
    await screenIs(phone, 'black');
    // The presenter keeps its own view, with a reminder in words that the room sees nothing.
    expect(await screenOf(presenter)).toBe('slides');
    await presenter.getByRole('status', { name: 'Main screen' }).filter({ hasText: 'Main screen: Black' }).waitFor();
    // The phone says why its slide went away; the main screen stays blank.
    const reasonWidth = async (page: Page) => (await page.getByText('The speaker has paused the slides').boundingBox())?.width ?? 0;
    expect(await reasonWidth(phone)).toBeGreaterThan(100);
    expect(await reasonWidth(laptop)).toBeLessThanOrEqual(1); // said to screen readers only
    expect(await styleOf(laptop, '.screen-cover', 'backgroundColor')).toBe('rgb(0, 0, 0)');
    expect(await styleOf(phone, '.screen-cover', 'backgroundColor')).toBe('rgb(0, 0, 0)');

    // The presenter moves on behind the black screen; it stays black.
    await presenter.keyboard.press('ArrowDown');
    await shows(laptop, 5);
    expect(await screenOf(laptop)).toBe('black');

    // Someone who joins now finds the screen black; so does the presenter after a reload.
    const late = await open('/1');
    await shows(late, 5);
    await screenIs(late, 'black');
    await presenter.reload();
    await presenter.waitForSelector('html[data-deck-ready] .slide .layout');
    await presenter.getByRole('status', { name: 'Main screen' }).filter({ hasText: 'Main screen: Black' }).waitFor();
    expect(await screenOf(laptop)).toBe('black');

    // w swaps to white; w again brings the slides back everywhere.
    await presenter.keyboard.press('w');
    await screenIs(laptop, 'white');
    await screenIs(phone, 'white');
    expect(await styleOf(laptop, '.screen-cover', 'backgroundColor')).toBe('rgb(255, 255, 255)');
    await presenter.keyboard.press('w');
    await screenIs(laptop, 'slides');
    await screenIs(phone, 'slides');
    await screenIs(late, 'slides');

    // `.` (a clicker's "black screen" button) blacks out; the button beside the header's "Main screen: Black" ends it.
    await presenter.keyboard.press('.');
    await screenIs(laptop, 'black');
    await presenter.getByRole('button', { name: 'Back to slides' }).click();
    await screenIs(laptop, 'slides');
    await screenIs(phone, 'slides');
  });

  it('reaches a browsing follower too, and a follower cannot black out the room', { timeout: 90_000 }, async () => {
    const presenter = await open('/presenter/4');
    const laptop = await open('/1');
    const phone = await open('/1', PHONE);
    await presenter.keyboard.press('ArrowDown');
    await shows(laptop, 5);
    await shows(phone, 5);
    await laptop.keyboard.press('ArrowUp'); // rereads slide 4
    await laptop.getByRole('button', { name: /^Back to live/ }).waitFor();

    await presenter.keyboard.press('b');
    await screenIs(laptop, 'black');
    expect(slideOf(laptop)).toBe(4); // still where it was browsing
    await presenter.keyboard.press('b');
    await screenIs(laptop, 'slides');

    // A follower's own b darkens its own screen only.
    await laptop.keyboard.press('b');
    await screenIs(laptop, 'black');
    await presenter.keyboard.press('ArrowDown');
    await shows(phone, 6);
    expect(await screenOf(phone)).toBe('slides');
    expect(await screenOf(presenter)).toBe('slides');
  });
});

describe('blackout from the phone remote', () => {
  it('is one tap on the presenter\'s phone, and one more brings the slides back', { timeout: 90_000 }, async () => {
    const remote = await open('/presenter/3', PHONE);
    const laptop = await open('/1');
    await remote.getByRole('button', { name: 'Next step' }).tap();
    await expect.poll(() => route(laptop), { timeout: 20_000 }).not.toBe('/1');
    await remote.getByRole('button', { name: 'Black screen' }).tap();
    await screenIs(laptop, 'black');
    const pressed = remote.getByRole('button', { name: 'Show slides', exact: true });
    expect(await pressed.getAttribute('aria-pressed')).toBe('true');
    await pressed.tap();
    await screenIs(laptop, 'slides');
  });
});

describe('the screen while presenting', () => {
  it('stays awake in the play and presenter views', { timeout: 60_000 }, async () => {
    for (const path of ['/2', '/presenter/2']) {
      // As a desktop browser does for a page in view (Chromium's headless shell asks for the grant).
      const page = await open(path, { permissions: ['screen-wake-lock'] });
      await page.waitForSelector('html[data-wake-lock="held"]', { timeout: 20_000 });
    }
  });

  it('hides a resting mouse pointer from the slide and brings it back when it moves', { timeout: 60_000 }, async () => {
    const page = await open('/2');
    const cursor = () => styleOf(page, '.slide', 'cursor');
    await page.mouse.move(400, 300);
    await page.waitForSelector('.play-view.pointer-resting', { timeout: 20_000 });
    expect(await cursor()).toBe('none');
    await page.mouse.move(420, 320);
    await page.waitForSelector('.play-view:not(.pointer-resting)', { timeout: 20_000 });
    expect(await cursor()).not.toBe('none');
  });

  it("lets a touch screen's toolbar go so it does not cover the slide, and brings it back from its handle", { timeout: 60_000 }, async () => {
    const page = await open('/20', PHONE);
    const toolbar = page.getByRole('navigation', { name: 'Deck controls' });
    await toolbar.waitFor({ state: 'hidden', timeout: 30_000 });
    // Hidden, it takes no taps: the slide under it gets them.
    expect(await styleOf(page, '.toolbar', 'visibility')).toBe('hidden');
    await page.getByRole('button', { name: 'Show controls' }).tap();
    await toolbar.waitFor();
    await page.getByRole('button', { name: 'Next slide' }).tap();
    await expect.poll(() => route(page), { timeout: 20_000 }).not.toBe('/20');
  });
});
