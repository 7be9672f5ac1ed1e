// Slide changes and click steps timed the way the outside harness (../shared/bench-outside, the
// yardstick the project's figures are checked against) times them, so `npm run bench -- load` can
// print its figures beside the project's own:
//   - a walk through the whole talk with → from slide 1, every click step and slide change in turn
//     (not one stepped slide, → and ←, as the project's own click-step row does);
//   - a click step ends at the first polled animation frame after the key's FIRST DOM mutation of any
//     kind (not when a hidden click-step element is shown: a code-line highlight counts too);
//   - a slide change ends at the first polled frame in which the next slide's title text is visible
//     (in a text node whose element is visible and on screen, not only an h1/h2 with that text);
//   - both start at the key event's own timeStamp and end after that frame's paint (a message posted
//     from the frame runs after it), as the project's rows do;
//   - the page settles as the harness lets it: network idle and one more second, and 500 ms between keys.
// The in-page script is our own rewrite of the harness's, reduced to what these two figures need.
import type { Browser, Page } from 'playwright-core';
import type { WalkedSlide } from './sites.ts';

const SETTLE_MS = 1000;
const GAP_MS = 500;

/** In the page: `__textVisible(text)`, whether a text is shown (visible and on screen), as the harness judges it. */
export const TEXT_VISIBLE = `(() => {
  const clean = (text) => text.replace(/\\s+/g, ' ').trim();
  const onScreen = (element) => {
    if (!element || !element.isConnected) return false;
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true })) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
  };
  /** The text is in one text node whose element is on screen, or (split over inline elements) in the deepest such element. */
  window.__textVisible = (text) => {
    if (!document.body) return false;
    const wanted = clean(text);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    let present = false;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!clean(node.data).includes(wanted)) continue;
      present = true;
      if (onScreen(node.parentElement)) return true;
    }
    if (present || !clean(document.body.textContent || '').includes(wanted)) return false;
    return [...document.body.querySelectorAll('h1,h2,h3,h4,h5,h6,p,li,div,span,a')].some((element) => clean(element.textContent || '').includes(wanted)
      && ![...element.children].some((child) => clean(child.textContent || '').includes(wanted)) && onScreen(element));
  };
})();`;

/** In the page, before its own scripts: the key's time, the first DOM mutation after it, and TEXT_VISIBLE. */
export const OUTSIDE_HELPERS = `${TEXT_VISIBLE}
(() => {
  const outside = (window.__outside = { armed: null, result: null, textVisible: window.__textVisible });
  addEventListener('keydown', (event) => {
    const armed = outside.armed;
    if (armed && armed.keyAt === null) armed.keyAt = event.timeStamp;
  }, { capture: true });
  const watchMutations = () => new MutationObserver(() => {
    const armed = outside.armed;
    if (armed && armed.keyAt !== null && armed.mutatedAt === null) armed.mutatedAt = performance.now();
  }).observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
  if (document.documentElement) watchMutations();
  else document.addEventListener('readystatechange', watchMutations, { once: true });

  /** Resolves (ms after the key, or null after 10 s) after the frame's paint in which done() first holds, polled once a frame. */
  const afterFrameWhere = (armed, done) => new Promise((resolve) => {
    const deadline = performance.now() + 10000;
    const poll = () => {
      if (armed.keyAt !== null && done()) {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now() - armed.keyAt);
        channel.port2.postMessage(0);
      } else if (performance.now() > deadline) resolve(null);
      else requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  });
  /** Before a key press: with a title, done is that title visible; with null, the key's first DOM mutation. */
  outside.arm = (title) => {
    const armed = (outside.armed = { keyAt: null, mutatedAt: null });
    outside.result = afterFrameWhere(armed, () => (title === null ? armed.mutatedAt !== null : outside.textVisible(title)))
      .then((ms) => { outside.armed = null; return ms; });
  };
})();`;

interface OutsideWindow {
  __outside: { arm: (title: string | null) => void; result: Promise<number | null>; textVisible: (title: string) => boolean };
}

export interface Walk {
  /** Key to the frame after the key's first DOM mutation, ms, one per click step. */
  clicks: number[];
  /** Key to the first frame showing the next slide's title, ms, one per slide change. */
  changes: number[];
}

async function pressTimed(page: Page, title: string | null, what: string): Promise<number> {
  // Armed before the key is sent (awaited), so the key cannot reach the page first.
  await page.evaluate((t) => (window as unknown as OutsideWindow).__outside.arm(t), title);
  await page.keyboard.press('ArrowRight');
  const ms = await page.evaluate(() => (window as unknown as OutsideWindow).__outside.result);
  if (ms === null) throw new Error(`outside-harness walk: ${what} showed nothing within 10 s`);
  return ms;
}

/** Walks the whole talk once with →, from slide 1, timing every click step and slide change. */
export async function walkAsOutside(browser: Browser, url: string, slides: WalkedSlide[]): Promise<Walk> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, serviceWorkers: 'block' });
  try {
    await context.addInitScript(OUTSIDE_HELPERS);
    const page = await context.newPage();
    await page.goto(`${url}#/1`, { waitUntil: 'load' });
    await page.waitForFunction((t) => (window as unknown as OutsideWindow).__outside.textVisible(t), slides[0]?.title ?? '', { polling: 'raf' });
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    await page.waitForTimeout(SETTLE_MS);
    const walk: Walk = { clicks: [], changes: [] };
    for (const [i, slide] of slides.slice(0, -1).entries()) {
      for (let step = 1; step <= slide.clicks; step++) {
        walk.clicks.push(await pressTimed(page, null, `click step ${step} of slide ${i + 1}`));
        await page.waitForTimeout(GAP_MS);
      }
      const next = slides[i + 1]?.title ?? '';
      walk.changes.push(await pressTimed(page, next, `slide ${i + 2} (${JSON.stringify(next)})`));
      await page.waitForTimeout(GAP_MS);
    }
    return walk;
  } finally {
    await context.close();
  }
}
