// Every layout Slidev ships, as a person sees it: the layouts fixture (tests/fixtures/slidev-layouts,
// one slide per layout) built and served, and the boxes on each slide measured in the canvas's own
// pixels — centred content in the middle, a picture or a web page on its half, columns side by side
// under their header, headings where the default layout has its title, `class:` where Slidev puts
// it — then every slide's text checked for contrast and overflow in both schemes, projector and phone.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDeck, type DeckServer } from '../../src/node/commands/serve.ts';
import { withChromium } from '../support/browser.ts';
import { problemsOf } from '../support/slide-problems.ts';

const newDeckPage = withChromium();
const root = path.resolve('tests/fixtures/slidev-layouts');
let deck: DeckServer;
let out: string;
let stateDir: string;
const warnings: string[] = [];
const SLIDES = 24;
const CANVAS = { width: 980, height: 980 / (16 / 9) };

beforeAll(async () => {
  out = await mkdtemp(path.join(tmpdir(), 'deck-layouts-'));
  stateDir = await mkdtemp(path.join(tmpdir(), 'deck-layouts-state-'));
  const warn = console.warn;
  console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
  try {
    deck = await serveDeck({ root, out, slides: 'slides.md', port: 0, host: '127.0.0.1', pdf: false, stateDir });
  } finally {
    console.warn = warn;
  }
}, 180_000);

afterAll(async () => {
  await deck?.close();
  await rm(out, { recursive: true, force: true });
  await rm(stateDir, { recursive: true, force: true });
});

/** Pages of the other sites the fixture frames, answered here: the test needs no network. */
async function open(no: number, options: Parameters<typeof newDeckPage>[0] = {}): Promise<Page> {
  const { page, errors } = await newDeckPage(options);
  page.on('close', () => expect(errors).toEqual([]));
  await page.route(/^https:\/\/example\.(com|org)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>Remote</title><h1>Remote page</h1><p>${route.request().url()}</p>` }),
  );
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective}: ${event.blockedURI}`));
  });
  await page.goto(`${deck.url}#/${no}`);
  await show(page, no);
  return page;
}

async function show(page: Page, no: number): Promise<void> {
  await page.evaluate((n) => (window.location.hash = `#/${n}`), no);
  await page.waitForSelector(`html[data-deck-ready] .play-view .slide[data-slide="${no}"] :is(.layout, .error-card)`);
  await page.evaluate(() => document.fonts.ready);
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
  width: number;
  height: number;
}

/** The first element matching each selector on slide `no`, as a box in the canvas's own pixels (980 wide); null when there is none. */
async function boxes<K extends string>(page: Page, no: number, selectors: Record<K, string>): Promise<Record<K, Box | null>> {
  const wanted: [string, string][] = Object.entries(selectors);
  return page.evaluate(
    ([n, list]) => {
      const slide = document.querySelector<HTMLElement>(`.play-view .slide[data-slide="${n}"]`);
      const canvas = slide?.closest<HTMLElement>('.canvas');
      if (!slide || !canvas) throw new Error(`slide ${n} is not shown`);
      const frame = canvas.getBoundingClientRect();
      const scale = frame.width / canvas.offsetWidth;
      const boxOf = (selector: string) => {
        const r = slide.querySelector(selector)?.getBoundingClientRect();
        if (!r) return null;
        const [left, top] = [(r.left - frame.left) / scale, (r.top - frame.top) / scale];
        return { left, top, right: left + r.width / scale, bottom: top + r.height / scale, width: r.width / scale, height: r.height / scale };
      };
      return Object.fromEntries(list.map(([key, selector]) => [key, boxOf(selector)]));
    },
    [no, wanted] as const,
  ) as Promise<Record<K, Box | null>>;
}

const classesOf = (page: Page, no: number, selector: string) =>
  page.locator(`.play-view .slide[data-slide="${no}"] ${selector}`).first().evaluate((element) => [...element.classList]);

const styleOf = (page: Page, no: number, selector: string, property: string, pseudo?: string) =>
  page.locator(`.play-view .slide[data-slide="${no}"] ${selector}`).first().evaluate((element, [p, e]) => getComputedStyle(element, e ?? null).getPropertyValue(p ?? ''), [property, pseudo] as const);

