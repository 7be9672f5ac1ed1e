// One Chromium per test file, a fresh context per test (contextDefaults), and a record of console errors.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchChromium } from './chromium.ts';

export interface DeckPage {
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
  /** Opens a route of the deck, e.g. "/3?clicks=1". */
  open: (route: string) => Promise<void>;
}

/**
 * What a test's browser context is unless it asks for more: a laptop's window, and no service worker.
 * The deck's worker downloads every file of the deck into its cache on a context's first visit, and
 * every test's context is a first visit: on play.test.ts that download was a third of the file's CPU
 * (user + system 58 → 38 s). Tests of what the worker does (offline, faults) ask for it:
 * `serviceWorkers: 'allow'`.
 */
export const contextDefaults = { viewport: { width: 1280, height: 720 }, serviceWorkers: 'block' } as const satisfies BrowserContextOptions;

export function withChromium(options: { baseURL?: () => string } = {}) {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });

  return async function newDeckPage(contextOptions: Parameters<Browser['newContext']>[0] = {}): Promise<DeckPage> {
    const context = await browser.newContext({ ...contextDefaults, ...contextOptions });
    contexts.push(context);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    const base = options.baseURL?.() ?? deckURL();
    return { page, errors, open: async (route) => void (await page.goto(`${base}#${route}`)) };
  };
}

/** Waits until the app runs and slide `no` has rendered its layout (or its error card). */
export async function waitForSlide(page: Page, no: number): Promise<void> {
  await page.waitForSelector(`html[data-deck-ready] .slide[data-slide="${no}"] :is(.layout, .error-card)`);
}

/** The route part of the page's hash, e.g. "/3?clicks=1". */
export function route(page: Page): string {
  return decodeURIComponent(new URL(page.url()).hash.slice(1));
}

/**
 * The route once every move made so far is in the address: the deck writes it after the frame that
 * paints the move (deck/ui/afterPaint.ts), so this waits for that frame and the task after it. For
 * checking that something did not move the deck: reading the address at once would not see a move yet.
 */
export async function settledRoute(page: Page): Promise<string> {
  await page.evaluate(() => new Promise<void>((done) => (document.hidden ? setTimeout(done, 0) : requestAnimationFrame(() => setTimeout(done, 0)))));
  return route(page);
}

/** This test file's deck server (tests/support/deck-server.ts), e.g. http://127.0.0.1:40123/ */
export function deckURL(): string {
  const url = (globalThis as { __deckURL?: string }).__deckURL;
  if (!url) throw new Error('no deck server: deckURL() is for end-to-end tests, once their beforeAll has run');
  return url;
}
