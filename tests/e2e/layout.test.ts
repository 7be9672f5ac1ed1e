// Every slide as the back of the room sees it, at the projector and phone sizes of issue 16, in light
// and dark, with every click step shown: no text outside the slide canvas or cut off by its box,
// nothing running into the page number, every text readable on what is behind it (4.5:1, 3:1 when
// large; the slides are visited in turn, so each is checked with the next laid out ahead, as on
// stage), and every code token readable — 4.5:1 on its block for the lines in focus, 3:1 for the lines
// a step dims (measured from the rendered colours, which axe does not do for text a step dims).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { deckURL, withChromium } from '../support/browser.ts';
import { talk } from '../support/deck.ts';
import { problemsOf } from '../support/slide-problems.ts';

const newPage = withChromium();
const VIEWPORTS = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
  { width: 1366, height: 768 },
  { width: 844, height: 390 },
  { width: 390, height: 844 },
];

async function show(page: Page, no: number, clicks: number): Promise<void> {
  await page.evaluate(([n, c]) => (window.location.hash = `#/${n}?clicks=${c}`), [no, clicks] as const);
  await page.waitForSelector(`.play-view .slide[data-slide="${no}"] :is(.layout, .error-card)`);
  await page.evaluate(() => document.fonts.ready);
  // The page has applied the step: the address says it, and a frame has been drawn since.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

describe('every slide, at every size, in both schemes', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`keeps its text on the slide, clear of the page number, and its code readable (${scheme})`, { timeout: 600_000 }, async () => {
      const found: string[] = [];
      for (const viewport of VIEWPORTS) {
        // Reduced motion: a step's colours change at once, so what is measured is where they end.
        const { page } = await newPage({ viewport, colorScheme: scheme, reducedMotion: 'reduce' });
        await page.goto(`${deckURL()}#/1`);
        await page.waitForSelector('html[data-deck-ready] .slide .layout');
        for (const slide of talk.slides) {
          // Every step of a code block's highlighting, and the slide with everything shown.
          const steps = [...new Set([0, ...Array.from({ length: slide.clicks }, (_, i) => i + 1)])];
          for (const clicks of steps) {
            await show(page, slide.no, clicks);
            for (const problem of await page.evaluate(problemsOf, slide.no)) found.push(`${viewport.width}×${viewport.height} slide ${slide.no}${clicks ? ` step ${clicks}` : ''}: ${problem}`);
          }
        }
        await page.context().close();
      }
      expect(found).toEqual([]);
    });
  }
});
