// After one visit the deck works without a network: the service worker keeps every file it shows.
import { describe, expect, it } from 'vitest';
import { route, waitForSlide, withChromium } from '../support/browser.ts';
import { talk } from '../support/deck.ts';

const newPage = withChromium();

describe('offline', () => {
  it('reloads and navigates with the network gone', { timeout: 60_000 }, async () => {
    const { page, open } = await newPage();
    await open('/1');
    await waitForSlide(page, 1);
    // Installed means every file is in the cache (install fails unless all of them are).
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      if (registration.active?.state !== 'activated') {
        await new Promise<void>((resolve) => registration.active?.addEventListener('statechange', () => resolve()));
      }
    });

    await page.context().setOffline(true);
    await page.reload();
    await waitForSlide(page, 1);
    for (const no of [2, 3, 4]) {
      await page.keyboard.press('ArrowDown');
      await waitForSlide(page, no);
    }
    // A slide never visited before, with an image and code, comes from the cache too.
    await page.keyboard.press('g');
    await page.keyboard.type('15');
    await page.keyboard.press('Enter');
    await waitForSlide(page, 15);
    expect(route(page)).toBe('/15');
    expect(await page.locator('.slide[data-slide="15"] h1').textContent()).toBe(talk.slides[14]?.title);
    expect(await page.evaluate(() => document.fonts.check('16px "Nunito Sans"'))).toBe(true);
    await page.context().setOffline(false);
  });

  it('keeps the API, live sync and the speaker notes out of the cache', async () => {
    const { page, open } = await newPage();
    await open('/1');
    await waitForSlide(page, 1);
    const files = await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      const keys = await caches.keys();
      const cache = await caches.open(keys.find((k) => k.startsWith('deck-')) ?? '');
      return (await cache.keys()).map((request) => new URL(request.url).pathname);
    });
    expect(files).toContain('/index.html');
    expect(files.some((f) => f.endsWith('.woff2'))).toBe(true);
    expect(files.some((f) => f.startsWith('/api') || f.includes('speaker-notes') || f.endsWith('.pdf'))).toBe(false);
  });
});
