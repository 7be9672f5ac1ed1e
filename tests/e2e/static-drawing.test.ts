// A deck on its own (a static host, no deck server) is a slide show until someone draws: the drawing
// layer's code and the drawings' document load only when drawing mode is switched on, or when
// another tab of the deck draws (its strokes then show here too).
import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { contextDefaults } from '../support/browser.ts';
import { launchChromium } from '../support/chromium.ts';
import { hostStatically, type StaticHost } from '../support/static-host.ts';

let browser: Browser;
let host: StaticHost;
let origin: string;

beforeAll(async () => {
  browser = await launchChromium();
  host = await hostStatically(inject('builtDir'));
  origin = host.origin;
});

afterAll(async () => {
  await browser?.close();
  await host?.close();
});

const isDrawingCode = (request: Request) => /\/assets\/(DrawingLayer|deckStore)-[\w-]+\.js$/.test(request.url());

it('loads no drawing code until drawing is switched on, and takes another tab\'s strokes', { timeout: 60_000 }, async () => {
  const context = await browser.newContext({ ...contextDefaults, serviceWorkers: 'block' });
  try {
    const drawingCode: string[] = [];
    context.on('request', (request) => void (isDrawingCode(request) && drawingCode.push(request.url())));
    const audience = await context.newPage();
    await audience.goto(`${origin}/#/4`);
    await audience.waitForSelector('html[data-deck-ready] .slide[data-slide="4"] .layout');
    // Every part that waits for an idle period has had one (five parts, one period each, and more).
    await audience.evaluate(async () => {
      for (let i = 0; i < 12; i++) await new Promise((resolve) => requestIdleCallback(resolve));
    });
    await audience.waitForSelector('.slide-ahead', { state: 'attached' });
    expect(drawingCode).toEqual([]);
    expect(await audience.locator('.drawing-layer').count()).toBe(0);

    // The presenter's tab draws: the layer loads there, and the stroke comes to this tab.
    const presenter = await context.newPage();
    await presenter.goto(`${origin}/#/presenter/4`);
    await presenter.waitForSelector('.presenter-current .slide[data-slide="4"] .layout');
    await presenter.getByRole('button', { name: 'Drawing', exact: true }).click();
    await presenter.waitForSelector('.presenter-current .drawing-layer.is-drawing');
    const box = await presenter.locator('.presenter-current .slide').boundingBox();
    if (!box) throw new Error('no slide');
    await presenter.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.4);
    await presenter.mouse.down();
    for (let i = 1; i <= 8; i++) await presenter.mouse.move(box.x + box.width * (0.3 + i * 0.04), box.y + box.height * (0.4 + i * 0.02));
    await presenter.mouse.up();
    await expect.poll(() => presenter.locator('.presenter-current .drawing-layer path').count()).toBe(1);
    expect(drawingCode.length).toBeGreaterThan(0);
    await expect.poll(() => audience.locator('.slide[data-slide="4"] .drawing-layer path').count(), { timeout: 15_000 }).toBe(1);
  } finally {
    await context.close();
  }
});