const near = (actual: number | undefined, expected: number, within = 2) => expect(Math.abs((actual ?? NaN) - expected)).toBeLessThanOrEqual(within);
/** `box` is where `expected` says, to a pixel. */
const at = (box: Box | null, expected: Partial<Box>) => {
  for (const [key, value] of Object.entries(expected) as [keyof Box, number][]) near(box?.[key], value, 1);
};
const centre = (box: Box | null) => ({ x: (box?.left ?? NaN) + (box?.width ?? NaN) / 2, y: (box?.top ?? NaN) + (box?.height ?? NaN) / 2 });

describe('the layouts Slidev ships', () => {
  it('keep Slidev’s class names on their roots, and the page’s own `class:` with them', async () => {
    const page = await open(2);
    const expected: [number, string[]][] = [
      [1, ['slidev-layout', 'cover']],
      [2, ['slidev-layout', 'default']],
      [3, ['slidev-layout', 'center']],
      [4, ['slidev-layout', 'intro']],
      [5, ['slidev-layout', 'section']],
      [6, ['slidev-layout', 'statement']],
      [7, ['slidev-layout', 'fact']],
      [8, ['slidev-layout', 'quote']],
      [9, ['slidev-layout', 'full']],
      [17, ['slidev-layout', 'two-columns']],
      [19, ['slidev-layout', 'two-cols-header']],
      [20, ['slidev-layout', 'default', 'tinted-slide']],
      [24, ['slidev-layout', 'end']],
    ];
    for (const [no, classes] of expected) {
      await show(page, no);
      expect(await classesOf(page, no, '.layout'), `slide ${no}`).toEqual(expect.arrayContaining(classes));
    }
    await show(page, 10);
    expect(await classesOf(page, 10, '.layout')).not.toContain('slidev-layout');
  });

  it('put the default layout’s title at its place, and the same place on the layouts that keep it', async () => {
    const page = await open(2);
    const { title } = await boxes(page, 2, { title: '.layout h1' });
    expect(title?.left).toBeGreaterThan(40);
    expect(title?.top).toBeGreaterThan(30);
    // Content on the left half, or a header across the top: the title is where the default layout has it.
    for (const no of [13, 16, 17, 19, 20]) {
      await show(page, no);
      const { heading } = await boxes(page, no, { heading: '.layout h1' });
      near(heading?.left, title?.left ?? NaN, 1);
      near(heading?.top, title?.top ?? NaN, 1);
    }
    // Content on the right half: the same top, and the same inset from the half's edge.
    for (const no of [12, 15]) {
      await show(page, no);
      const { heading } = await boxes(page, no, { heading: '.layout h1' });
      near(heading?.left, CANVAS.width / 2 + (title?.left ?? NaN), 1);
      near(heading?.top, title?.top ?? NaN, 1);
    }
  });

  it('centre: the content in the middle of the slide', async () => {
    const page = await open(3);
    const { content, title } = await boxes(page, 3, { content: '.layout-content', title: 'h1' });
    near(centre(content).x, CANVAS.width / 2);
    near(centre(content).y, CANVAS.height / 2);
    near(centre(title).x, CANVAS.width / 2);
    expect(await styleOf(page, 3, 'h1', 'text-align')).toBe('center');
  });

  it('statement and fact: large text in the middle', async () => {
    const page = await open(2);
    const normal = parseFloat(await styleOf(page, 2, 'h1', 'font-size'));
    for (const no of [6, 7]) {
      await show(page, no);
      const { content, title } = await boxes(page, no, { content: '.layout-content', title: 'h1' });
      near(centre(content).x, CANVAS.width / 2);
      near(centre(content).y, CANVAS.height / 2);
      near(centre(title).x, CANVAS.width / 2);
      expect(parseFloat(await styleOf(page, no, 'h1', 'font-size')), `slide ${no}`).toBeGreaterThanOrEqual(normal * 1.4);
    }
  });

  it('none: no padding, the text in the corner', async () => {
    const page = await open(10);
    const { text } = await boxes(page, 10, { text: '.layout p' });
    near(text?.left, 0, 1);
    expect(text?.top).toBeLessThan(20);
  });

  it('image: the picture fills the slide, the words on a scrim', async () => {
    const page = await open(11);
    const { root } = await boxes(page, 11, { root: '.layout' });
    at(root, { left: 0, top: 0, width: CANVAS.width, height: CANVAS.height });
    expect(await styleOf(page, 11, '.layout', 'background-image')).toMatch(/harbour\.svg/);
    expect(await styleOf(page, 11, '.layout', 'background-size')).toBe('cover');
    expect(await styleOf(page, 11, '.layout', 'content', '::before')).not.toBe('none');
    expect(await styleOf(page, 11, 'h1', 'color')).toBe('rgb(255, 255, 255)');
  });

  it('image-left and image-right: the picture on its half, the content (with its class) on the other', async () => {
    const page = await open(12);
    let found = await boxes(page, 12, { picture: '.layout-picture', content: '.layout-content' });
    at(found.picture, { left: 0, top: 0, width: CANVAS.width / 2, height: CANVAS.height });
    at(found.content, { left: CANVAS.width / 2, width: CANVAS.width / 2 });
    expect(await styleOf(page, 12, '.layout-picture', 'background-image')).toMatch(/harbour\.svg/);
    expect(await classesOf(page, 12, '.layout-content')).toEqual(expect.arrayContaining(['slidev-layout', 'default', 'boats-side']));
    expect(await classesOf(page, 12, '.layout')).not.toContain('boats-side');

    await show(page, 13);
    found = await boxes(page, 13, { picture: '.layout-picture', content: '.layout-content' });
    at(found.content, { left: 0, width: CANVAS.width / 2 });
    at(found.picture, { left: CANVAS.width / 2, top: 0, width: CANVAS.width / 2, height: CANVAS.height });
    expect(await styleOf(page, 13, '.layout-picture', 'background-image')).toMatch(/lighthouse\.svg/);
    expect(await styleOf(page, 13, '.layout-picture', 'background-size')).toBe('contain');
    expect(await classesOf(page, 13, '.layout-content')).toContain('lighthouse-side');
  });

  it('iframe, iframe-left and iframe-right: the page at `url` on the whole slide or its half, allowed by the Content-Security-Policy', async () => {
    const csp = (await fetch(deck.url)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-src 'self' https://example.com https://example.org");

    const page = await open(14);
    const frame = (no: number) => page.locator(`.play-view .slide[data-slide="${no}"] iframe`);
    expect(await frame(14).getAttribute('src')).toBe('https://example.com/tides');
    at((await boxes(page, 14, { frame: 'iframe' })).frame, { left: 0, top: 0, width: CANVAS.width, height: CANVAS.height });
    await frame(14).contentFrame().getByRole('heading', { name: 'Remote page' }).waitFor();

    await show(page, 15);
    expect(await frame(15).getAttribute('src')).toBe('/frame.html');
    let found = await boxes(page, 15, { frame: 'iframe', content: '.layout-content' });
    at(found.frame, { left: 0, top: 0, width: CANVAS.width / 2, height: CANVAS.height });
    at(found.content, { left: CANVAS.width / 2, width: CANVAS.width / 2 });
    await frame(15).contentFrame().getByRole('heading', { name: 'Opening hours' }).waitFor();
    expect(await classesOf(page, 15, '.layout-content')).toContain('hours-side');

    await show(page, 16);
    expect(await frame(16).getAttribute('src')).toBe('https://example.org/weather');
    found = await boxes(page, 16, { frame: 'iframe', content: '.layout-content' });
    at(found.content, { left: 0, width: CANVAS.width / 2 });
    at(found.frame, { left: CANVAS.width / 2, top: 0, width: CANVAS.width / 2, height: CANVAS.height });
    await frame(16).contentFrame().getByRole('heading', { name: 'Remote page' }).waitFor();
    expect(await classesOf(page, 16, '.layout-content')).toContain('weather-side');

    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
  });

  it('two-cols: the default (or left) slot on the left, the right slot on the right, `class:` on each column', async () => {
    const page = await open(17);
    let found = await boxes(page, 17, { left: '.col-left h1', right: '.col-right h1' });
    expect(await page.locator('.play-view .slide[data-slide="17"] .col-left h1').textContent()).toBe('North pier');
    expect(found.left?.right).toBeLessThanOrEqual(CANVAS.width / 2);
    expect(found.right?.left).toBeGreaterThanOrEqual(CANVAS.width / 2);
    near(found.right?.top, found.left?.top ?? NaN, 1);
    expect(await classesOf(page, 17, '.col-left')).toContain('pier-column');
    expect(await classesOf(page, 17, '.col-right')).toContain('pier-column');
    expect(await classesOf(page, 17, '.layout')).not.toContain('pier-column');

    await show(page, 18);
    found = await boxes(page, 18, { left: '.col-left h1', right: '.col-right h1' });
    expect(await page.locator('.play-view .slide[data-slide="18"] .col-left h1').textContent()).toBe('Left, by name');
    expect(found.left?.right).toBeLessThanOrEqual(CANVAS.width / 2);
    expect(found.right?.left).toBeGreaterThanOrEqual(CANVAS.width / 2);
  });

  it('two-cols-header: the header across both columns, the columns side by side below it', async () => {
    const page = await open(19);
    const { header, left, right } = await boxes(page, 19, { header: '.col-header', left: '.col-left', right: '.col-right' });
    expect(header?.left).toBeLessThanOrEqual(left?.left ?? NaN);
    expect(header?.right).toBeGreaterThanOrEqual(right?.right ?? NaN);
    expect(header?.bottom).toBeLessThanOrEqual(left?.top ?? NaN);
    near(left?.top, right?.top ?? NaN, 1);
    expect(left?.right).toBeLessThan(right?.left ?? NaN);
    expect(await page.locator('.play-view .slide[data-slide="19"] .col-header h1').textContent()).toBe('Two ways along the coast');
  });

  it('the deck’s own layout by its file’s name; a Vue layout and an unknown name laid out with default', async () => {
    const page = await open(21);
    expect(await page.locator('.play-view .slide[data-slide="21"] .layout-own .big-quote blockquote').textContent()).toBe('Leave the quay as tidy as you found it.');
    expect(await page.locator('.play-view .slide[data-slide="21"] .big-quote-author').textContent()).toBe('The harbour master');
    await show(page, 2);
    const { title } = await boxes(page, 2, { title: '.layout h1' });
    for (const no of [22, 23]) {
      await show(page, no);
      expect(await page.locator(`.play-view .slide[data-slide="${no}"] .error-card`).count()).toBe(0);
      expect(await classesOf(page, no, '.layout')).toContain('layout-default');
      const { heading } = await boxes(page, no, { heading: '.layout h1' });
      near(heading?.left, title?.left ?? NaN, 1);
      near(heading?.top, title?.top ?? NaN, 1);
    }
    // The build said so: the Vue layout's file, and the unknown name with its line.
    const said = warnings.join('\n');
    expect(said).toContain('layouts/postcard.vue is a Vue layout, which this engine does not run');
    expect(said).toMatch(/slides\.md:22\d: slide 23: layout "lighthouse-keeper" is neither built in nor one of the deck's own/);
  });
});

describe('every slide of the layouts fixture', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`keeps its text on the slide, clear of the page number, and readable (${scheme})`, { timeout: 300_000 }, async () => {
      const found: string[] = [];
      for (const viewport of [{ width: 1920, height: 1080 }, { width: 390, height: 844 }]) {
        const page = await open(1, { viewport, colorScheme: scheme, reducedMotion: 'reduce' });
        for (let no = 1; no <= SLIDES; no++) {
          await show(page, no);
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
          for (const problem of await page.evaluate(problemsOf, no)) found.push(`${viewport.width}×${viewport.height} slide ${no}: ${problem}`);
        }
        await page.context().close();
      }
      expect(found).toEqual([]);
    });
  }
});
