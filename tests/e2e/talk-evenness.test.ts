// The talk as the back row sees it, slide by slide at 1920×1080, for what looks uneven from a seat:
// code drawn at one size on every slide (a layout's own code size made one slide's larger than the
// rest), every table row on one line (a table whose cells wrapped some in two lines and others not),
// and code blocks side by side in boxes of one height. Measured on the page as drawn, whatever makes
// it so (the engine's CSS or the talk's own <style>).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForSlide, withChromium } from '../support/browser.ts';
import { talk } from '../support/deck.ts';

const newDeckPage = withChromium();

interface Drawn {
  /** The font size of each code block, in screen pixels. */
  codeSizes: number[];
  /** Per table: each body row's height, and the cells whose text runs to more than one line. */
  tables: Array<{ rows: number[]; wrapped: string[] }>;
  /** Per row of code side by side (a .grid-2 whose every column ends in code): the blocks' heights. */
  codeRows: number[][];
}

/** What slide `no` draws, measured in the page (all its click steps shown). */
const measure = (page: Page, no: number): Promise<Drawn> =>
  page.evaluate((no) => {
    const slide = document.querySelector(`.slide[data-slide="${no}"]:not(.slide-ahead)`);
    const canvas = slide?.closest<HTMLElement>('.canvas');
    if (!slide || !canvas) throw new Error(`slide ${no} is not on the page`);
    const scale = canvas.getBoundingClientRect().width / canvas.offsetWidth;
    const codeSizes = [...slide.querySelectorAll('pre.shiki')].map((pre) => parseFloat(getComputedStyle(pre.querySelector('code') ?? pre).fontSize) * scale);
    /** How many lines a cell's text takes: the distinct tops of its text's boxes. */
    const lines = (cell: Element) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
    };
    const tables = [...slide.querySelectorAll('table')].map((table) => ({
      rows: [...table.querySelectorAll('tbody tr')].map((row) => row.getBoundingClientRect().height),
      wrapped: [...table.querySelectorAll('th, td')].filter((cell) => lines(cell) > 1).map((cell) => cell.textContent ?? ''),
    }));
    const codeOf = (column: Element) => {
      const last = column.lastElementChild;
      return last?.matches('pre.shiki') ? last : last?.matches('.code-block') ? last.querySelector('pre.shiki') : null;
    };
    const codeRows = [...slide.querySelectorAll('.grid-2')]
      .map((grid) => [...grid.children].map(codeOf))
      .filter((blocks) => blocks.length > 1 && blocks.every((block) => block !== null))
      .map((blocks) => blocks.map((block) => block?.getBoundingClientRect().height ?? 0));
    return { codeSizes, tables, codeRows };
  }, no);

describe('the talk, evenly drawn', () => {
  it('draws its code at one size on every slide, every table row on one line, and code side by side in boxes of one height', { timeout: 120_000 }, async () => {
    const { page, open } = await newDeckPage({ viewport: { width: 1920, height: 1080 } });
    const sizes = new Map<number, number[]>();
    let tablesSeen = 0;
    let codeRowsSeen = 0;
    for (const slide of talk.slides) {
      await open(`/${slide.no}?clicks=${slide.clicks}`);
      await waitForSlide(page, slide.no);
      await page.evaluate(() => document.fonts.ready);
      const drawn = await measure(page, slide.no);
      if (drawn.codeSizes.length > 0) sizes.set(slide.no, drawn.codeSizes);
      for (const table of drawn.tables) {
        tablesSeen++;
        expect(table.wrapped, `slide ${slide.no}: table cells on more than one line`).toEqual([]);
        expect(Math.max(...table.rows) - Math.min(...table.rows), `slide ${slide.no}: table rows of different heights (${table.rows.join(', ')})`).toBeLessThanOrEqual(1);
      }
      for (const heights of drawn.codeRows) {
        codeRowsSeen++;
        expect(Math.max(...heights) - Math.min(...heights), `slide ${slide.no}: code side by side, heights ${heights.join(', ')}`).toBeLessThanOrEqual(1);
      }
    }
    // One size for all: the smallest and the largest code on any slide are the same.
    const all = [...sizes.values()].flat();
    const bySlide = Object.fromEntries([...sizes].map(([no, list]) => [no, list.map((size) => size.toFixed(2)).join(' ')]));
    expect(Math.max(...all) - Math.min(...all), `code sizes per slide: ${JSON.stringify(bySlide)}`).toBeLessThan(0.05);
    // The talk has what is checked: a table, code side by side, code on many slides.
    expect(tablesSeen).toBeGreaterThan(0);
    expect(codeRowsSeen).toBeGreaterThanOrEqual(2);
    expect(sizes.size).toBeGreaterThan(5);
  });
});
