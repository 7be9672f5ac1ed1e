// The drawing layer: every mode with the mouse, undo/redo/clear, colours by key, a pen outside
// drawing mode, drawings per slide and across tabs, persistence, presenterOnly, and hostile drawings
// arriving from another tab or from localStorage.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { serveDeck, type DeckServer } from '../../src/node/commands/serve.ts';
import { route, settledRoute, waitForSlide, deckURL, withChromium } from '../support/browser.ts';
import { liveClient } from '../support/room-client.ts';

const CANVAS_WIDTH = 980;
const LAYER = '.slide .drawing-layer';

/** A drawing as an attacker would send it: an event handler, a script and a javascript: image. */
const HOSTILE_SVG =
  '<svg><path d="M100 100 L 400 300" stroke="red" stroke-width="8" onmouseover="window.__pwned=1"/>' +
  '<script>window.__pwned=1</script><image href="javascript:window.__pwned=1" width="100" height="100"/></svg>';

type Point = [number, number];

/** Screen position of a point given in canvas units (the canvas is CSS-scaled to the window). */
async function toScreen(page: Page, [x, y]: Point): Promise<Point> {
  const box = await page.locator('.slide').first().boundingBox();
  if (!box) throw new Error('no slide on the page');
  const factor = box.width / CANVAS_WIDTH;
  return [box.x + x * factor, box.y + y * factor];
}

/** Presses the mouse at `from`, moves to `to` in steps and releases: one stroke. */
async function drag(page: Page, from: Point, to: Point, steps = 8): Promise<void> {
  const [x1, y1] = await toScreen(page, from);
  const [x2, y2] = await toScreen(page, to);
  await page.mouse.move(x1, y1);
  await page.mouse.down();
  for (let i = 1; i <= steps; i++) await page.mouse.move(x1 + ((x2 - x1) * i) / steps, y1 + ((y2 - y1) * i) / steps);
  await page.mouse.up();
}

interface Shape {
  tag: string;
  attrs: Record<string, string>;
}

/** The drawing layer's top-level elements. */
function shapes(page: Page): Promise<Shape[]> {
  return page.locator(LAYER).evaluate((layer) =>
    [...layer.children].map((el) => ({ tag: el.localName, attrs: Object.fromEntries([...el.attributes].map((a) => [a.name, a.value])) })),
  );
}

const count = async (page: Page) => (await shapes(page)).length;

async function openWithLayer(open: (route: string) => Promise<void>, page: Page, route: string, no: number): Promise<void> {
  await open(route);
  await waitForSlide(page, no);
  await page.waitForSelector(LAYER, { state: 'attached' });
}

/**
 * Reloads `page` with `kept` as the drawings this browser kept, written before the page's own scripts
 * run: written from the live page instead, a save it had due (half a second after the server's
 * document came) could land after it.
 */
async function reloadWithKept(page: Page, kept: unknown): Promise<void> {
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('kept-seeded')) return;
    sessionStorage.setItem('kept-seeded', '1');
    localStorage.setItem(`deck-drawings:${location.pathname}`, value);
  }, JSON.stringify(kept));
  await page.reload();
}

async function startDrawing(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Drawing', exact: true });
  await toggle.click();
  expect(await toggle.getAttribute('aria-pressed')).toBe('true');
  await page.getByRole('group', { name: 'Drawing tools' }).waitFor();
}

/** A pen stroke through Chrome's input pipeline (pointerType "pen"), which Playwright's mouse cannot make. */
async function penStroke(page: Page, from: Point, to: Point): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const [x1, y1] = await toScreen(page, from);
  const [x2, y2] = await toScreen(page, to);
  const send = (type: 'mouseMoved' | 'mousePressed' | 'mouseReleased', x: number, y: number) =>
    cdp.send('Input.dispatchMouseEvent', { type, x, y, button: 'left', buttons: type === 'mouseReleased' ? 0 : 1, clickCount: 1, pointerType: 'pen' });
  await send('mouseMoved', x1, y1);
  await send('mousePressed', x1, y1);
  for (let i = 1; i <= 6; i++) await send('mouseMoved', x1 + ((x2 - x1) * i) / 6, y1 + ((y2 - y1) * i) / 6);
  await send('mouseReleased', x2, y2);
  await cdp.detach();
}

