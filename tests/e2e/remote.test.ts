// The presenter view on a phone is a remote: large Previous / Next within a thumb's reach (Next the
// larger), the current and next step, scrollable notes, timer, clock and counter, in portrait and
// landscape; its taps drive a follower on another device; the rest of the controls fold into a tray;
// the desktop layout is left as it was.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { next, prev, type Position } from '../../src/shared/navigation.ts';
import { axeViolations } from '../support/axe.ts';
import { deckURL, route, withChromium } from '../support/browser.ts';
import { countedTotal, talk } from '../support/deck.ts';

const newDeckPage = withChromium();
const touch = { hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
const PORTRAIT = { viewport: { width: 390, height: 844 }, ...touch };
const LANDSCAPE = { viewport: { width: 844, height: 390 }, ...touch };
const steps = talk.slides.map((s) => s.clicks);
// The slide with the longest notes: enough to scroll on a phone.
const wordy = [...talk.slides].sort((a, b) => b.note.length - a.note.length)[0]?.no ?? 1;

async function open(path: string, options: object = {}): Promise<Page> {
  const { page } = await newDeckPage(options);
  await page.goto(`${deckURL()}#${path}`);
  await page.waitForSelector('html[data-deck-ready] .slide .layout');
  return page;
}

const nextButton = (page: Page) => page.getByRole('button', { name: 'Next step', exact: true });
const prevButton = (page: Page) => page.getByRole('button', { name: 'Previous step', exact: true });
const box = async (page: Page, name: 'Next step' | 'Previous step') => {
  const found = await page.getByRole('button', { name, exact: true }).boundingBox();
  if (!found) throw new Error(`no ${name} button on screen`);
  return found;
};
const routeOf = ({ no, clicks }: Position) => (clicks > 0 ? `/${no}?clicks=${clicks}` : `/${no}`);

/** What a person sees on the remote, whatever the orientation. */
async function seesTheRemote(page: Page, no: number) {
  for (const region of [/^Current slide/, /^Next$/, /^Speaker notes$/]) {
    expect(await page.getByRole('region', { name: region }).isVisible(), String(region)).toBe(true);
  }
  expect(await page.getByLabel('Slide', { exact: true }).textContent()).toBe(`Slide ${no} / ${countedTotal}`);
  expect(await page.getByLabel('Slide', { exact: true }).isVisible()).toBe(true);
  expect(await page.getByRole('timer').isVisible()).toBe(true);
  expect(await page.getByLabel('Clock').isVisible()).toBe(true);
  // Nothing runs off the side of the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  const [nextBox, prevBox] = [await box(page, 'Next step'), await box(page, 'Previous step')];
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  for (const b of [nextBox, prevBox]) {
    // Targets for a thumb: at least 60 px each way, and inside the screen.
    expect(Math.min(b.width, b.height)).toBeGreaterThanOrEqual(60);
    expect(b.x + b.width).toBeLessThanOrEqual(viewport.width + 0.5);
    expect(b.y + b.height).toBeLessThanOrEqual(viewport.height + 0.5);
  }
  // Next is the larger, and in the bottom right quarter, where a right thumb rests.
  expect(nextBox.width * nextBox.height).toBeGreaterThan(prevBox.width * prevBox.height);
  expect(nextBox.x + nextBox.width / 2).toBeGreaterThan(viewport.width / 2);
  expect(nextBox.y + nextBox.height / 2).toBeGreaterThan(viewport.height / 2);
}

describe('the presenter view on a phone', () => {
  it('is a remote in portrait: Previous and Next, the steps, notes that scroll, timer, clock and counter', async () => {
    const page = await open(`/presenter/${wordy}`, PORTRAIT);
    await seesTheRemote(page, wordy);
    // The notes scroll within their panel.
    const notes = page.locator('.presenter-notes .notes-body');
    await notes.waitFor();
    expect(await notes.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    await notes.evaluate((el) => el.scrollBy(0, 200));
    await expect.poll(() => notes.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  });

  it('is a remote in landscape too', async () => {
    const page = await open(`/presenter/${wordy}`, LANDSCAPE);
    await seesTheRemote(page, wordy);
  });

  it('folds the toolbar and the room away, and unfolds them with More', async () => {
    const page = await open('/presenter/2', PORTRAIT);
    const overview = page.getByRole('button', { name: 'Slides overview' });
    const more = page.getByRole('button', { name: 'More controls' });
    expect(await overview.isVisible()).toBe(false);
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    await more.tap();
    await overview.waitFor();
    expect(await more.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByRole('button', { name: 'Toggle dark mode' }).isVisible()).toBe(true);
    await overview.tap();
    await page.getByRole('dialog', { name: 'Slides overview' }).waitFor();
    await page.keyboard.press('Escape');
    await more.tap();
    await overview.waitFor({ state: 'hidden' });
  });

  it('drives a follower on another device with its taps', async () => {
    const stepped = talk.slides.find((s) => s.clicks >= 1 && s.no > 1 && s.no < countedTotal);
    if (!stepped) throw new Error('the talk has no slide with click steps');
    const start = { no: stepped.no, clicks: 0 };
    const phone = await open(`/presenter/${start.no}`, PORTRAIT);
    const laptop = await open('/1');
    await laptop.waitForSelector('html[data-deck-live="follow"]', { timeout: 30_000 });

    // Forward through the slide's click steps and on to the next slide, then one back.
    let at: Position = start;
    for (let i = 0; i <= stepped.clicks; i++) {
      await nextButton(phone).tap();
      at = next(steps, at);
      await expect.poll(() => route(laptop), { timeout: 20_000 }).toBe(routeOf(at));
    }
    expect(at.no).toBe(start.no + 1);
    await prevButton(phone).tap();
    at = prev(steps, at);
    await expect.poll(() => route(laptop), { timeout: 20_000 }).toBe(routeOf(at));
    await expect.poll(() => phone.getByLabel('Slide', { exact: true }).textContent()).toBe(`Slide ${at.no} / ${countedTotal}`);
  });

  it('cannot go back from the first step', async () => {
    const page = await open('/presenter/1', PORTRAIT);
    expect(await prevButton(page).isDisabled()).toBe(true);
    expect(await nextButton(page).isDisabled()).toBe(false);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`passes axe (WCAG 2 A/AA) in ${colorScheme}, with the tray folded and unfolded`, async () => {
      const page = await open('/presenter/9', { ...PORTRAIT, colorScheme });
      await page.locator('.presenter-notes .notes-body').waitFor();
      // The slides themselves are checked in tests/e2e/accessibility.test.ts; this is the remote around them.
      const found = (await axeViolations(page)).map((line) => `folded: ${line}`);
      await page.getByRole('button', { name: 'More controls' }).tap();
      await page.getByRole('button', { name: 'Slides overview' }).waitFor();
      found.push(...(await axeViolations(page)).map((line) => `unfolded: ${line}`));
      expect(found).toEqual([]);
    });
  }
});

describe('the presenter view on a desktop', () => {
  for (const viewport of [{ width: 1920, height: 1080 }, { width: 1280, height: 720 }]) {
    it(`keeps its layout at ${viewport.width}×${viewport.height}: no remote, the toolbar in view`, async () => {
      const page = await open('/presenter/3', { viewport });
      expect(await page.locator('.presenter-view').getAttribute('class')).toBe('presenter-view');
      expect(await nextButton(page).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Next slide' }).isVisible()).toBe(true);
      // The toolbar sits at the bottom left, the current slide fills the left column from the top.
      const toolbar = await page.getByRole('navigation', { name: 'Deck controls' }).boundingBox();
      const current = await page.getByRole('region', { name: /^Current slide/ }).boundingBox();
      if (!toolbar || !current) throw new Error('no toolbar or current slide');
      expect(toolbar.y + toolbar.height).toBeGreaterThan(viewport.height - 60);
      expect(toolbar.x).toBeLessThan(30);
      expect(current.width).toBeGreaterThan(viewport.width * 0.55);
    });
  }
});
