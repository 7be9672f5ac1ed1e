// The deck at an address whose path begins with two slashes (`https://host//`, a link's or a proxy's
// typo), on its own server and on a static host, which both serve it the page: the deck starts, and
// names its slides in this page's address, both before the app runs and after. A path that begins
// with two slashes, written into an address as it is, reads as another host's.
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { contextDefaults, deckURL, route, settledRoute, waitForSlide } from '../support/browser.ts';
import { launchChromium } from '../support/chromium.ts';
import { talk } from '../support/deck.ts';
import { hostStatically, type StaticHost } from '../support/static-host.ts';
import { swipeAcrossSlide } from '../support/touch.ts';

let browser: Browser;
let host: StaticHost;

beforeAll(async () => {
  browser = await launchChromium();
  host = await hostStatically(inject('builtDir'));
});

afterAll(async () => {
  await browser?.close();
  await host?.close();
});

async function newPage(options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ ...contextDefaults, serviceWorkers: 'block', ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

const hosts = [
  ['its own server', () => new URL(deckURL()).origin],
  ['a static host', () => host.origin],
] as const;

describe.each(hosts)('a page whose path begins with two slashes, on %s', (_, origin) => {
  it('starts the deck at the first slide, and moves and goes back there', { timeout: 60_000 }, async () => {
    const { context, page, errors } = await newPage();
    try {
      await page.goto(`${origin()}//`);
      await waitForSlide(page, 1);
      await expect.poll(() => route(page)).toBe('/1');
      await page.keyboard.press('ArrowRight');
      await waitForSlide(page, 2);
      await expect.poll(() => route(page)).toBe('/2');
      expect(new URL(page.url()).pathname).toBe('//');
      await page.goBack();
      await waitForSlide(page, 1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows the next slide on a swipe made before the app runs, named in this page\'s address', { timeout: 60_000 }, async () => {
    const { context, page, errors } = await newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    try {
      // The app's script waits until the swipe has been shown by the page itself.
      let release = () => {};
      const app = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/index-[\w-]+\.js$/, async (request) => {
        await app;
        await request.continue();
      });
      await page.goto(`${origin()}//#/1`, { waitUntil: 'commit' });
      const shownTitle = page.locator('main[data-prerendered] .slide:not(.slide-ahead) h1');
      await shownTitle.waitFor();
      await swipeAcrossSlide(page, [330, 280, 200, 120]);
      await expect.poll(() => shownTitle.textContent()).toBe(talk.slides[1]?.title);
      expect(await settledRoute(page)).toBe('/2');
      expect(new URL(page.url()).pathname).toBe('//');
      release();
      await waitForSlide(page, 2);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
