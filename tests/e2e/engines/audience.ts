// The cross-engine checks of what one viewer does alone: load and the first slide, keys and click
// steps, overview and go-to, dark mode, fullscreen where the browser has none, the print view and a
// phone-sized window. Written once against tests/support/engines; run by chromium/firefox/webkit.test.ts.
import { expect, it } from 'vitest';
import { deckURL } from '../../support/browser.ts';
import { talk } from '../../support/deck.ts';
import type { EngineHandle } from '../../support/engines/index.ts';
import { route, run, textOf, waitFor, waitForRoute, waitForSlide } from '../../support/engines/page.ts';

const stepped = talk.slides.find((s) => s.clicks >= 2 && s.no > 1 && s.no < 24);

export function audienceChecks(engine: EngineHandle): void {
  it('loads the first slide: its title, the deck fonts, the slide inside the window, no errors', async () => {
    const page = await engine.newPage();
    await page.goto(`${deckURL()}#/1`);
    await waitForSlide(page, 1);
    expect(await textOf(page, '.slide[data-slide="1"] h1')).toBe(talk.slides[0]?.title);
    const fit = await run(page, () => {
      const r = document.querySelector('.slide[data-slide="1"]')?.getBoundingClientRect();
      return r && { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: innerWidth, height: innerHeight };
    });
    expect(fit).toBeTruthy();
    if (!fit) return;
    expect(fit.left).toBeGreaterThanOrEqual(-1);
    expect(fit.top).toBeGreaterThanOrEqual(-1);
    expect(fit.right).toBeLessThanOrEqual(fit.width + 1);
    expect(fit.bottom).toBeLessThanOrEqual(fit.height + 1);
    // A 16:9 slide in a 16:9 window fills it.
    expect(fit.right - fit.left).toBeGreaterThan(fit.width * 0.97);
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
    expect(await route(page)).toBe(`/${stepped.no + 1}`);
    await page.press('ArrowLeft');
    await waitForRoute(page, `/${stepped.no}?clicks=${stepped.clicks}`);
    await page.press('ArrowDown');
    await waitForRoute(page, `/${stepped.no + 1}`);
    await page.press('ArrowUp');
    await waitForRoute(page, `/${stepped.no}`);
  });
}
