// What the cross-engine tests do with a page, built on the few calls every engine's driver has
// (types.ts): run a function in the page, wait for a condition, click an element, find a slide.
// Waiting is always for a condition, in a bounded number of short checks.
import type { EnginePage, Point } from './types.ts';

/**
 * Runs `fn(arg)` in the page and returns its (JSON) result. `fn` is sent as source: it may use only
 * its argument and the page's globals, never the test's variables.
 */
export function run<A, T>(page: EnginePage, fn: (arg: A) => T | Promise<T>, arg?: A): Promise<T> {
  return page.evaluate<T>(`(${fn.toString()})(${arg === undefined ? '' : JSON.stringify(arg)})`);
}

export interface WaitOptions {
  /** What is awaited, for the failure message. */
  what: string;
  timeout?: number;
}

/**
 * Waits until `fn(arg)` is truthy in the page and returns that value. A check that fails because the
 * page is navigating counts as false. Bounded: checks every 50 ms until `timeout` (default 20 s).
 */
export async function waitFor<A, T>(page: EnginePage, fn: (arg: A) => T | Promise<T>, arg: A, { what, timeout = 20_000 }: WaitOptions): Promise<NonNullable<T>> {
  const tries = Math.ceil(timeout / 50);
  let last: unknown;
  for (let i = 0; i < tries; i++) {
    const started = Date.now();
    try {
      const value = await run(page, fn, arg);
      if (value) return value as NonNullable<T>;
      last = value;
    } catch (error) {
      last = error;
    }
    const spent = Date.now() - started;
    if (spent < 50) await new Promise((resolve) => setTimeout(resolve, 50 - spent)); // the next check
  }
  throw new Error(`${page.engine}: timed out after ${timeout} ms waiting for ${what} (last: ${last instanceof Error ? last.message : JSON.stringify(last)})`);
}

/**
 * The centre of the first element matching `selector` (scrolled into view), in viewport pixels, once
 * a click there reaches it: it stood still from one frame to the next, and nothing covers it there.
 * (As Playwright waits before its clicks: a busy page may still be moving things, and a click where
 * the element was a moment ago lands on something else.)
 */
export async function centreOf(page: EnginePage, selector: string): Promise<Point> {
  const centre = await waitFor(
    page,
    async (css) => {
      const element = document.querySelector(css);
      if (!element) return null;
      element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const before = element.getBoundingClientRect();
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const r = element.getBoundingClientRect();
      if (r.width <= 0 || r.height <= 0 || r.left !== before.left || r.top !== before.top || r.width !== before.width || r.height !== before.height) return null;
      const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
      const hit = document.elementFromPoint(x, y);
      return hit && (hit === element || element.contains(hit)) ? [x, y] : null;
    },
    selector,
    { what: `${selector} on the page, still and uncovered` },
  );
  return centre as unknown as Point;
}

/** A real mouse click on the first element matching `selector`. */
export async function clickOn(page: EnginePage, selector: string): Promise<void> {
  await page.stroke([await centreOf(page, selector)]);
}

/** Waits until the app runs and slide `no` has rendered its layout (as browser.ts's waitForSlide). */
export function waitForSlide(page: EnginePage, no: number, within = '', timeout?: number): Promise<true> {
  return waitFor(page, (css) => Boolean(document.querySelector(css)) || null, `html[data-deck-ready] ${within} .slide[data-slide="${no}"] :is(.layout, .error-card)`, {
    what: `slide ${no}${within ? ` in ${within}` : ''}`,
    ...(timeout ? { timeout } : {}),
  }) as Promise<true>;
}

/** The route part of the page's hash, e.g. "/3?clicks=1". */
export async function route(page: EnginePage): Promise<string> {
  return decodeURIComponent(new URL(await page.url()).hash.slice(1));
}

/** Waits until the page's route is `expected`. */
export async function waitForRoute(page: EnginePage, expected: string): Promise<void> {
  await waitFor(page, (want) => decodeURIComponent(location.hash.slice(1)) === want || null, expected, { what: `route ${expected}` });
}

/** Text content of the first element matching `selector` (whitespace collapsed), or null. */
export function textOf(page: EnginePage, selector: string): Promise<string | null> {
  return run(page, (css) => document.querySelector(css)?.textContent?.replace(/\s+/g, ' ').trim() ?? null, selector);
}
