// UnoCSS and icons end to end, on tests/fixtures/slidev-unocss (a deck written from Slidev's
// documentation, with its own uno.config.ts): built and served as `npm start` would, walked in
// Chromium, and checked for what a person sees: a `grid grid-cols-2 gap-4` lays out two columns,
// `text-sm`, `opacity-50` and `abs-bl` change the computed style, attributify attributes apply, a slide
// `<style>`'s `@apply` applies, the talk's own shortcut and colour apply, `dark:` follows dark mode,
// icons are drawn with a size, and a set that is not installed is one build warning.
// Icon sets: @iconify-json/carbon and @iconify-json/uim, the engine's devDependencies; mdi is not installed.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withChromium } from '../support/browser.ts';
import { blankProblems, cardProblems, consoleProblems, served, walked, walkedFixture, warningProblems } from '../support/dialect.ts';
import { readSlide } from '../support/walk.ts';

const newDeckPage = withChromium();
const deck = walkedFixture('slidev-unocss', newDeckPage);
const current = (no: number) => `.slide[data-slide="${no}"]:not(.slide-ahead)`;

/** A fresh page at slide `no`, rendered (no error card). */
async function openSlide(no: number, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  const { page } = await newDeckPage({ colorScheme });
  await page.goto(`${served(deck).url}#/${no}`);
  const report = await readSlide(page, no);
  if (report.card) throw new Error(`slide ${no} shows an error card: ${report.card}`);
  return page;
}

/** Computed style properties of `#id` on slide `no`. */
function styleOf(page: Page, no: number, id: string, properties: string[]): Promise<Record<string, string>> {
  return page.locator(`${current(no)} #${id}`).evaluate((el, names) => {
    const style = getComputedStyle(el);
    return Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name)]));
  }, properties);
}

/** Boxes (in the page, after the slide's scaling) of the elements `selector` finds on slide `no`. */
function boxesOf(page: Page, no: number, selector: string) {
  return page.locator(`${current(no)} ${selector}`).evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
}

/** The root font size in px: rem-based utilities are multiples of it. */
const remOf = (page: Page) => page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));

