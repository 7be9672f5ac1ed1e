// Slidev's official themes and slide transitions, end to end: the fixture decks in
// tests/fixtures/slidev-theme-*/ (Seriph with transitions, Apple Basic with every layout it adds) are
// built and served as `npm start` would, walked slide by slide (tests/support/walk.ts), and looked at
// as a viewer would: each theme's self-hosted fonts and colours in the computed style, light and
// dark; the boxes of its layouts on the canvas; the talk's own stylesheet after the theme's; every
// slide's text on the slide and readable at 1920×1080 and 390×844. Then transitions: both slides
// animate during a change (the CSS transitions on them, their computed transforms), each slide's own
// setting and the way back, the browser's view transition, and nothing that moves under reduced
// motion, in print or in the presenter view.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { route, withChromium, type DeckPage } from '../support/browser.ts';
import { blankProblems, cardProblems, clickProblems, consoleProblems, layoutProblems, loadExpected, orderProblems, served, textProblems, walked, walkedFixture, warningProblems, type WalkedDeck } from '../support/dialect.ts';
import { problemsOf } from '../support/slide-problems.ts';

const newDeckPage = withChromium();
const current = (no: number) => `.play-view .slide[data-slide="${no}"]:not(.slide-ahead, .slide-leaving)`;

/**
 * A page of the deck on slide `no`, rendered, its fonts loaded. Under reduced motion unless the
 * options say otherwise: what is measured then is where a slide comes to rest, not where it passes.
 */
async function open(deck: WalkedDeck, no: number, options: Parameters<typeof newDeckPage>[0] = {}): Promise<DeckPage> {
  const deckPage = await newDeckPage({ reducedMotion: 'reduce', ...options });
  await deckPage.page.goto(`${served(deck).url}#/${no}`);
  await show(deckPage.page, no);
  return deckPage;
}

async function show(page: Page, no: number): Promise<void> {
  await page.evaluate((n) => (window.location.hash = `#/${n}`), no);
  await page.waitForSelector(`html[data-deck-ready] ${current(no)} .layout`);
  await page.evaluate(() => document.fonts.ready);
}

/** A computed style property of the first element matching `selector` on slide `no`. */
const styleOf = (page: Page, no: number, selector: string, property: string) =>
  page.locator(`${current(no)} ${selector}`).first().evaluate((element, p) => getComputedStyle(element).getPropertyValue(p), property);

