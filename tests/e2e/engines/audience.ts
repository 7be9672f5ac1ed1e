// The cross-engine checks of what one viewer does alone: load and the first slide, keys and click
// steps, overview and go-to, dark mode, fullscreen where the browser has none, the print view and a
// phone-sized window. Written once against tests/support/engines; run by chromium/firefox/webkit.test.ts.
import { expect, it } from 'vitest';
import { deckURL } from '../../support/browser.ts';
import { talk } from '../../support/deck.ts';
import type { EngineHandle } from '../../support/engines/index.ts';
import { clickOn, run, textOf, waitFor, waitForRoute, waitForSlide } from '../../support/engines/page.ts';

const stepped = talk.slides.find((s) => s.clicks >= 2 && s.no > 1 && s.no < 24);

export function audienceChecks(engine: EngineHandle): void {
  it('loads the first slide: its title, the deck fonts, the slide inside the window, no errors', async () => {
    const page = await engine.newPage();
    await page.goto(`${deckURL()}#/1`);
    await waitForSlide(page, 1);
    expect(await textOf(page, '.slide[data-slide="1"] h1')).toBe(talk.slides[0]?.title);
    // A 16:9 slide in a 16:9 window fills it. The canvas is scaled when its size is first observed,
    // before the frame paints: a script can run between the slide's render and that frame (on a busy
    // machine WebKit was caught there, the slide at its canvas's own 980 px), so the check waits.
    const fit = await waitFor(
      page,
      () => {
        const r = document.querySelector('.slide[data-slide="1"]')?.getBoundingClientRect();
        const fits = r && r.right - r.left > innerWidth * 0.97;
        return fits ? { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: innerWidth, height: innerHeight } : null;
      },
      undefined,
      { what: 'slide 1 filling its 16:9 window' },
    );
    expect(fit.left).toBeGreaterThanOrEqual(-1);
    expect(fit.top).toBeGreaterThanOrEqual(-1);
    expect(fit.right).toBeLessThanOrEqual(fit.width + 1);
    expect(fit.bottom).toBeLessThanOrEqual(fit.height + 1);
    await waitFor(page, () => document.fonts.check('16px "Nunito Sans"') || null, undefined, { what: 'the deck font' });
    expect(page.errors).toEqual([]);
  });

  it('steps through click steps with the keys, then moves on and back', async () => {
    if (!stepped) throw new Error('the talk has no slide with click steps');
    const page = await engine.newPage();
    await page.goto(`${deckURL()}#/${stepped.no}`);
    await waitForSlide(page, stepped.no);
    await page.press('ArrowRight');
    await waitForRoute(page, `/${stepped.no}?clicks=1`);
    for (let step = 2; step <= stepped.clicks; step++) await page.press('ArrowRight');
    await waitForRoute(page, `/${stepped.no}?clicks=${stepped.clicks}`);
    const hidden = await run(page, (no) => document.querySelectorAll(`.slide[data-slide="${no}"] .slidev-vclick-hidden`).length, stepped.no);
    expect(hidden).toBe(0);
    await page.press('ArrowRight');
    await waitForSlide(page, stepped.no + 1);
    await waitForRoute(page, `/${stepped.no + 1}`); // the address follows once the slide is painted
    await page.press('ArrowLeft');
    await waitForRoute(page, `/${stepped.no}?clicks=${stepped.clicks}`);
    await page.press('ArrowDown');
    await waitForRoute(page, `/${stepped.no + 1}`);
    await page.press('ArrowUp');
    await waitForRoute(page, `/${stepped.no}`);
  });

  it('opens the overview with o and jumps by a thumbnail; g goes to a typed slide number', async () => {
    const page = await engine.newPage();
    await page.goto(`${deckURL()}#/3`);
    await waitForSlide(page, 3);
    await page.press('o');
    await waitFor(page, () => document.querySelector('dialog[aria-label="Slides overview"]')?.hasAttribute('open') || null, undefined, { what: 'the overview' });
    // The overview fills the window, and no more (100vh is taller than the window on a phone's Safari).
    const fits = await run(page, () => (document.querySelector('dialog[aria-label="Slides overview"]')?.getBoundingClientRect().bottom ?? Infinity) <= innerHeight + 1);
    expect(fits).toBe(true);
    await clickOn(page, 'button.overview-card[aria-label^="Slide 5:"]');
    await waitForSlide(page, 5);
    await waitForRoute(page, '/5');
    await waitFor(page, () => !document.querySelector('dialog[open]') || null, undefined, { what: 'the overview to close' });
    await page.press('g');
    await waitFor(page, () => document.activeElement?.matches('input[placeholder="Goto..."]') || null, undefined, { what: 'the go-to input' });
    await page.type('12');
    await page.press('Enter');
    await waitForSlide(page, 12);
    await waitForRoute(page, '/12');
  });

  it('d toggles dark mode: the slide changes colour, and the choice survives a reload', async () => {
    const page = await engine.newPage();
    await page.goto(`${deckURL()}#/2`);
    await waitForSlide(page, 2);
    const scheme = () => run(page, () => ({ dark: document.documentElement.classList.contains('dark'), text: getComputedStyle(document.querySelector('.slide[data-slide="2"] .layout') ?? document.body).color }));
    const before = await scheme();
    await page.press('d');
    await waitFor(page, (was) => document.documentElement.classList.contains('dark') !== was || null, before.dark, { what: 'the other colour scheme' });
    const after = await scheme();
    expect(after.text).not.toBe(before.text);
    await page.reload();
    await waitForSlide(page, 2);
    expect(await scheme()).toEqual(after);
  });

  it('f enters and leaves fullscreen', async () => {
    const page = await engine.newPage();
    await page.goto(`${deckURL()}#/2`);
    await waitForSlide(page, 2);
    const fullscreen = () => (document.fullscreenElement ?? (document as unknown as { webkitFullscreenElement?: Element }).webkitFullscreenElement) != null;
    await page.press('f');
    await waitFor(page, fullscreen, undefined, { what: 'fullscreen' });
    await page.press('f');
    await waitFor(page, () => (document.fullscreenElement ?? (document as unknown as { webkitFullscreenElement?: Element }).webkitFullscreenElement) == null || null, undefined, { what: 'the end of fullscreen' });
  });

  it('f in a browser without the Fullscreen API (an iPhone: WebKit without it) says so, and the deck goes on', async () => {
    const page = await engine.newPage();
    await page.goto(`${deckURL()}#/2`);
    await waitForSlide(page, 2);
    // What an iPhone's Safari has: no requestFullscreen, and fullscreenElement undefined (not null).
    await run(page, () => {
      for (const proto of [Element.prototype, HTMLElement.prototype, Document.prototype]) {
        for (const name of ['requestFullscreen', 'webkitRequestFullscreen', 'exitFullscreen', 'webkitExitFullscreen']) Reflect.deleteProperty(proto, name);
      }
      for (const name of ['fullscreenElement', 'fullscreenEnabled', 'webkitFullscreenElement', 'webkitFullscreenEnabled']) {
        Object.defineProperty(Document.prototype, name, { get: () => undefined, configurable: true });
      }
      window.addEventListener('error', (event) => ((window as unknown as { __errors: string[] }).__errors ??= []).push(event.message));
    });
    await page.press('f');
    await waitFor(page, () => document.querySelector('.notice')?.textContent?.includes('Fullscreen is not available') || null, undefined, { what: 'the message about fullscreen' });
    expect(await run(page, () => (window as unknown as { __errors?: string[] }).__errors ?? [])).toEqual([]);
    await page.press('ArrowDown');
    await waitForSlide(page, 3);
    expect(page.errors).toEqual([]);
  });

  it('shows every slide in the print view', async () => {
    const page = await engine.newPage();
    await page.goto(`${deckURL()}#/print`);
    const pages = await waitFor(page, () => {
      const all = document.querySelectorAll('.print-page');
      return all.length === document.querySelectorAll('.print-page .slide .layout').length && all.length > 0 ? all.length : null;
    }, undefined, { what: 'the print pages' });
    expect(pages).toBe(talk.slides.length);
    const titles = await run(page, () => [...document.querySelectorAll('.print-page')].map((p) => p.querySelector('h1, h2')?.textContent?.trim() ?? ''));
    expect(titles[0]).toBe(talk.slides[0]?.title);
    expect(page.errors).toEqual([]);
  });

  it('fits a phone-sized window: the slide across its width, nothing wider than the window', async () => {
    // MiniBrowser's window is never narrower than 447 px: WebKit gets that.
    const page = await engine.newPage({ width: 390, height: 844 });
    await page.goto(`${deckURL()}#/3`);
    await waitForSlide(page, 3);
    // The canvas is scaled when its size is first observed, before the frame paints: a script can run
    // between the slide's render and that frame, so the check waits for the scale to be set.
    await waitFor(page, () => (document.querySelector<HTMLElement>('.canvas:has(.slide[data-slide="3"])')?.style.transform ? true : null), undefined, { what: 'the canvas scaled' });
    const fit = await run(page, () => {
      const r = document.querySelector('.slide[data-slide="3"]')?.getBoundingClientRect();
      return { width: innerWidth, height: innerHeight, slideWidth: r?.width ?? 0, scrollWidth: document.documentElement.scrollWidth };
    });
    expect(fit.width).toBeLessThanOrEqual(page.engine === 'webkit' ? 447 : 390);
    expect(fit.slideWidth).toBeGreaterThan(fit.width * 0.97);
    expect(fit.slideWidth).toBeLessThanOrEqual(fit.width + 1);
    expect(fit.scrollWidth).toBeLessThanOrEqual(fit.width);
  });

  it('keeps the screen awake once the viewer presses a key (WebKit refuses the wake lock until a gesture)', async () => {
    const page = await engine.newPage();
    await page.goto(`${deckURL()}#/2`);
    await waitForSlide(page, 2);
    await page.press('ArrowRight');
    await waitFor(page, () => document.documentElement.dataset.wakeLock === 'held' || null, undefined, { what: 'the wake lock held' });
  });
}
