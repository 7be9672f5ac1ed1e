// Cross-engine layout: every slide laid out as Chromium lays it out. The boxes of its headings,
// paragraphs, list items, code blocks, tables and pictures, in the canvas's units, within a few
// units of Chromium's: a font metric, a flex or grid rule an engine reads otherwise, shows here as
// text wrapping at another word or a block moving down.
import { expect, it } from 'vitest';
import type { DeckPage } from '../../support/browser.ts';
import { deckURL, waitForSlide as waitForChromiumSlide } from '../../support/browser.ts';
import { talk } from '../../support/deck.ts';
import type { EngineHandle } from '../../support/engines/index.ts';
import { run, waitForSlide } from '../../support/engines/page.ts';

/**
 * Canvas units (980 across) a box may be off from Chromium's: measured, Firefox ESR 153 is within 3
 * and WebKitGTK 2.50 within 6 (its table rows and list items round their line boxes), while a line
 * of text wrapping elsewhere moves what follows by 27 or more.
 */
const TOLERANCE = 8;

type Box = [string, number, number, number, number];

/** The slide's blocks as [tag, x, y, width, height] in canvas units, once its fonts are in. Runs in the page. */
const blocksOf = async (no: number): Promise<Box[]> => {
  await document.fonts.ready;
  const slide = document.querySelector(`.slide[data-slide="${no}"]`);
  if (!slide) return [];
  // A poll turns live when the room's connection comes, sooner or later, and grows a footer that
  // moves the blocks around it: measured once it is live (a bounded wait, in the page).
  const live = () => [...slide.querySelectorAll('.poll')].every((poll) => poll.querySelector('.poll-options.live'));
  for (let tries = 0; tries < 600 && !live(); tries++) await new Promise((resolve) => setTimeout(resolve, 50));
  const frame = slide.getBoundingClientRect();
  const scale = 980 / frame.width;
  return [...slide.querySelectorAll('.layout :is(h1, h2, h3, p, li, pre, table, img)')]
    .map((el) => [el, el.getBoundingClientRect()] as const)
    // The poll's own blocks (its bars follow the room's answers): left out.
    .filter(([el, r]) => r.width > 0 && r.height > 0 && !el.closest('.poll'))
    .map(([el, r]) => [el.localName, ...[r.left - frame.left, r.top - frame.top, r.width, r.height].map((v) => Math.round(v * scale))] as Box);
};

export function layoutChecks(engine: EngineHandle, chromium: (options?: object) => Promise<DeckPage>): void {
  it(`lays out every slide as Chromium does (each block within ${TOLERANCE} canvas units)`, async () => {
    const reference = await chromium();
    const page = await engine.newPage();
    const off: string[] = [];
    for (const slide of talk.slides) {
      const route = `/${slide.no}?clicks=${slide.clicks}`; // every step shown
      await reference.open(route);
      await waitForChromiumSlide(reference.page, slide.no);
      await page.goto(`${deckURL()}#${route}`);
      await waitForSlide(page, slide.no);
      const expected = await reference.page.evaluate(blocksOf, slide.no);
      const actual = await run(page, blocksOf, slide.no);
      if (actual.length !== expected.length) {
        off.push(`slide ${slide.no}: ${actual.length} blocks, Chromium ${expected.length}`);
        continue;
      }
      expected.forEach((box, i) => {
        const other = actual[i];
        const worst = other ? Math.max(...box.slice(1).map((v, j) => Math.abs(Number(v) - Number(other[j + 1])))) : Infinity;
        if (worst > TOLERANCE) off.push(`slide ${slide.no} ${box[0]} #${i}: ${JSON.stringify(other)} vs Chromium ${JSON.stringify(box)}`);
      });
    }
    expect(off).toEqual([]);
  }, 120_000);
}
