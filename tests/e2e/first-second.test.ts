// What a presenter sees in the first second and between slides, in real Chromium against the real
// server: a key pressed while the pre-rendered slide shows but the app is not running yet is kept
// (a navigation key, or one such as o for the overview),
// a swipe then to the next slide is shown by the page itself, and a slide that was not preloaded
// never paints its footer alone.
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { route, settledRoute, waitForSlide, deckURL, withChromium } from '../support/browser.ts';
import { talk } from '../support/deck.ts';
import { stageBox, swipeAcrossSlide, swipeAt } from '../support/touch.ts';
import { next } from '../../src/shared/navigation.ts';
import { PONG } from '../../src/shared/live.ts';

const newPage = withChromium();

/** The title of the slide the page's own first-paint script shows (before the app has replaced it). */
const PRERENDERED_TITLE = 'main[data-prerendered] .slide:not(.slide-ahead) h1';

/** Holds requests matching `pattern` until `release` is called, so the test decides when they arrive. */
async function hold(page: Page, pattern: RegExp): Promise<{ held: () => number; release: () => void }> {
  const waiting: Route[] = [];
  let released = false;
  await page.route(pattern, (request) => {
    if (released) void request.continue();
    else waiting.push(request);
  });
  return {
    held: () => waiting.length,
    release: () => {
      released = true;
      for (const request of waiting.splice(0)) void request.continue();
    },
  };
}

/** Opens the first slide with the app's script held: the pre-rendered slide shows, and no app runs until `release`. */
async function openWithAppHeld(page: Page): Promise<{ held: () => number; release: () => void }> {
  const app = await hold(page, /\/assets\/index-[\w-]+\.js$/);
  await page.goto(`${deckURL()}#/1`, { waitUntil: 'commit' });
  await page.waitForSelector(PRERENDERED_TITLE, { state: 'visible' });
  await expect.poll(app.held).toBeGreaterThan(0);
  return app;
}

describe('the first second', () => {
  it('keeps a key pressed while the first slide shows but the app is not running yet, and plays it', { timeout: 60_000 }, async () => {
    const { page, errors } = await newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // The app's script waits until the key has been pressed: the press surely comes first.
    const app = await hold(page, /\/assets\/index-[\w-]+\.js$/);
    await page.goto(`${deckURL()}#/1`, { waitUntil: 'commit' });
    await page.waitForSelector(PRERENDERED_TITLE, { state: 'visible' });
    expect(await page.locator('html[data-deck-ready]').count()).toBe(0);
    await page.keyboard.press('ArrowRight');
    await expect.poll(app.held).toBeGreaterThan(0);
    app.release();
    await page.waitForSelector('html[data-deck-ready]');
    const first = talk.slides[0];
    await expect.poll(() => route(page), { timeout: 15_000 }).toBe(first && first.clicks > 0 ? '/1?clicks=1' : '/2');
    expect(errors).toEqual([]);
  });
});

describe('the first second: the other keys', () => {
  it('keeps o pressed while the first slide shows but the app is not running yet, and opens the overview', { timeout: 60_000 }, async () => {
    const { page, errors } = await newPage();
    const app = await openWithAppHeld(page);
    expect(await page.locator('html[data-deck-ready]').count()).toBe(0);
    await page.keyboard.press('o');
    app.release();
    await page.waitForSelector('html[data-deck-ready]');
    await page.getByRole('dialog', { name: 'Slides overview' }).waitFor();
    expect(await route(page)).toBe('/1');
    expect(errors).toEqual([]);
  });
});