/** Checks that a hostile drawing in the layer is inert, poking every element in it. */
async function expectInert(page: Page): Promise<void> {
  const found = await page.evaluate(async (selector) => {
    const elements = [...document.querySelectorAll(`${selector} *`)];
    // Not bubbling: a click reaching the stage would move to another slide.
    for (const el of elements) for (const type of ['mouseover', 'click', 'load']) el.dispatchEvent(new MouseEvent(type));
    await new Promise((resolve) => setTimeout(resolve, 50));
    return {
      pwned: (window as { __pwned?: unknown }).__pwned,
      tags: elements.map((el) => el.localName),
      handlers: [...document.querySelectorAll('*')].flatMap((el) => el.getAttributeNames().filter((name) => name.startsWith('on'))),
      html: document.querySelector(selector)?.innerHTML ?? '',
    };
  }, LAYER);
  expect(found.tags).toContain('path'); // the harmless part arrived…
  expect(found.tags.filter((t) => ['script', 'image', 'foreignobject', 'a', 'use'].includes(t))).toEqual([]); // …the rest did not
  expect(found.handlers).toEqual([]);
  expect(found.html).not.toMatch(/javascript:|onmouseover|<script/i);
  expect(found.pwned).toBeUndefined();
}

const near = (value: string | undefined, expected: number) => Math.abs(Number(value) - expected) < 1;

/**
 * Clean slides on the server for each test: it keeps drawings (across restarts too), and each test
 * here draws from nothing. Cleared as a presenter view would (no password on these servers).
 */
async function clearServerDrawings(url: string): Promise<void> {
  const presenter = await liveClient(url, 'drawings', { presenterView: true });
  try {
    presenter.map.clear();
    await expect.poll(() => presenter.provider.hasUnsyncedChanges).toBe(false);
  } finally {
    presenter.close();
  }
}