describe('slidev-unocss: UnoCSS utilities and icons', () => {
  it('builds and shows every slide, with no card, no blank slide and no console error', () => {
    const reports = walked(deck);
    expect(reports).toHaveLength(6);
    expect([...cardProblems(reports), ...blankProblems(reports), ...consoleProblems(reports)]).toEqual([]);
  });

  it('lays `grid grid-cols-2 gap-4` out as two columns side by side', async () => {
    const page = await openSlide(2);
    const [left, right] = await boxesOf(page, 2, '#tide-grid > div');
    expect(left && right).toBeTruthy();
    if (!left || !right) return;
    expect(Math.abs(left.top - right.top)).toBeLessThan(1);
    expect(right.left).toBeGreaterThan(left.right);
    expect(Math.abs(left.width - right.width)).toBeLessThan(1);
    const grid = await styleOf(page, 2, 'tide-grid', ['display', 'grid-template-columns', 'column-gap']);
    expect(grid.display).toBe('grid');
    expect(grid['grid-template-columns']?.split(' ')).toHaveLength(2);
    expect(grid['column-gap']).toBe(`${(await remOf(page)) * 1}px`);
  });

  it('applies text-sm, opacity-50 and Slidev\'s abs-bl shortcut', async () => {
    const page = await openSlide(2);
    expect((await styleOf(page, 2, 'small-print', ['font-size']))['font-size']).toBe(`${(await remOf(page)) * 0.875}px`);
    const cover = await openSlide(1);
    expect(await styleOf(cover, 1, 'credit', ['position', 'bottom', 'left', 'opacity'])).toEqual({ position: 'absolute', bottom: '0px', left: '0px', opacity: '0.5' });
    // Pinned to the slide's bottom-left corner (its m-6 margin aside), wherever the text above ends.
    const [credit] = await boxesOf(cover, 1, '#credit');
    const slide = await cover.locator(current(1)).evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
    expect(credit && credit.bottom > slide.bottom - slide.height * 0.1 && credit.left < slide.left + slide.width * 0.1).toBe(true);
  });

  it('applies attributify attributes, and the talk\'s own colour and shortcut from its uno.config.ts', async () => {
    const page = await openSlide(3);
    const rem = await remOf(page);
    expect(await styleOf(page, 3, 'attributes', ['font-size', 'margin-top'])).toEqual({ 'font-size': `${rem * 1.25}px`, 'margin-top': `${rem}px` });
    expect(await styleOf(page, 3, 'attribute-colour', ['color', 'font-weight', 'font-size'])).toEqual({ color: 'rgb(11, 114, 133)', 'font-weight': '700', 'font-size': `${rem * 0.875}px` });
    expect(await styleOf(page, 3, 'chip', ['background-color', 'color', 'border-radius'])).toEqual({ 'background-color': 'rgb(11, 114, 133)', color: 'rgb(255, 255, 255)', 'border-radius': '9999px' });
  });

  it('applies a slide <style>\'s @apply, a frontmatter class, variant groups and dark:', async () => {
    const page = await openSlide(4);
    const rem = await remOf(page);
    expect(await styleOf(page, 4, 'applied', ['background-color', 'color', 'padding-top', 'font-weight'])).toEqual({ 'background-color': 'rgb(11, 114, 133)', color: 'rgb(255, 255, 255)', 'padding-top': `${rem}px`, 'font-weight': '700' });
    expect(await page.locator(`${current(4)} .layout`).evaluate((el) => getComputedStyle(el).textAlign)).toBe('center');
    await page.locator(`${current(4)} #twelfths`).hover();
    await expect.poll(async () => (await styleOf(page, 4, 'twelfths', ['color', 'text-decoration-line']))).toEqual({ color: 'rgb(11, 114, 133)', 'text-decoration-line': 'underline' });
    const dark = await openSlide(4, 'dark');
    expect((await styleOf(dark, 4, 'twelfths', ['color'])).color).toBe('rgb(252, 211, 77)');
  });

  it('draws icon tags as inline svgs 1.2em high in the text\'s colour, and icon classes as masks with a size', async () => {
    const page = await openSlide(5);
    const icons = await page.locator(`${current(5)} #icon-tags svg.slidev-icon, ${current(5)} #icon-pascal svg.slidev-icon`).evaluateAll((els) =>
      els.map((el) => {
        const style = getComputedStyle(el);
        const parent = getComputedStyle(el.parentElement as Element);
        return { width: parseFloat(style.width), height: parseFloat(style.height), font: parseFloat(style.fontSize), display: style.display, paths: el.querySelectorAll('path').length, sameColour: style.color === parent.color || el.getAttribute('class')?.includes('text-harbour') };
      }),
    );
    expect(icons).toHaveLength(4);
    for (const icon of icons) {
      expect(icon.display).toBe('inline-block');
      expect(icon.paths).toBeGreaterThan(0);
      expect(Math.abs(icon.height - icon.font * 1.2)).toBeLessThan(0.5);
      expect(icon.sameColour).toBe(true);
    }
    const masks = await page.locator(`${current(5)} #icon-classes span`).evaluateAll((els) => els.map((el) => ({ mask: getComputedStyle(el).maskImage || getComputedStyle(el).webkitMaskImage, ...el.getBoundingClientRect().toJSON() as DOMRect })));
    expect(masks).toHaveLength(2);
    for (const mask of masks) {
      expect(mask.mask).toContain('data:image/svg+xml');
      expect(mask.width).toBeGreaterThan(4);
      expect(mask.height).toBeGreaterThan(4);
    }
  });

  it('leaves out the icons of a set that is not installed, and says so once, naming the package', async () => {
    const page = await openSlide(6);
    expect(await page.locator(`${current(6)} #missing svg`).count()).toBe(0);
    expect(await page.locator(`${current(6)} .slidev-unknown-component`).count()).toBe(0);
    walked(deck);
    const said = deck.warnings.filter((line) => line.includes('@iconify-json/'));
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^warning slides\.md:\d+: <mdi-github\/> is an icon of the set "mdi" .*`npm install -D @iconify-json\/mdi`/);
    expect(warningProblems(deck.warnings)).toEqual([]);
    expect(deck.warnings.filter((line) => /component|UnoCSS|@apply/.test(line))).toEqual([]);
  });
});