describe('the first paint', () => {
  it('shows the slide before its text font has arrived, in a stand-in of the font\'s metrics: when the font comes, the text keeps its lines and its place', { timeout: 60_000 }, async () => {
    const { page, errors } = await newPage();
    // The app waits too: the pre-rendered slide stays while the font arrives, and is what is measured.
    const app = await hold(page, /\/assets\/index-[\w-]+\.js$/);
    const fonts = await hold(page, /\.woff2$/);
    await page.goto(`${deckURL()}#/1`, { waitUntil: 'commit' });
    const text = page.locator('main[data-prerendered] .slide:not(.slide-ahead) :is(h1, p)');
    await expect.poll(() => text.first().isVisible()).toBe(true);
    await expect.poll(fonts.held).toBeGreaterThan(0);
    const boxes = () => text.evaluateAll((nodes) => nodes.map((node) => {
      const { top, left, width, height } = node.getBoundingClientRect();
      return { top, left, width, height, font: getComputedStyle(node).fontFamily };
    }));
    const loaded = () => page.evaluate(() => [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/["']/g, '')));
    expect(await loaded()).not.toContain('Nunito Sans');
    const before = await boxes();
    expect(before.length).toBeGreaterThanOrEqual(2);
    expect(before[0]?.font).toContain('Nunito Sans fallback');
    fonts.release();
    await expect.poll(loaded).toContain('Nunito Sans');
    await page.evaluate(() => document.fonts.ready);
    const after = await boxes();
    expect(after).toHaveLength(before.length);
    // Same lines (the height), same place; a word may come out a little wider or narrower.
    for (const [i, box] of after.entries()) {
      const was = before[i];
      if (!was) throw new Error(`no box ${i} before the font arrived`);
      expect(Math.abs(box.top - was.top), `text ${i} moved down`).toBeLessThanOrEqual(2);
      expect(Math.abs(box.height - was.height), `text ${i} changed height`).toBeLessThanOrEqual(2);
      expect(Math.abs(box.width - was.width) / was.width, `text ${i} changed width`).toBeLessThan(0.1);
    }
    app.release();
    await page.waitForSelector('html[data-deck-ready]');
    expect(errors).toEqual([]);
  });

  it('is in the viewer\'s colour scheme before the slide shows, and on a play address the stage\'s near-black: never a frame of the light page between a dark blank and a dark slide', { timeout: 60_000 }, async () => {
    const stage = 'rgb(11, 12, 14)';
    const lightPage = 'rgb(233, 230, 225)';
    const cases = [
      { colorScheme: 'dark', at: '/1', expected: { background: stage, dark: true } },
      { colorScheme: 'light', at: '/1', expected: { background: stage, dark: false } },
      // Not a play address: the page keeps its own colour, which the presenter's view is drawn on.
      { colorScheme: 'light', at: '/presenter/1', expected: { background: lightPage, dark: false } },
    ] as const;
    for (const { colorScheme, at, expected } of cases) {
      const { page, open } = await newPage({ colorScheme });
      // The page as the browser could paint it once its <body> exists, before the body's boot script
      // has run (the parser runs pending observers before a script of its own).
      await page.addInitScript(() => {
        const seen = window as { __firstBody?: object };
        new MutationObserver((_, observer) => {
          if (!document.body) return;
          observer.disconnect();
          seen.__firstBody = {
            background: getComputedStyle(document.body).backgroundColor,
            dark: document.documentElement.classList.contains('dark'),
            slideShown: document.querySelector('main[data-prerendered]') !== null,
          };
        }).observe(document, { childList: true, subtree: true });
      });
      await open(at);
      await page.waitForSelector('html[data-deck-ready]');
      expect(await page.evaluate(() => (window as { __firstBody?: object }).__firstBody), `${colorScheme} ${at}`).toEqual({ ...expected, slideShown: false });
    }
  });

  it('needs no stylesheet but the page: its styles are in it, allowed by the policy\'s hash, and the app\'s lazy parts fetch them no more', { timeout: 60_000 }, async () => {
    const { page, errors } = await newPage();
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet' && /\/assets\/index-[\w-]+\.css$/.test(request.url())) stylesheets.push(request.url());
    });
    const policy = (await fetch(`${deckURL()}index.html`)).headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/style-src 'self' 'sha256-[\w+/=]+'/);
    await page.goto(`${deckURL()}#/1`);
    await page.waitForSelector('html[data-deck-ready]');
    // The overview and the room come in lazy parts whose loader names the first view's stylesheet.
    const overview = page.getByRole('dialog', { name: 'Slides overview' });
    await page.keyboard.press('o');
    await overview.waitFor();
    await page.keyboard.press('Escape');
    await overview.waitFor({ state: 'hidden' });
    await page.keyboard.press('ArrowRight');
    await waitForSlide(page, 2);
    const family = await page.locator('main .slide h1').first().evaluate((node) => getComputedStyle(node).fontFamily);
    expect(family).toContain('Nunito Sans');
    expect(stylesheets).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('the first second on a phone', () => {
  it('keeps a swipe and a tap made while the first slide shows but the app is not running yet, and plays them', { timeout: 60_000 }, async () => {
    const { page, errors } = await newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    // The app's script waits until the swipe and the tap have been made.
    const app = await openWithAppHeld(page);
    expect(await page.locator('html[data-deck-ready]').count()).toBe(0);
    // A swipe to the left (next), as a finger makes it: touch events through the DevTools protocol.
    await swipeAcrossSlide(page, [330, 280, 200, 120]);
    // A tap on the right of the slide (next), as on a phone.
    const canvas = await page.locator('main[data-prerendered] .canvas').boundingBox();
    if (!canvas) throw new Error('no pre-rendered canvas');
    await page.touchscreen.tap(canvas.x + canvas.width * 0.9, canvas.y + canvas.height / 2);
    app.release();
    await page.waitForSelector('html[data-deck-ready]');
    // Two moves on from the first slide, whatever its click steps.
    const steps = talk.slides.map((slide) => slide.clicks);
    const to = next(steps, next(steps, { no: 1, clicks: 0 }));
    await expect.poll(() => route(page), { timeout: 15_000 }).toBe(to.clicks ? `/${to.no}?clicks=${to.clicks}` : `/${to.no}`);
    expect(errors).toEqual([]);
  });
});

describe('a swipe on the first slide before the app runs', () => {
  it('shows the next slide at once, named in the address, and the app starts there; Back returns', { timeout: 60_000 }, async () => {
    const [first, second] = talk.slides;
    // The talk's first slide has no click steps: a swipe to the left is the next slide.
    expect(first?.clicks).toBe(0);
    const { page, errors } = await newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const app = await openWithAppHeld(page);
    const swipe = (xs: number[]) => swipeAcrossSlide(page, xs);
    const shownTitle = () => page.locator(PRERENDERED_TITLE).textContent();
    await swipe([330, 280, 200, 120]);
    // Shown by the page itself: the app's script has not even arrived.
    await expect.poll(shownTitle).toBe(second?.title);
    // Named in the address after the frame that shows it, as the app names a slide.
    expect(await settledRoute(page)).toBe('/2');
    // And back, and on again: the page keeps both slides, one of them hidden.
    await swipe([60, 120, 200, 300]);
    await expect.poll(shownTitle).toBe(first?.title);
    await expect.poll(() => route(page)).toBe('/1');
    await swipe([330, 280, 200, 120]);
    await expect.poll(shownTitle).toBe(second?.title);
    await expect.poll(() => route(page)).toBe('/2');
    expect(app.held()).toBeGreaterThan(0);
    expect(await page.locator('html[data-deck-ready]').count()).toBe(0);
    // The app renders where the page went, and never the first slide on the way.
    await page.evaluate(() => {
      const seen = ((window as { __titlesSeen?: string[] }).__titlesSeen = [] as string[]);
      new MutationObserver(() => {
        const title = document.querySelector('.slide:not(.slide-ahead) h1')?.textContent;
        if (title && seen.at(-1) !== title) seen.push(title);
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    app.release();
    await waitForSlide(page, 2);
    expect(route(page)).toBe('/2');
    expect(await page.evaluate(() => (window as { __titlesSeen?: string[] }).__titlesSeen)).not.toContain(first?.title);
    await page.goBack();
    await waitForSlide(page, 1);
    await expect.poll(() => route(page)).toBe('/1');
    expect(errors).toEqual([]);
  });
});

describe('a swipe under the slide, on a phone held upright', () => {
  it('moves nothing, before the app runs as after: the column under the slide is the room\'s', { timeout: 60_000 }, async () => {
    const { page, errors } = await newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const app = await openWithAppHeld(page);
    const swipeUnder = async () => {
      const stage = await stageBox(page);
      const y = stage.y + stage.height + 200;
      expect(y).toBeLessThan(844);
      await swipeAt(page, [330, 280, 200, 120], y);
    };
    // Each swipe under the slide is followed by one across it, which moves the deck: had the first
    // moved it too, the deck would end a step further on.
    await swipeUnder();
    await swipeAcrossSlide(page, [330, 280, 200, 120]);
    app.release();
    await waitForSlide(page, 2);
    expect(await settledRoute(page)).toBe('/2');
    await swipeUnder();
    await swipeAcrossSlide(page, [330, 280, 200, 120]);
    const steps = talk.slides.map((slide) => slide.clicks);
    const to = next(steps, { no: 2, clicks: 0 });
    await expect.poll(() => route(page)).toBe(to.clicks ? `/${to.no}?clicks=${to.clicks}` : `/${to.no}`);
    expect(await settledRoute(page)).toBe(to.clicks ? `/${to.no}?clicks=${to.clicks}` : `/${to.no}`);
    expect(errors).toEqual([]);
  });
});

describe('a swipe whose address the page has yet to write when the app starts', () => {
  it('the app starts on the slide the swipe showed, and Back returns to the first', { timeout: 60_000 }, async () => {
    const [first, second] = talk.slides;
    const { page, errors } = await newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    // The page writes a swipe's address after the frame that shows it. Frames are held here (their
    // callbacks wait) so the app starts while that address is still owed.
    await page.addInitScript(() => {
      const frame = window.requestAnimationFrame.bind(window);
      const state = window as { __heldFrames?: FrameRequestCallback[] | null; __holdFrames?: () => void; __releaseFrames?: () => void };
      window.requestAnimationFrame = (callback) => (state.__heldFrames ? (state.__heldFrames.push(callback), 0) : frame(callback));
      state.__holdFrames = () => void (state.__heldFrames = []);
      state.__releaseFrames = () => {
        const held = state.__heldFrames ?? [];
        state.__heldFrames = null;
        for (const callback of held) frame(callback);
      };
    });
    const app = await openWithAppHeld(page);
    await page.evaluate(() => (window as { __holdFrames?: () => void }).__holdFrames?.());
    await swipeAcrossSlide(page, [330, 280, 200, 120]);
    await expect.poll(() => page.locator(PRERENDERED_TITLE).textContent()).toBe(second?.title);
    expect(route(page)).toBe('/1'); // owed: the frame that shows slide 2 has not run its callbacks
    app.release();
    await page.waitForSelector(`#app > main:not([data-prerendered]) .slide[data-slide="2"]:not(.slide-ahead) h1`);
    expect(route(page)).toBe('/2');
    await page.evaluate(() => (window as { __releaseFrames?: () => void }).__releaseFrames?.());
    await waitForSlide(page, 2);
    expect(await settledRoute(page)).toBe('/2');
    await page.goBack();
    await waitForSlide(page, 1);
    await expect.poll(() => route(page)).toBe('/1');
    expect(await page.locator('.slide:not(.slide-ahead) h1').first().textContent()).toBe(first?.title);
    expect(errors).toEqual([]);
  });
});

describe('a swipe while the app starts', () => {
  it('is shown by the page, and the app, already running, starts on the slide it went to', { timeout: 60_000 }, async () => {
    const [first, second] = talk.slides;
    const { page, errors } = await newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    // The app's script runs, but slide 1's code is held: the app waits for it before its first render.
    const slideCode = await hold(page, /\/assets\/_deck-slide_1-[\w-]+\.js$/);
    await page.goto(`${deckURL()}#/1`, { waitUntil: 'commit' });
    await expect.poll(slideCode.held).toBeGreaterThan(0);
    await page.waitForSelector(PRERENDERED_TITLE, { state: 'visible' });
    await swipeAcrossSlide(page, [330, 280, 200, 120]);
    await expect.poll(() => page.locator(PRERENDERED_TITLE).textContent()).toBe(second?.title);
    expect(await settledRoute(page)).toBe('/2');
    slideCode.release();
    await waitForSlide(page, 2);
    expect(await page.locator('.slide:not(.slide-ahead) h1').first().textContent()).not.toBe(first?.title);
    expect(route(page)).toBe('/2');
    expect(errors).toEqual([]);
  });
});

describe('a swipe as the first render of the app lands', () => {
  it('moves the deck: the app hears the slide from the render that puts it on screen', { timeout: 60_000 }, async () => {
    const { page, errors } = await newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    // The swipe is made in the very task that replaced the pre-rendered slide (a mutation observer's
    // callback runs before any later task), as the phone bench's swipe once landed: no finger sent
    // through DevTools can be timed into that window, so these are the pointer events a finger makes.
    await page.addInitScript(() => {
      const swipeOnAppStage = () => {
        const stage = document.querySelector('#app > main:not([data-prerendered]) .stage');
        if (!stage) return false;
        const box = stage.getBoundingClientRect();
        const y = box.top + box.height / 2;
        const finger = { pointerType: 'touch', pointerId: 7, isPrimary: true, bubbles: true, clientY: y };
        stage.dispatchEvent(new PointerEvent('pointerdown', { ...finger, clientX: 330 }));
        stage.dispatchEvent(new PointerEvent('pointerup', { ...finger, clientX: 120 }));
        (window as { __swipedAsAppLanded?: boolean }).__swipedAsAppLanded = true;
        return true;
      };
      const watch = new MutationObserver(() => {
        if (swipeOnAppStage()) watch.disconnect();
      });
      watch.observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${deckURL()}#/1`);
    await expect.poll(() => page.evaluate(() => (window as { __swipedAsAppLanded?: boolean }).__swipedAsAppLanded ?? false)).toBe(true);
    await waitForSlide(page, 2);
    expect(await settledRoute(page)).toBe('/2');
    expect(await page.locator('.slide:not(.slide-ahead) h1').first().textContent()).toBe(talk.slides[1]?.title);
    expect(errors).toEqual([]);
  });
});

describe('a press begun before the app renders and ended after it', () => {
  type Box = { x: number; y: number; width: number; height: number };

  /**
   * Opens the first slide with the app's script held; `press` begins a press on the pre-rendered slide
   * and returns how to end it, which is done once the app's first render has replaced that slide.
   */
  async function across(options: Parameters<typeof newPage>[0], press: (page: Page, canvas: Box) => Promise<() => Promise<unknown>>) {
    const { page, errors } = await newPage(options);
    await page.addInitScript(() => addEventListener('click', () => ((window as { __clicks?: number }).__clicks = ((window as { __clicks?: number }).__clicks ?? 0) + 1), true));
    const app = await openWithAppHeld(page);
    const canvas = await page.locator('main[data-prerendered] .canvas').boundingBox();
    if (!canvas) throw new Error('no pre-rendered canvas');
    const release = await press(page, canvas);
    app.release();
    await waitForSlide(page, 1);
    expect(await page.locator('#app > main[data-prerendered]').count()).toBe(0);
    await release();
    return { page, errors };
  }

  /** A finger down at `from` and, once the app runs, moved to `to` and lifted. */
  const touch = (from: (canvas: Box) => { x: number; y: number }, to: (from: { x: number; y: number }) => { x: number; y: number }) => async (page: Page, canvas: Box) => {
    const cdp = await page.context().newCDPSession(page);
    const at = from(canvas);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
    return async () => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [to(at)] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
  };
  const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
  const rightOf = (canvas: Box) => ({ x: canvas.x + canvas.width * 0.9, y: canvas.y + canvas.height / 2 });

  it('a swipe still moves the deck, once', { timeout: 60_000 }, async () => {
    const { page, errors } = await across(phone, touch((canvas) => ({ x: 330, y: canvas.y + canvas.height / 2 }), ({ y }) => ({ x: 120, y })));
    await waitForSlide(page, 2);
    expect(await settledRoute(page)).toBe('/2');
    // Shown by the app, with nothing of the first paint left behind.
    expect(await page.locator('main[data-prerendered]').count()).toBe(0);
    expect(await page.locator('.slide:not(.slide-ahead) h1').first().textContent()).toBe(talk.slides[1]?.title);
    expect(errors).toEqual([]);
  });

  it('a tap on the slide moves it once, by the click that follows it', { timeout: 60_000 }, async () => {
    const { page, errors } = await across(phone, touch(rightOf, (from) => from));
    await expect.poll(() => page.evaluate(() => (window as { __clicks?: number }).__clicks ?? 0)).toBe(1);
    await waitForSlide(page, 2);
    expect(await settledRoute(page)).toBe('/2');
    expect(await page.locator('main[data-prerendered]').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('a mouse click on the slide moves it once (the element it was pressed on is gone: the browser makes no click)', { timeout: 60_000 }, async () => {
    const { page, errors } = await across({ viewport: { width: 1280, height: 720 } }, async (page, canvas) => {
      const { x, y } = rightOf(canvas);
      await page.mouse.move(x, y);
      await page.mouse.down();
      return () => page.mouse.up();
    });
    await waitForSlide(page, 2);
    expect(await settledRoute(page)).toBe('/2');
    expect(errors).toEqual([]);
  });
});

describe('the page itself', () => {
  it('holds the first two slides, pre-rendered, and no other: a deep link further on paints once the app runs', { timeout: 60_000 }, async () => {
    const html = await (await fetch(`${deckURL()}index.html`)).text();
    expect(html.match(/<template id="deck-slide-\d+">/g)).toEqual(['<template id="deck-slide-1">', '<template id="deck-slide-2">']);
    const { page, errors, open } = await newPage();
    await open('/5');
    await waitForSlide(page, 5);
    expect(await page.locator('.slide[data-slide="5"] h1').textContent()).toBe(talk.slides[4]?.title);
    expect(errors).toEqual([]);
  });
});

describe('the start with DevTools open', () => {
  // With DevTools' Runtime domain on (Playwright has it on, as here), V8 gives each new Error a
  // detailed stack, and parses the function it was made in again for its line and column: in React
  // DOM's 200 KB module that was a task of 100–220 ms on a 4×-slowed phone, for the sentinel errors it
  // makes as it loads (src/node/react-sentinels-plugin.ts). An error the engine makes as it throws,
  // even one caught at once, is made so too: the head script's parse of no settings cost a 4× phone
  // 14 ms before its first paint, and each heartbeat's pong a parse that failed.
  it('React DOM makes no Error as the app starts', { timeout: 60_000 }, async () => {
    const { page, errors } = await newPage();
    await page.addInitScript(() => {
      const made: string[] = [];
      Object.assign(window, { errorsMade: made });
      const count = (args: unknown[]) => made.push(String(args[0]));
      window.Error = new Proxy(Error, {
        apply: (target, self, args: unknown[]) => (count(args), Reflect.apply(target, self, args) as Error),
        construct: (target, args: unknown[], newTarget) => (count(args), Reflect.construct(target, args, newTarget) as Error),
      });
    });
    await page.goto(`${deckURL()}#/1`);
    await page.waitForSelector('html[data-deck-ready]');
    const made = await page.evaluate(() => (window as unknown as { errorsMade: string[] }).errorsMade);
    expect(made.filter((message) => message.includes('react.dev/errors/'))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('nothing makes an error with a stack on a first visit, thrown and caught or not, until the app, its idle parts and the heartbeat are in', { timeout: 60_000 }, async () => {
    const { page, errors } = await newPage({ serviceWorkers: 'allow' });
    const cdp = await page.context().newCDPSession(page);
    const deckScripts = new Map<string, string>();
    cdp.on('Debugger.scriptParsed', (script) => {
      if (script.url.startsWith(new URL(deckURL()).origin)) deckScripts.set(script.scriptId, script.url);
    });
    // React throws a thenable, and errors made once without a stack, to suspend a render: those cost nothing.
    const made: string[] = [];
    cdp.on('Debugger.paused', (paused) => {
      const [frame] = paused.callFrames;
      const description = String(paused.data?.description ?? '');
      const url = frame && deckScripts.get(frame.location.scriptId);
      if (url !== undefined && paused.data?.subtype === 'error' && description.includes('\n    at ')) made.push(`${url}:${(frame?.location.lineNumber ?? 0) + 1} ${description.split('\n')[0] ?? ''}`);
      void cdp.send('Debugger.resume').catch(() => undefined);
    });
    // The server answers the page's heartbeat each second (shared/live.ts): the second pong has come
    // only after the page has heard the first.
    let pongs = 0;
    cdp.on('Network.webSocketFrameReceived', ({ response }) => {
      if (Buffer.from(response.payloadData, response.opcode === 2 ? 'base64' : 'utf8').includes(PONG)) pongs++;
    });
    await cdp.send('Network.enable');
    await cdp.send('Debugger.enable');
    await cdp.send('Debugger.setPauseOnExceptions', { state: 'all' });
    await page.goto(`${deckURL()}#/1`);
    await page.waitForSelector('html[data-deck-ready]', { state: 'attached' });
    // The offline copy is the last part to come in (deck/ui/idle.ts).
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => pongs, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    expect(made).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('settings kept from an earlier version', () => {
  it('apply from the first paint, before and after the app moves them into one versioned entry', { timeout: 60_000 }, async () => {
    // No service worker: it would serve the app's script from its cache, past the hold.
    const { page, errors, open } = await newPage({ viewport: { width: 1600, height: 900 }, colorScheme: 'light', serviceWorkers: 'block' });
    await open('/1');
    await waitForSlide(page, 1);
    // As an earlier version kept them: one key each, raw strings.
    await page.evaluate(() => {
      localStorage.clear();
      localStorage.setItem('deck-color-scheme', 'dark');
      localStorage.setItem('deck-scale', '1');
    });
    const firstPaint = async () => {
      const app = await hold(page, /\/assets\/index-[\w-]+\.js$/);
      await page.reload({ waitUntil: 'commit' });
      await page.waitForSelector(PRERENDERED_TITLE, { state: 'attached' });
      const shown = await page.evaluate(() => ({
        dark: document.documentElement.classList.contains('dark'),
        width: document.querySelector('main[data-prerendered] .canvas')?.getBoundingClientRect().width,
      }));
      app.release();
      await page.unrouteAll();
      await waitForSlide(page, 1);
      return shown;
    };
    expect(await firstPaint()).toEqual({ dark: true, width: talk.config.canvasWidth });
    const kept = await page.evaluate(() => ({ keys: Object.keys(localStorage).sort(), settings: JSON.parse(localStorage.getItem('deck-settings') ?? 'null') as unknown }));
    expect(kept.keys.filter((key) => key !== 'deck-viewer')).toEqual(['deck-settings']); // the old keys are gone
    expect(kept.settings).toMatchObject({ version: 1, value: { colorScheme: 'dark', scale: 'actual' } });
    // The boot script reads the new entry too.
    expect(await firstPaint()).toEqual({ dark: true, width: talk.config.canvasWidth });
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(errors).toEqual([]);
  });
});

describe('between slides', () => {
  it('shows the old slide until one that was not preloaded can paint whole: never its footer alone', { timeout: 60_000 }, async () => {
    // No service worker: it keeps every slide's code once installed, and fetches it past the page's routes.
    const { page, errors, open } = await newPage({ serviceWorkers: 'block' });
    const far = 20;
    const chunk = await hold(page, new RegExp(`/assets/_deck-slide_${far}-[\\w-]+\\.js$`));
    await open('/2');
    await waitForSlide(page, 2);
    // Every frame from now on: which slide the view shows, and whether it has a footer but no content.
    await page.evaluate(() => {
      const frames: { slide: string | null; footerAlone: boolean }[] = [];
      (window as unknown as { __frames: typeof frames }).__frames = frames;
      const sample = () => {
        const slide = document.querySelector('.play-view .slide');
        frames.push({ slide: slide?.getAttribute('data-slide') ?? null, footerAlone: !!slide?.querySelector('.slide-footer') && !slide.querySelector('.layout, .error-card') });
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    const frames = () => page.evaluate(() => (window as unknown as { __frames: { slide: string | null; footerAlone: boolean }[] }).__frames.slice());
    await page.keyboard.press('g');
    await page.keyboard.type(String(far));
    await page.keyboard.press('Enter');
    // The slide's code is on the way (held); the view keeps showing slide 2, whole, frame after frame.
    await expect.poll(chunk.held).toBeGreaterThan(0);
    const before = (await frames()).length;
    await expect.poll(async () => (await frames()).length).toBeGreaterThan(before + 5);
    await expect.poll(() => route(page)).toBe(`/${far}`);
    chunk.release();
    await waitForSlide(page, far);
    const seen = await frames();
    expect(seen.filter((frame) => frame.footerAlone)).toEqual([]);
    expect(seen.filter((frame) => frame.slide !== '2' && frame.slide !== String(far))).toEqual([]);
    expect(seen.slice(before).some((frame) => frame.slide === '2')).toBe(true);
    expect(errors).toEqual([]);
  });
});