describe('the talk: drawings enabled and shared with every viewer', () => {
  const newPage = withChromium();
  beforeEach(() => clearServerDrawings(deckURL()));

  it('keeps drauu and DOMPurify out of the first view’s scripts, loading them with the layer', async () => {
    const { page, open } = await newPage();
    const base = deckURL();
    const html = await (await page.request.get(base)).text();
    // The entry (imported by an inline module once the first slide is painted) and what it preloads.
    const firstView = [...html.matchAll(/<(?:script type="module"[^>]* src|link rel="modulepreload"[^>]* href)="([^"]+)"|\bimport\("([^"]+)"\)/g)].map((m) => m[1] ?? m[2] ?? '');
    expect(firstView.length).toBeGreaterThan(0);
    // Strings from drauu's mount and DOMPurify's hooks, which survive minification.
    const markers = ['unmount previous target first', 'uponSanitizeElement'];
    for (const src of firstView) {
      const code = await (await page.request.get(new URL(src, base).href)).text();
      for (const marker of markers) expect(code, src).not.toContain(marker);
    }
    // Each arrives in a chunk of its own loading (the bundler may put them together or apart).
    const lazy = new Set<string>();
    page.on('response', (r) => {
      if (!r.url().endsWith('.js')) return;
      r.text().then(
        (code) => markers.filter((m) => code.includes(m)).forEach((m) => lazy.add(m)),
        () => undefined, // the page closed first
      );
    });
    await openWithLayer(open, page, '/2', 2);
    await expect.poll(() => [...lazy].sort()).toEqual([...markers].sort());
  });

  it('draws in each mode with the mouse, in canvas units with 2 decimals, without navigating', async () => {
    const { page, errors, open } = await newPage();
    await openWithLayer(open, page, '/2', 2);
    await startDrawing(page);

    await drag(page, [100, 100], [300, 200]); // stylus, the default
    await page.keyboard.press('l');
    await drag(page, [100, 300], [400, 300]);
    await page.keyboard.press('a');
    await drag(page, [100, 350], [400, 350]);
    await page.keyboard.press('r');
    await drag(page, [500, 100], [700, 200]);
    await page.keyboard.press('e');
    await drag(page, [500, 300], [700, 400]);

    const [stylus, line, arrow, rect, ellipse, ...rest] = await shapes(page);
    expect(rest).toEqual([]);
    expect(stylus).toMatchObject({ tag: 'path', attrs: { fill: '#ff595e' } }); // red, the first colour
    expect(line?.tag).toBe('line');
    expect(near(line?.attrs.x1, 100) && near(line?.attrs.y1, 300) && near(line?.attrs.x2, 400) && near(line?.attrs.y2, 300)).toBe(true);
    expect(line?.attrs['stroke-width']).toBe('4');
    expect(arrow?.tag).toBe('g');
    const head = await page.locator(`${LAYER} > g line`).getAttribute('marker-end');
    expect(head).toMatch(/^url\(#.+\)$/);
    expect(await page.locator(`${LAYER} > g marker`).count()).toBe(1);
    expect(rect?.tag).toBe('rect');
    expect(near(rect?.attrs.x, 500) && near(rect?.attrs.y, 100) && near(rect?.attrs.width, 200) && near(rect?.attrs.height, 100)).toBe(true);
    expect(ellipse?.tag).toBe('ellipse');
    expect(near(ellipse?.attrs.cx, 600) && near(ellipse?.attrs.cy, 350) && near(ellipse?.attrs.rx, 100) && near(ellipse?.attrs.ry, 50)).toBe(true);

    // Every coordinate has at most 2 decimals.
    const html = await page.locator(LAYER).innerHTML();
    const numbers = [...html.matchAll(/(?:\s|^|,|")(-?\d+\.\d+)/g)].map((m) => m[1] ?? '');
    expect(numbers.length).toBeGreaterThan(20);
    expect(numbers.filter((n) => !/^-?\d+\.\d{1,2}$/.test(n))).toEqual([]);

    // Too short a line, and a rectangle or ellipse without size, are discarded.
    await page.keyboard.press('l');
    await drag(page, [600, 480], [603, 482]);
    await page.keyboard.press('r');
    await drag(page, [800, 450], [800, 450], 1);
    await page.keyboard.press('e');
    await drag(page, [820, 450], [820, 450], 1);
    expect(await count(page)).toBe(5);

    // The eraser removes what it crosses.
    await page.getByRole('button', { name: 'Eraser' }).click();
    await drag(page, [480, 150], [520, 150]);
    expect((await shapes(page)).map((s) => s.tag)).toEqual(['path', 'line', 'g', 'ellipse']);

    expect(await settledRoute(page)).toBe('/2'); // none of it moved the deck
    expect(errors).toEqual([]);
  });

  it('Shift makes an ellipse a circle; Alt draws it from its centre', async () => {
    const { page, open } = await newPage();
    await openWithLayer(open, page, '/4', 4);
    await startDrawing(page);
    await page.keyboard.press('e');
    await page.keyboard.down('Shift');
    await drag(page, [200, 200], [300, 260]);
    await page.keyboard.up('Shift');
    await page.keyboard.down('Alt');
    await drag(page, [600, 300], [650, 340]);
    await page.keyboard.up('Alt');
    const [circle, centred] = await shapes(page);
    expect(circle?.attrs.rx).toBe(circle?.attrs.ry);
    expect(near(circle?.attrs.rx, 30) && near(circle?.attrs.cx, 230) && near(circle?.attrs.cy, 230)).toBe(true);
    expect(near(centred?.attrs.cx, 600) && near(centred?.attrs.cy, 300) && near(centred?.attrs.rx, 50) && near(centred?.attrs.ry, 40)).toBe(true);
  });

  it('switches colours by key, undoes and redoes, clears redo on a new stroke, and clears', async () => {
    const { page, open } = await newPage();
    await openWithLayer(open, page, '/3', 3);
    await startDrawing(page);
    // Each read waits for the frame that shows the change (one read at once failed in a full run).
    const fills = async () => (await shapes(page)).map((s) => s.attrs.fill);
    const undoButton = page.getByRole('button', { name: 'Undo' });
    const redoButton = page.getByRole('button', { name: 'Redo' });
    expect(await undoButton.isDisabled()).toBe(true);

    await page.keyboard.press('4');
    await drag(page, [100, 100], [300, 150]);
    await page.keyboard.press('2');
    expect(await page.getByRole('button', { name: 'Yellow' }).getAttribute('aria-pressed')).toBe('true');
    await drag(page, [100, 200], [300, 250]);
    await expect.poll(fills).toEqual(['#1982c4', '#ffca3a']);

    await page.keyboard.press('Control+z');
    await expect.poll(fills).toEqual(['#1982c4']);
    await page.keyboard.press('Control+Shift+Z');
    await expect.poll(fills).toEqual(['#1982c4', '#ffca3a']);
    await undoButton.click();
    await expect.poll(fills).toEqual(['#1982c4']);
    await redoButton.click();
    await expect.poll(fills).toEqual(['#1982c4', '#ffca3a']);

    await page.keyboard.press('Control+z');
    await expect.poll(() => redoButton.isDisabled()).toBe(false);
    await page.keyboard.press('7');
    await drag(page, [100, 300], [300, 350]);
    await expect.poll(fills).toEqual(['#1982c4', '#000000']);
    await expect.poll(() => redoButton.isDisabled()).toBe(true); // the new stroke dropped what could be redone
    await page.keyboard.press('Control+Shift+Z');
    await expect.poll(fills).toEqual(['#1982c4', '#000000']);

    await page.keyboard.press('c');
    await expect.poll(() => count(page)).toBe(0);
  });

  it('keeps the chosen brush across a reload', async () => {
    const { page, open } = await newPage();
    await openWithLayer(open, page, '/3', 3);
    await startDrawing(page);
    await page.keyboard.press('3');
    await page.keyboard.press('r');
    await page.getByRole('button', { name: 'Thick brush' }).click();
    await page.reload();
    await waitForSlide(page, 3);
    await startDrawing(page);
    for (const name of ['Green', 'Rectangle', 'Thick brush']) expect(await page.getByRole('button', { name, exact: true }).getAttribute('aria-pressed')).toBe('true');
    await drag(page, [100, 100], [300, 200]);
    const [shape] = await shapes(page);
    expect(shape?.tag).toBe('rect');
    expect(shape?.attrs.stroke).toBe('#8ac926');
  });

  it('Escape leaves drawing mode; meanwhile deck letters wait and arrows still navigate', async () => {
    const { page, open } = await newPage({ colorScheme: 'light' });
    await openWithLayer(open, page, '/2', 2);
    await startDrawing(page);
    await page.keyboard.press('o');
    await page.keyboard.press('d');
    expect(await page.locator('dialog[open]').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await page.keyboard.press('ArrowRight');
    await waitForSlide(page, 3);

    await page.keyboard.press('Escape');
    await page.getByRole('group', { name: 'Drawing tools' }).waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: 'Drawing', exact: true }).getAttribute('aria-pressed')).toBe('false');
    const [x, y] = await toScreen(page, [900, 300]);
    await page.mouse.click(x, y); // a click on the right of the slide navigates again
    await waitForSlide(page, 4);
    await expect.poll(() => route(page)).toBe('/4');
  });

  it('a pen draws while drawing mode is off, where a mouse click navigates', async () => {
    const { page, open } = await newPage();
    await openWithLayer(open, page, '/2', 2);
    await penStroke(page, [600, 200], [800, 300]);
    await expect.poll(() => count(page)).toBe(1);
    expect(await settledRoute(page)).toBe('/2');
    const [x, y] = await toScreen(page, [900, 300]);
    await page.mouse.click(x, y);
    await waitForSlide(page, 3);
    expect(await count(page)).toBe(0); // slide 3 has its own (empty) drawing
  });

  it('keeps each slide’s drawing when navigating; another tab sees it when it opens and as it changes', async () => {
    const { page, errors, open } = await newPage();
    await openWithLayer(open, page, '/2', 2);
    await startDrawing(page);
    await drag(page, [100, 100], [300, 200]);

    const other = await page.context().newPage();
    await other.goto(page.url());
    await waitForSlide(other, 2);
    await other.waitForSelector(LAYER, { state: 'attached' });
    await expect.poll(() => count(other)).toBe(1);

    await page.bringToFront(); // a background tab gets input slowly
    await page.keyboard.press('r');
    await drag(page, [500, 100], [700, 200]);
    await expect.poll(async () => (await shapes(other)).map((s) => s.tag)).toEqual(['path', 'rect']);

    await page.keyboard.press('ArrowRight');
    await waitForSlide(page, 3);
    expect(await count(page)).toBe(0);
    await page.keyboard.press('ArrowLeft');
    await waitForSlide(page, 2);
    expect((await shapes(page)).map((s) => s.tag)).toEqual(['path', 'rect']);
    expect(errors).toEqual([]);
  });

  it('neutralises a hostile drawing from another tab and ignores malformed messages', async () => {
    const { page, errors, open } = await newPage();
    await openWithLayer(open, page, '/2', 2);
    const other = await page.context().newPage();
    await other.goto(page.url());
    await waitForSlide(other, 2);
    // One stroke hiding script inside an <svg>, and strokes that are nothing but script or a
    // javascript: image, each claiming to be the presenter's: a well-formed update of the drawings
    // document (Yjs), as another tab of the deck would send it.
    const hostile = new Y.Doc();
    const strokes = hostile.getMap('state');
    strokes.set('2/h1', [HOSTILE_SVG, 'presenter']);
    strokes.set('2/h2', ['<script>window.__pwned=1</script>', 'presenter']);
    strokes.set('2/h3', ['<image href="javascript:window.__pwned=1"/>', 'presenter']);
    strokes.set('2/h4', [{ not: 'markup' }, 'presenter']);
    const update = Buffer.from(Y.encodeStateAsUpdate(hostile)).toString('base64');
    await other.evaluate((update) => {
      // The deck's tab channel, as another tab of the deck posts on it (src/client/live/tabs.ts).
      const channel = new BroadcastChannel(`deck:${location.pathname}`);
      const drawings = (payload: unknown) => ({ topic: 'drawings', payload });
      const junk = [null, 'drawing', { topic: 'drawings' }, drawings(null), drawings({ update: 7 }), drawings({ update: 'not base64 !' }), drawings({ update: btoa('not a Yjs update') }), drawings({ hello: 'yes' })];
      for (const data of junk) channel.postMessage(data);
      channel.postMessage(drawings({ update }));
      channel.close();
    }, update);
    await expect.poll(() => page.locator(`${LAYER} path`).count()).toBe(1);
    await expectInert(page);
    // The page's Content-Security-Policy reports the hostile handler it blocked while DOMPurify took
    // the stroke apart (a second wall behind the sanitiser); nothing else may go wrong.
    expect(errors.filter((e) => !/^Executing inline event handler violates the following Content Security Policy/.test(e))).toEqual([]);
  });
});

describe('a deck that persists drawings and lets only the presenter draw', () => {
  let dir: string;
  let deck: DeckServer | undefined;
  const newPage = withChromium({ baseURL: () => deck?.url ?? '' });

  beforeAll(async () => {
    // Inside the project, so the build resolves the engine's packages as for any deck.
    dir = await mkdtemp(path.join(process.cwd(), 'tests/fixtures/tmp-drawing-'));
    await writeFile(
      path.join(dir, 'slides.md'),
      '---\ntitle: Drawing fixture\ndrawings:\n  enabled: true\n  persist: true\n  presenterOnly: true\n  syncAll: false\n---\n\n# One\n\n---\n\n# Two\n',
    );
    // The real server, as `npm start` runs it for this deck.
    deck = await serveDeck({ port: 0, host: '127.0.0.1', out: path.join(dir, 'dist'), slides: 'slides.md', root: dir });
  });

  afterAll(async () => {
    await deck?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  beforeEach(() => clearServerDrawings(deck?.url ?? ''));

  it('keeps the presenter’s drawing across reloads; the audience sees it live but cannot draw', async () => {
    const { page, errors, open } = await newPage();
    await openWithLayer(open, page, '/presenter/1', 1);
    await startDrawing(page);
    await page.keyboard.press('r');
    await drag(page, [100, 100], [400, 300]);
    expect(await count(page)).toBe(1);
    await page.reload();
    await waitForSlide(page, 1);
    await page.waitForSelector(LAYER, { state: 'attached' });
    await expect.poll(() => count(page)).toBe(1);

    const audience = await page.context().newPage();
    await audience.goto(`${deck?.url}#/1`);
    await waitForSlide(audience, 1);
    await audience.waitForSelector(LAYER, { state: 'attached' });
    expect(await audience.getByRole('button', { name: 'Drawing', exact: true }).count()).toBe(0);
    await expect.poll(() => count(audience)).toBe(1);
    // presenterOnly: not even a pen draws here (its tap on the left half asks for the previous slide).
    await penStroke(audience, [100, 300], [300, 400]);
    expect(await settledRoute(audience)).toBe('/1');
    expect(await count(audience)).toBe(1);

    await page.bringToFront();
    await startDrawing(page); // drawing mode itself does not survive the reload
    await page.keyboard.press('e');
    await drag(page, [500, 100], [700, 200]);
    await expect.poll(async () => (await shapes(audience)).map((s) => s.tag)).toEqual(['rect', 'ellipse']);
    expect(errors).toEqual([]);
  });

  it('reads drawings kept by the earlier format (one SVG text per slide), losing none', async () => {
    const { page, errors, open } = await newPage();
    await openWithLayer(open, page, '/1', 1);
    const legacy = '<path d="M100 100 L 300 200" stroke="#ff595e" stroke-width="4" fill="none"/><rect x="400" y="100" width="100" height="80" stroke="#1982c4" fill="none"/>';
    await reloadWithKept(page, { 1: legacy });
    await waitForSlide(page, 1);
    await page.waitForSelector(LAYER, { state: 'attached' });
    await expect.poll(async () => (await shapes(page)).map((s) => s.tag)).toEqual(['path', 'rect']);
    // Kept in the current format, with its version, so the next reload reads it directly.
    const kept = await page.evaluate(() => JSON.parse(localStorage.getItem(`deck-drawings:${location.pathname}`) ?? '{}') as { version: number });
    expect(kept.version).toBe(2);
    await page.reload();
    await waitForSlide(page, 1);
    await page.waitForSelector(LAYER, { state: 'attached' });
    await expect.poll(async () => (await shapes(page)).map((s) => s.tag)).toEqual(['path', 'rect']);
    expect(errors).toEqual([]);
  });

  it('neutralises a hostile drawing kept in localStorage', async () => {
    const { page, errors, open } = await newPage();
    await openWithLayer(open, page, '/1', 1);
    await reloadWithKept(page, { 1: { h1: [1, HOSTILE_SVG], h2: [1, '<script>window.__pwned=1</script>'] }, 2: { not: 'svg' }, 3: HOSTILE_SVG });
    await waitForSlide(page, 1);
    await page.waitForSelector(LAYER, { state: 'attached' });
    await expect.poll(() => page.locator(`${LAYER} path`).count()).toBe(1);
    await expectInert(page);
    // The page's Content-Security-Policy reports the hostile handler it blocked while DOMPurify took
    // the stroke apart (a second wall behind the sanitiser); nothing else may go wrong.
    expect(errors.filter((e) => !/^Executing inline event handler violates the following Content Security Policy/.test(e))).toEqual([]);
  });
});