/** The families of the font faces the page has loaded. */
const loadedFamilies = (page: Page) => page.evaluate(() => [...new Set([...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/["']/g, '')))]);

/** Every font file the page fetched came from the deck itself (self-hosted, no CDN). */
async function fontsFrom(page: Page, origin: string): Promise<string[]> {
  const fonts = (await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => /\.(woff2?|ttf|otf)(\?|$)/.test(name)))) as string[];
  expect(fonts.length).toBeGreaterThan(0);
  return fonts.filter((url) => !url.startsWith(origin));
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The first element matching `selector` on slide `no`, in the canvas's own pixels (980 wide). */
function box(page: Page, no: number, selector: string): Promise<Box> {
  return page.evaluate(
    ([n, s]) => {
      const slide = document.querySelector(`.play-view .slide[data-slide="${n}"]:not(.slide-ahead)`);
      const canvas = slide?.closest<HTMLElement>('.canvas');
      const r = slide?.querySelector(s)?.getBoundingClientRect();
      if (!canvas || !r) throw new Error(`no ${s} on slide ${n}`);
      const frame = canvas.getBoundingClientRect();
      const k = frame.width / canvas.offsetWidth;
      return { left: (r.left - frame.left) / k, top: (r.top - frame.top) / k, right: (r.right - frame.left) / k, bottom: (r.bottom - frame.top) / k };
    },
    [no, selector] as const,
  );
}

/** The middle, across, of the text of the first element matching `selector` on slide `no` (canvas pixels). */
function textMiddle(page: Page, no: number, selector: string): Promise<number> {
  return page.evaluate(
    ([n, s]) => {
      const slide = document.querySelector(`.play-view .slide[data-slide="${n}"]:not(.slide-ahead)`);
      const canvas = slide?.closest<HTMLElement>('.canvas');
      const element = slide?.querySelector(s);
      if (!canvas || !element) throw new Error(`no ${s} on slide ${n}`);
      const range = document.createRange();
      range.selectNodeContents(element);
      const r = range.getBoundingClientRect();
      const frame = canvas.getBoundingClientRect();
      return ((r.left + r.right) / 2 - frame.left) / (frame.width / canvas.offsetWidth);
    },
    [no, selector] as const,
  );
}

const at = (actual: Box, expected: Box) => {
  for (const side of ['left', 'top', 'right', 'bottom'] as const) expect(Math.abs(actual[side] - expected[side]), `${side}: ${actual[side]} for ${expected[side]}`).toBeLessThanOrEqual(1.5);
};

/** The checks every walked fixture deck is held to (as in slidev-dialect.test.ts). */
function walkChecks(deck: WalkedDeck, name: string) {
  const expected = loadExpected(name);
  it('builds and shows every slide, in order, in its layout, with its texts, no card, no blank, no console error, no warning', () => {
    const reports = walked(deck);
    expect([...orderProblems(reports, expected), ...cardProblems(reports), ...blankProblems(reports), ...textProblems(reports, expected), ...layoutProblems(reports, expected), ...clickProblems(reports, expected), ...consoleProblems(reports)]).toEqual([]);
    expect(reports.flatMap((r) => r.overflow.map((o) => `slide ${r.no}: ${o}`))).toEqual([]);
    expect(reports.flatMap((r) => r.brokenImages.map((i) => `slide ${r.no}: ${i}`))).toEqual([]);
    expect(warningProblems(deck.warnings)).toEqual([]);
    // A theme the engine has, and transitions it draws, are not things to warn about.
    expect(deck.warnings.filter((line) => /theme|transition/i.test(line))).toEqual([]);
  });

  it('keeps every slide\'s text on the slide, clear of the page number, and readable: light and dark, projector and phone', { timeout: 300_000 }, async () => {
    const found: string[] = [];
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const viewport of [{ width: 1920, height: 1080 }, { width: 390, height: 844 }]) {
        const { page } = await open(deck, 1, { viewport, colorScheme, reducedMotion: 'reduce' });
        for (let no = 1; no <= expected.slides.length; no++) {
          await show(page, no);
          const problems = await page.evaluate(problemsOf, no);
          found.push(...problems.map((p) => `${colorScheme} ${viewport.width}×${viewport.height} slide ${no}: ${p}`));
        }
      }
    }
    expect(found).toEqual([]);
  });
}

/** What the canvas holds as a change from slide `from` runs: each slide's classes, animations and place. */
interface Moment {
  no: number;
  classes: string;
  animations: string[];
  translate: string;
  opacity: number;
}

/**
 * Presses `key` (transitions slowed to 2 s, so a busy machine still sees them run)
 * and returns the canvas at the first frame where a slide is going out, or, when none ever goes out
 * before slide `to` shows, the canvas then (a change with no transition).
 */
async function pressDuringChange(page: Page, key: string, to: number): Promise<Moment[]> {
  await page.evaluate(() => document.documentElement.style.setProperty('--slidev-transition-duration', '2s'));
  await page.keyboard.press(key);
  const handle = await page.waitForFunction(
    (n) => {
      const slides = [...document.querySelectorAll<HTMLElement>('.play-view .canvas > .slide:not(.slide-ahead)')];
      const leaving = slides.some((slide) => slide.classList.contains('slide-leaving'));
      const arrived = slides.some((slide) => slide.dataset.slide === String(n));
      if (!arrived) return null;
      const moments = slides.map((slide) => ({
        no: Number(slide.dataset.slide),
        classes: slide.className,
        animations: slide.getAnimations().map((a) => `${(a as CSSTransition).transitionProperty ?? a.constructor.name} ${a.playState}`),
        translate: getComputedStyle(slide).translate,
        opacity: Number(getComputedStyle(slide).opacity),
      }));
      // With a transition, wait until both slides' CSS transitions have started.
      return !leaving || moments.every((m) => m.animations.some((a) => a.endsWith('running'))) ? moments : null;
    },
    to,
    { polling: 'raf' },
  );
  return (await handle.jsonValue()) as Moment[];
}

/** Transitions on (the page's default here is reduced motion). */
const motion = { reducedMotion: 'no-preference' } as const;

const until = (page: Page, gone: string) => page.waitForSelector(gone, { state: 'detached' });

describe('Seriph (theme: seriph), with transitions', () => {
  const deck = walkedFixture('slidev-theme-seriph', newDeckPage);
  walkChecks(deck, 'slidev-theme-seriph');

  it('is set in PT Serif and PT Mono from the deck\'s own files, titles in its blue-grey on white (light) or near-black (dark)', async () => {
    const { page } = await open(deck, 2);
    expect(await styleOf(page, 2, 'p', 'font-family')).toMatch(/^"?PT Serif"?,/);
    expect(await styleOf(page, 2, 'code', 'font-family')).toMatch(/^"?PT Mono"?,/);
    expect(await loadedFamilies(page)).toEqual(expect.arrayContaining(['PT Serif', 'PT Mono']));
    expect(await fontsFrom(page, served(deck).url)).toEqual([]);
    expect(await styleOf(page, 2, 'h1', 'color')).toBe('rgb(93, 131, 146)');
    expect(await styleOf(page, 2, 'h1', 'font-weight')).toBe('400');
    expect(await styleOf(page, 2, 'h1', 'font-size')).toBe('36px');
    expect(await styleOf(page, 2, 'li', 'list-style-type')).toBe('square');
    expect(await page.locator('.play-view .canvas').first().evaluate((canvas) => getComputedStyle(canvas).backgroundColor)).toBe('rgb(255, 255, 255)');
    expect(await styleOf(page, 2, 'li', 'color')).toBe('rgb(24, 24, 24)');

    const dark = (await open(deck, 2, { colorScheme: 'dark' })).page;
    expect(await dark.locator('.play-view .canvas').first().evaluate((canvas) => getComputedStyle(canvas).backgroundColor)).toBe('rgb(18, 18, 18)');
    expect(await styleOf(dark, 2, 'li', 'color')).toBe('rgb(221, 221, 221)');
    expect(await styleOf(dark, 2, 'h1', 'color')).toBe('rgb(93, 131, 146)');
  });

  it('centres the cover\'s title over its dimmed picture, and the section\'s title, in large type', async () => {
    const { page } = await open(deck, 1);
    expect(Math.abs((await textMiddle(page, 1, 'h1')) - 490)).toBeLessThanOrEqual(2);
    expect(Math.abs((await textMiddle(page, 1, 'h1 + p')) - 490)).toBeLessThanOrEqual(2);
    expect(await styleOf(page, 1, 'h1', 'font-size')).toBe('60px');
    expect(await styleOf(page, 1, 'h1', 'color')).toBe('rgb(255, 255, 255)');
    expect(await page.locator(`${current(1)} .layout`).evaluate((layout) => getComputedStyle(layout, '::before').backgroundImage)).toMatch(/^linear-gradient\(rgba\(0, 0, 0, 0\.33\), rgba\(0, 0, 0, 0\.53\)\)$/);
    await show(page, 4);
    expect(Math.abs((await textMiddle(page, 4, 'h1')) - 490)).toBeLessThanOrEqual(2);
    expect(await styleOf(page, 4, 'h1', 'font-size')).toBe('60px');
  });

  it('applies the talk\'s style.css after the theme (a fact\'s figure in the talk\'s colour, not the theme\'s)', async () => {
    const { page } = await open(deck, 7);
    expect(await styleOf(page, 7, 'h1', 'color')).toBe('rgb(190, 90, 40)');
    expect(await styleOf(page, 7, 'h1', 'font-size')).toBe('96px');
    await show(page, 10);
    expect(await styleOf(page, 10, '.signature', 'font-style')).toBe('italic');
  });

  it('ends on Slidev\'s end slide, white on black', async () => {
    const { page } = await open(deck, 11);
    expect(await styleOf(page, 11, '.layout', 'background-color')).toBe('rgb(0, 0, 0)');
    expect(await page.locator(`${current(11)} .end-mark`).textContent()).toBe('END');
  });

  describe('its slide transitions', () => {
    it('slide-left (the headmatter\'s): the next slide comes in from the right while this one goes out to the left, both animating', async () => {
      const { page } = await open(deck, 1, motion);
      await page.waitForSelector('.slide[data-slide="2"].slide-ahead', { state: 'attached' });
      const moments = await pressDuringChange(page, 'ArrowRight', 2);
      const [out, into] = moments;
      expect(moments.map((m) => m.no)).toEqual([1, 2]);
      expect(out?.classes).toContain('slide-left-leave-active');
      expect(into?.classes).toContain('slide-left-enter-active');
      expect(out?.animations).toEqual(['translate running']);
      expect(into?.animations).toEqual(['translate running']);
      // Moving: the one coming in is still to the right of its place, the one going out to the left of it.
      expect(parseFloat(into?.translate ?? '')).toBeGreaterThan(0);
      expect(parseFloat(out?.translate ?? '')).toBeLessThanOrEqual(0);
      await until(page, '.slide-leaving');
      expect(await page.locator(current(2)).evaluate((slide) => [slide.className, getComputedStyle(slide).translate])).toEqual(['slide', 'none']);
      await expect.poll(() => route(page)).toBe('/2');
    });

    it('goes back the other way (slide-right), ruled by the slide returned to', async () => {
      const { page } = await open(deck, 2, motion);
      const moments = await pressDuringChange(page, 'ArrowLeft', 1);
      expect(moments.find((m) => m.no === 1)?.classes).toContain('slide-right-enter-active');
      expect(moments.find((m) => m.no === 2)?.classes).toContain('slide-right-leave-active');
      expect(parseFloat(moments.find((m) => m.no === 1)?.translate ?? '')).toBeLessThan(0);
    });

    it('takes each slide\'s own setting: fade, fade-out, slide-up, a pair\'s way forward and its way back', async () => {
      const { page } = await open(deck, 3, motion);
      const fade = await pressDuringChange(page, 'ArrowRight', 4);
      expect(fade.map((m) => m.classes.match(/fade-(enter|leave)-active/)?.[0])).toEqual(['fade-leave-active', 'fade-enter-active']);
      expect(fade.every((m) => m.animations.includes('opacity running'))).toBe(true);
      await until(page, '.slide-leaving');

      await show(page, 5);
      await until(page, '.slide-leaving');
      const fadeOut = await pressDuringChange(page, 'ArrowRight', 6);
      expect(fadeOut.map((m) => m.classes.match(/fade-out-(enter|leave)-active/)?.[0])).toEqual(['fade-out-leave-active', 'fade-out-enter-active']);
      // The new slide waits, unseen, while the old one fades.
      expect(fadeOut.find((m) => m.no === 6)?.opacity).toBe(0);
      await until(page, '.slide-leaving');

      const up = await pressDuringChange(page, 'ArrowRight', 7);
      expect(up.find((m) => m.no === 7)?.classes).toContain('slide-up-enter-active');
      // On its way up from below: across, nothing; down, still some of the way.
      expect(up.find((m) => m.no === 7)?.translate).toMatch(/^0px [\d.]+(px|%)$/);
      expect(parseFloat(up.find((m) => m.no === 7)?.translate.split(' ')[1] ?? '')).toBeGreaterThan(0);
      await until(page, '.slide-leaving');

      const pairForward = await pressDuringChange(page, 'ArrowRight', 8);
      expect(pairForward.find((m) => m.no === 8)?.classes).toContain('slide-down-enter-active');
      await until(page, '.slide-leaving');
      const pairBack = await pressDuringChange(page, 'ArrowLeft', 7);
      expect(pairBack.find((m) => m.no === 7)?.classes).toContain('fade-enter-active');
    });

    it('view-transition: the browser\'s View Transitions API animates the change', async () => {
      const { page } = await newDeckPage();
      await page.addInitScript(() => {
        const started: string[] = [];
        (window as unknown as { __viewTransitions: string[] }).__viewTransitions = started;
        const original = document.startViewTransition.bind(document);
        document.startViewTransition = ((update?: ViewTransitionUpdateCallback) => {
          const transition = original(update);
          started.push('started');
          void transition.ready.then(() => started.push('animating'), () => started.push('skipped'));
          void transition.finished.then(() => started.push('finished'));
          return transition;
        }) as typeof document.startViewTransition;
      });
      await page.goto(`${served(deck).url}#/8`);
      await show(page, 8);
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction(() => (window as unknown as { __viewTransitions: string[] }).__viewTransitions.includes('finished'));
      expect(await page.evaluate(() => (window as unknown as { __viewTransitions: string[] }).__viewTransitions)).toEqual(['started', 'animating', 'finished']);
      await page.waitForSelector(`${current(9)} .layout`);
      expect(await page.locator('.slide-leaving').count()).toBe(0);
    });

    it('none: the slide changes at once', async () => {
      const { page } = await open(deck, 9, motion);
      const moments = await pressDuringChange(page, 'ArrowRight', 10);
      expect(moments.map((m) => [m.no, m.classes, m.animations])).toEqual([[10, 'slide', []]]);
    });

    it('moves nothing under prefers-reduced-motion', async () => {
      const { page } = await open(deck, 1, { reducedMotion: 'reduce' });
      const moments = await pressDuringChange(page, 'ArrowRight', 2);
      expect(moments.map((m) => [m.no, m.classes, m.animations])).toEqual([[2, 'slide', []]]);
    });

    it('moves nothing in print (and so in the PDF) or in the presenter view', async () => {
      const { page } = await newDeckPage();
      await page.goto(`${served(deck).url}#/print?print`);
      await page.waitForSelector('html[data-deck-ready] .print-view .slide[data-slide="11"] .layout');
      const printed = await page.evaluate(() => [...document.querySelectorAll('.slide')].filter((slide) => /-(enter|leave)-|slide-leaving/.test(slide.className) || slide.getAnimations().length > 0).length);
      expect(printed).toBe(0);

      await page.goto(`${served(deck).url}#/presenter/1`);
      await page.waitForSelector('html[data-deck-ready] .presenter-current .slide[data-slide="1"] .layout');
      await page.keyboard.press('ArrowRight');
      await page.waitForSelector('.presenter-current .slide[data-slide="2"] .layout');
      expect(await page.evaluate(() => [...document.querySelectorAll('.slide')].filter((slide) => /-(enter|leave)-|slide-leaving/.test(slide.className)).length)).toBe(0);
    });
  });
});

describe('Apple Basic (theme: \'@slidev/theme-apple-basic\')', () => {
  const deck = walkedFixture('slidev-theme-apple-basic', newDeckPage);
  walkChecks(deck, 'slidev-theme-apple-basic');

  it('is set in Helvetica Neue where the viewer has it, else Arimo from the deck\'s own files; bold titles, round bullets', async () => {
    const { page } = await open(deck, 5);
    expect(await styleOf(page, 5, 'li', 'font-family')).toMatch(/^"Helvetica Neue", Arimo,/);
    expect(await loadedFamilies(page)).toContain('Arimo');
    expect(await fontsFrom(page, served(deck).url)).toEqual([]);
    expect(await styleOf(page, 5, 'h1', 'font-weight')).toBe('700');
    expect(await styleOf(page, 5, 'h2', 'font-size')).toBe('24px');
    expect(await styleOf(page, 5, 'h3', 'text-transform')).toBe('uppercase');
    expect(await styleOf(page, 5, 'li', 'list-style-type')).toBe('disc');
    expect(await page.locator('.play-view .canvas').first().evaluate((canvas) => getComputedStyle(canvas).backgroundColor)).toBe('rgb(255, 255, 255)');
    const dark = (await open(deck, 5, { colorScheme: 'dark' })).page;
    expect(await dark.locator('.play-view .canvas').first().evaluate((canvas) => getComputedStyle(canvas).backgroundColor)).toBe('rgb(18, 18, 18)');
    expect(await styleOf(dark, 5, 'h1', 'color')).toBe('rgb(221, 221, 221)');
  });

  it('intro-image: the picture fills the slide, the title white over it', async () => {
    const { page } = await open(deck, 2);
    at(await box(page, 2, '.layout'), { left: 0, top: 0, right: 980, bottom: 551.25 });
    expect(await styleOf(page, 2, '.layout', 'background-image')).toMatch(/^url\(".*\/images\/harbour\.svg"\)$/);
    expect(await styleOf(page, 2, 'h1', 'color')).toBe('rgb(255, 255, 255)');
    expect(await styleOf(page, 2, 'h1', 'font-size')).toBe('60px');
  });

  it('intro-image-right and image-right: the content on the left half, the picture inset by 3.5rem on the right', async () => {
    const { page } = await open(deck, 3);
    const picture = { left: 490, top: 56, right: 924, bottom: 495.25 };
    at(await box(page, 3, '.layout-picture'), picture);
    const title = await box(page, 3, 'h1');
    expect(title.right).toBeLessThanOrEqual(490);
    // intro-image-right: the title in the slide's middle, height-wise.
    expect(title.top).toBeGreaterThan(150);
    await show(page, 4);
    at(await box(page, 4, '.layout-picture'), picture);
    const heading = await box(page, 4, 'h1');
    expect(Math.round(heading.top)).toBe(40);
    expect(heading.left).toBeGreaterThanOrEqual(54);
    expect(await page.locator(`${current(4)} .layout-content`).evaluate((element) => [...element.classList])).toEqual(expect.arrayContaining(['slidev-layout', 'default', 'image-right']));
  });

  it('bullets: the list alone, starting 4.5rem lower than a title would', async () => {
    const { page } = await open(deck, 6);
    expect(Math.round((await box(page, 6, 'ul')).top)).toBe(112);
  });

  it('3-images: one tall picture on the left, two stacked on the right, each from its frontmatter (a path beside the Markdown bundled)', async () => {
    const { page } = await open(deck, 11);
    at(await box(page, 11, '.picture-left'), { left: 56, top: 56, right: 476, bottom: 495.25 });
    at(await box(page, 11, '.picture-top-right'), { left: 504, top: 56, right: 924, bottom: 261.625 });
    at(await box(page, 11, '.picture-bottom-right'), { left: 504, top: 289.625, right: 924, bottom: 495.25 });
    // The picture beside the Markdown is bundled (a small one inlined): its own fill colour is in the URL.
    expect(await styleOf(page, 11, '.picture-left', 'background-image')).toMatch(/^url\("(.*\/assets\/shells-[\w-]+\.svg|data:image\/svg\+xml,.*e8eef0.*)"\)$/);
    expect(await styleOf(page, 11, '.picture-bottom-right', 'background-image')).toMatch(/\/images\/dunes\.svg"\)$/);
  });

  it('applies the talk\'s styles/index.css after the theme', async () => {
    const { page } = await open(deck, 1);
    expect(await styleOf(page, 1, '.byline', 'letter-spacing')).toBe('0.88px');
    expect(await styleOf(page, 1, 'h1', 'font-size')).toBe('60px');
  });
});
