// Cross-engine drawing: a stroke drawn with the mouse lands where the pointer went, in the canvas's
// units, and reaches another viewer (a Chromium page of another size) at the same place on the
// slide. WebKit's getScreenCTM() ignores the canvas's CSS scale, which put strokes 1.3× too far from
// the top-left at 1280×720 (and synced them so) before the layer mapped pointers itself.
import { expect, it } from 'vitest';
import type { DeckPage } from '../../support/browser.ts';
import { deckURL, waitForSlide as waitForChromiumSlide } from '../../support/browser.ts';
import type { EngineHandle, EnginePage, Point } from '../../support/engines/index.ts';
import { clickOn, run, waitFor, waitForSlide } from '../../support/engines/page.ts';

const LINE = { x1: 100, y1: 300, x2: 400, y2: 320 };

/** Viewport position of a point in canvas units (the canvas is CSS-scaled to the window). */
async function toScreen(page: EnginePage, no: number, [x, y]: Point): Promise<Point> {
  const box = await run(page, (n) => {
    const r = document.querySelector(`.slide[data-slide="${n}"]`)?.getBoundingClientRect();
    return r ? { left: r.left, top: r.top, width: r.width } : null;
  }, no);
  if (!box) throw new Error(`slide ${no} is not on the page`);
  const factor = box.width / 980;
  return [box.left + x * factor, box.top + y * factor];
}

const near = (actual: unknown, expected: number) => Math.abs(Number(actual) - expected) < 2;

export function drawingChecks(engine: EngineHandle, chromium: (options?: object) => Promise<DeckPage>): void {
  it('draws a line where the mouse went, in canvas units, and another viewer sees it at the same place', async () => {
    const viewer = await chromium({ viewport: { width: 1920, height: 1080 } });
    await viewer.open('/4');
    await waitForChromiumSlide(viewer.page, 4);

    const page = await engine.newPage();
    await page.goto(`${deckURL()}#/4`);
    await waitForSlide(page, 4);
    await waitFor(page, () => Boolean(document.querySelector('.slide[data-slide="4"] .drawing-layer')) || null, undefined, { what: 'the drawing layer' });
    await clickOn(page, 'button[aria-label="Drawing"]');
    await waitFor(page, () => document.querySelector('.drawing-layer.is-drawing') && document.querySelector('[role="group"][aria-label="Drawing tools"]') ? true : null, undefined, { what: 'drawing mode' });
    await page.press('l');
    const from = await toScreen(page, 4, [LINE.x1, LINE.y1]);
    const to = await toScreen(page, 4, [LINE.x2, LINE.y2]);
    const steps = Array.from({ length: 8 }, (_, i) => [from[0] + ((to[0] - from[0]) * (i + 1)) / 8, from[1] + ((to[1] - from[1]) * (i + 1)) / 8] as const);
    await page.stroke([from, ...steps]);

    const drawn = await waitFor(page, () => {
      const line = document.querySelector('.slide[data-slide="4"] .drawing-layer > line');
      return line && Object.fromEntries(['x1', 'y1', 'x2', 'y2'].map((name) => [name, line.getAttribute(name)]));
    }, undefined, { what: 'the line on the drawing layer' });
    for (const [name, value] of Object.entries(LINE)) expect(near(drawn[name], value), `${name} = ${drawn[name]}, drawn at ${value}`).toBe(true);

    // The other viewer's copy: the same canvas units, on its own (larger) slide.
    const line = viewer.page.locator('.slide[data-slide="4"] .drawing-layer > line');
    await line.waitFor({ state: 'attached', timeout: 20_000 });
    const synced = await line.evaluate((el) => Object.fromEntries(['x1', 'y1', 'x2', 'y2'].map((name) => [name, el.getAttribute(name)])));
    for (const [name, value] of Object.entries(LINE)) expect(near(synced[name], value), `${name} = ${synced[name]} on the other screen`).toBe(true);
    expect(page.errors).toEqual([]);
  });
}
