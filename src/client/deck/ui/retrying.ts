// Code and data the page loads after it opened (a slide's module, the room, the drawing layer, the
// live client) come over a network that can fail: venue Wi-Fi drops, the deck server restarts. A
// load that fails is asked for again (soon, then less often, and at once when the browser is back
// online or the page is back in touch with its server), so the page never goes down with it: what
// has not arrived yet is simply not there until it does.
import { lazy } from 'react';

const FIRST_WAIT_MS = 1000;
const LONGEST_WAIT_MS = 10_000;

/** Loads waiting for their next attempt: each wakes its own. */
const waiting = new Set<() => void>();

/** Asks again at once for everything that failed to load (the network or the deck server is back). */
export function retryNow(): void {
  for (const wake of [...waiting]) wake();
}

/** Waits `ms`, or less if `retryNow` is called meanwhile. */
function pause(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      waiting.delete(wake);
      resolve();
    };
    const timer = setTimeout(wake, ms);
    waiting.add(wake);
  });
}

// Stylesheets that failed to load. Vite's loader asks for a chunk's stylesheet once: when that
// failed, asking for the chunk again brings its script but never its styles, so they are asked for
// here (a link's error does not bubble; it is seen on its way down).
const failedSheets = new Set<HTMLLinkElement>();
if (typeof document !== 'undefined') {
  window.addEventListener('online', retryNow);
  document.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLLinkElement && event.target.rel === 'stylesheet') failedSheets.add(event.target);
    },
    true,
  );
}

/** Asks again for the stylesheets that failed; resolves once they are in, rejects if one fails again. */
function reloadFailedSheets(): Promise<unknown> {
  const again = [...failedSheets].map((failed) => {
    failedSheets.delete(failed);
    const link = failed.cloneNode() as HTMLLinkElement;
    const loaded = new Promise<void>((resolve, reject) => {
      link.addEventListener('load', () => resolve(), { once: true });
      link.addEventListener('error', () => reject(new Error(`could not load ${link.href}`)), { once: true });
    });
    failed.replaceWith(link);
    return loaded;
  });
  return Promise.all(again);
}

/** `load()`, asked for again after each failure until it succeeds. */
export async function retrying<T>(load: () => Promise<T>): Promise<T> {
  for (let wait = FIRST_WAIT_MS; ; wait = Math.min(wait * 2, LONGEST_WAIT_MS)) {
    try {
      await reloadFailedSheets();
      return await load();
    } catch {
      await pause(wait);
    }
  }
}

/** React's `lazy` for a part of the page whose code may fail to arrive: it waits (rendering its fallback) and asks again. */
export const lazyPart: typeof lazy = (load) => lazy(() => retrying(load));
