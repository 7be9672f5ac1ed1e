// The print view: pages and their numbers, click steps, chrome, and the printed page size.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { printPages } from '../../src/shared/print-pages.ts';
import { withChromium } from '../support/browser.ts';
import { talk } from '../support/deck.ts';

const newPage = withChromium();
const width = talk.config.canvasWidth;
const height = talk.config.canvasWidth / talk.config.aspectRatio;
const withClicks = printPages(talk.slides, { withClicks: true });

/** Waits until every page of the print view shows its slide. */
async function waitForPages(page: Page, count: number): Promise<void> {
  await expect.poll(() => page.locator('.print-page').count(), { timeout: 15_000 }).toBe(count);
  await expect.poll(() => page.locator('.print-page .slide .layout').count(), { timeout: 15_000 }).toBe(count);
}

const labels = (page: Page) => page.locator('.print-page').evaluateAll((pages) => pages.map((p) => (p as HTMLElement).dataset.page));
const text = (s: string) => s.replace(/\s+/g, ' ').trim();

describe('the print preview (/print)', () => {
  it('shows every slide once, fully revealed, labelled with its number and title', async () => {
    const { page, errors, open } = await newPage();
    await open('/print');
    await waitForPages(page, 25);
    expect(await labels(page)).toEqual(talk.slides.map((s) => String(s.no).padStart(3, '0')));
    expect(await page.getByRole('banner').textContent()).toContain('25 pages');
    expect(await page.getByRole('banner').getByRole('heading', { level: 1 }).textContent()).toBe(talk.config.title);
    const shown = await page.locator('.print-page').evaluateAll((pages) =>
      pages.map((p) => ({ slide: (p.querySelector('.slide') as HTMLElement).innerText, caption: p.querySelector('figcaption')?.textContent ?? '' })),
    );
    for (const [i, slide] of talk.slides.entries()) {
      expect(text(shown[i]?.slide ?? '')).toContain(slide.title || 'END');
      expect(text(shown[i]?.caption ?? '')).toBe(text(`${String(slide.no).padStart(3, '0')} ${slide.title}`));
    }
    // Every click step shown: nothing on any page is waiting for a click.
    expect(await page.locator('.print-page .slidev-vclick-hidden').count()).toBe(0);
    expect(await page.locator('.print-page .slidev-vclick-target').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('switches to one page per click step, and offers the PDF and the print dialog', async () => {
    const { page, open } = await newPage();
    await open('/print');
    await waitForPages(page, 25);
    const steps = page.getByLabel('Each click step on its own page');
    await steps.click();
    await waitForPages(page, withClicks.length);
    expect(await steps.isChecked()).toBe(true);
    expect(await labels(page)).toEqual(withClicks.map((p) => p.label));
    expect(await page.locator('.print-page[data-page="009-02"] figcaption').textContent()).toContain('Transactions · click 2');
    const pdf = page.getByRole('link', { name: 'Download PDF' });
    expect(await pdf.getAttribute('href')).toBe(`/${talk.config.exportFilename}.pdf`);
    expect(await pdf.getAttribute('download')).not.toBeNull();
    expect(await page.getByRole('button', { name: 'Print…' }).isVisible()).toBe(true);
  });

  it('prints only a range of slides, and says when the range is wrong', async () => {
    const { page, open } = await newPage();
    await open('/print?range=2-4,9');
    await waitForPages(page, 4);
    expect(await labels(page)).toEqual(['002', '003', '004', '009']);

    await open('/print?range=9-2');
    await waitForPages(page, 25);
    expect(await page.getByRole('alert').textContent()).toContain('range "9-2": 9-2 runs backwards; showing every slide.');
  });
});

describe('print mode (?print)', () => {
  it('has no chrome, and reveals every click step', async () => {
    const { page, errors, open } = await newPage();
    await open('/print?print');
    await waitForPages(page, 25);
    expect(await page.locator('.print-bar, figcaption').count()).toBe(0);
    expect(await page.locator('.print-page .slidev-vclick-hidden').count()).toBe(0);
    // On screen, pages touch: exactly what is printed.
    const boxes = await page.locator('.print-page').evaluateAll((pages) => pages.slice(0, 3).map((p) => p.getBoundingClientRect().top));
    expect(boxes).toEqual([0, height, 2 * height]);
    expect(errors).toEqual([]);
  });

  it('gives each click step its own page with ?print=clicks, numbered slide-click', async () => {
    const { page, open } = await newPage();
    await open('/print?print=clicks');
    await waitForPages(page, withClicks.length);
    expect(await labels(page)).toEqual(withClicks.map((p) => p.label));
    expect(withClicks.map((p) => p.label)).toContain('012-01');

    // Slide 12 reveals its callout at click 1: hidden on 012-00, shown on 012-01.
    const callout = (label: string) => page.locator(`.print-page[data-page="${label}"] .slidev-vclick-target`).first();
    expect(await callout('012-00').evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
    expect(await callout('012-01').evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    // Slide 23 reveals its list item by item.
    const shown = async (label: string) => page.locator(`.print-page[data-page="${label}"] li.slidev-vclick-target:not(.slidev-vclick-hidden)`).count();
    expect([await shown('023-00'), await shown('023-02'), await shown('023-04')]).toEqual([0, 2, 4]);
  });

  it('prints one canvas-sized page per slide, with no page break after the last', async () => {
    const { page, open } = await newPage();
    await open('/print?print');
    await waitForPages(page, 25);
    await page.emulateMedia({ media: 'print' });
    const sizes = await page.locator('.print-page').evaluateAll((pages) =>
      pages.map((p) => {
        const box = p.getBoundingClientRect();
        return `${box.width}x${box.height} ${getComputedStyle(p).breakAfter}`;
      }),
    );
    expect(sizes.slice(0, -1)).toEqual(Array(24).fill(`${width}x${height} page`));
    expect(sizes.at(-1)).toBe(`${width}x${height} auto`);
    const pageRule = await page.evaluate(() =>
      [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]).find((rule) => rule instanceof CSSPageRule)?.cssText,
    );
    expect(pageRule).toContain(`size: ${width}px ${height}px`);
  });
});

describe('an embedded print view (?embedded)', () => {
  it('shows the pages without any chrome', async () => {
    const { page, open } = await newPage();
    await open('/print?embedded');
    await waitForPages(page, 25);
    expect(await page.locator('.print-bar, figcaption, .toolbar').count()).toBe(0);
  });
});
