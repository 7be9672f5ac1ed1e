// What the projector shows, looked at as the back of the room sees it: the lines a code step focuses
// stand out from the dimmed ones whatever their tokens' colours; nothing the speaker did not ask for
// is drawn over the slide (no link chip while the link is live), and a blackout is black to the last
// pixel, on a follower and on the projector tab of the presenter's own browser; the window's edges
// show the slide, with no line of another colour along them; no text is set in a hairline weight; a
// question put on screen and the room's reactions go beside the slide's content, never over it (nor
// over the presenter's notes).
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { deckURL, withChromium } from '../support/browser.ts';
import { talk } from '../support/deck.ts';
import { coloursIn, decodePng } from '../support/png.ts';
import { liveClient, type LiveClient } from '../support/room-client.ts';

const newPage = withChromium();
const PROJECTOR = { width: 1920, height: 1080 };
const clients: LiveClient[] = [];
afterAll(() => clients.forEach((client) => client.close()));

/** Shows slide `no` at step `clicks` and waits for a frame drawn with it. */
async function show(page: Page, no: number, clicks: number): Promise<void> {
  await page.evaluate(([n, c]) => (window.location.hash = `#/${n}?clicks=${c}`), [no, clicks] as const);
  await page.waitForSelector(`.play-view .slide[data-slide="${no}"]:not(.slide-ahead) :is(.layout, .error-card)`);
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

interface LineLook {
  focused: boolean;
  text: string;
  /** Contrast of the band behind the line (its own background, or its ::after's) on the block's. */
  band: number;
  /** Contrast of a bar along the line's left edge (a ::after's left border) on the block's background, 0 when none. */
  mark: number;
  /** The weakest token of the line on what is behind it, opacity counted. */
  weakest: number;
}

/** How each line of the shown slide's stepped code blocks looks: measured from computed colours. */
function linesOf(no: number): LineLook[] {
  const rgba = (colour: string): number[] => (colour.match(/[\d.]+/g) ?? []).map(Number);
  const over = ([r = 0, g = 0, b = 0, a = 1]: number[], [R = 0, G = 0, B = 0]: number[]) => [r * a + R * (1 - a), g * a + G * (1 - a), b * a + B * (1 - a)];
  const luminance = (rgb: number[]) => {
    const [r = 0, g = 0, b = 0] = rgb.map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const contrast = (a: number[], b: number[]) => {
    const [hi = 0, lo = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi + 0.05) / (lo + 0.05);
  };
  const slide = document.querySelector(`.play-view .slide[data-slide="${no}"]:not(.slide-ahead)`);
  const looks: LineLook[] = [];
  for (const pre of slide?.querySelectorAll<HTMLElement>('pre.shiki') ?? []) {
    if (!pre.querySelector('.line-dim')) continue;
    const ground = rgba(getComputedStyle(pre).backgroundColor);
    for (const line of pre.querySelectorAll<HTMLElement>('.line')) {
      if (!line.textContent?.trim()) continue;
      const own = getComputedStyle(line);
      const band = getComputedStyle(line, '::after');
      const drawn = band.content !== 'none' && band.content !== 'normal';
      let behind = over(rgba(own.backgroundColor), ground);
      if (drawn) behind = over(rgba(band.backgroundColor), behind);
      const markWidth = drawn ? parseFloat(band.borderLeftWidth) : 0;
      const mark = markWidth >= 2 ? contrast(over(rgba(band.borderLeftColor), ground), ground) : 0;
      let opacity = 1;
      for (let e: HTMLElement | null = line; e && e !== pre; e = e.parentElement) opacity *= Number(getComputedStyle(e).opacity);
      let weakest = Infinity;
      for (const span of line.querySelectorAll<HTMLElement>('span')) {
        if (!span.textContent?.trim() || span.children.length) continue;
        const [r = 0, g = 0, b = 0, a = 1] = rgba(getComputedStyle(span).color);
        weakest = Math.min(weakest, contrast(over([r, g, b, a * opacity], behind), behind));
      }
      looks.push({ focused: line.classList.contains('line-focus'), text: line.textContent.trim().slice(0, 40), band: contrast(behind, ground), mark, weakest });
    }
  }
  return looks;
}

describe('code steps on the projector', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`a focused line stands out from the dimmed ones, whatever its tokens (${scheme})`, { timeout: 180_000 }, async () => {
      const { page } = await newPage({ viewport: PROJECTOR, colorScheme: scheme, reducedMotion: 'reduce' });
      await page.goto(`${deckURL()}#/1`);
      await page.waitForSelector('html[data-deck-ready] .slide .layout');
      const problems: string[] = [];
      let stepsSeen = 0;
      for (const slide of talk.slides) {
        for (let clicks = 0; clicks <= slide.clicks; clicks++) {
          await show(page, slide.no, clicks);
          const lines = await page.evaluate(linesOf, slide.no);
          const focused = lines.filter((line) => line.focused);
          const dimmed = lines.filter((line) => !line.focused);
          if (!focused.length || !dimmed.length) continue;
          stepsSeen++;
          const where = `slide ${slide.no} step ${clicks}`;
          for (const line of focused) {
            // A bar a viewer sees (3:1, as WCAG asks of a graphic that carries meaning), and every
            // token readable on the band (4.5:1).
            if (line.mark < 3) problems.push(`${where}: "${line.text}" has no mark that stands out (${line.mark.toFixed(2)}:1)`);
            if (line.weakest < 4.5) problems.push(`${where}: "${line.text}" reads at ${line.weakest.toFixed(2)}:1 on its band`);
          }
          for (const line of dimmed) {
            if (line.mark > 1 || line.band > 1.01) problems.push(`${where}: dimmed "${line.text}" looks focused (mark ${line.mark.toFixed(2)}:1, band ${line.band.toFixed(2)}:1)`);
          }
          // The focused lines' band and mark are what tells them apart, not their tokens' colours: a
          // focused comment is as grey as a dimmed line (the talk's transactions slide, step 3).
          const weakestFocused = Math.min(...focused.map((line) => line.weakest));
          const strongestDimmed = Math.max(...dimmed.map((line) => line.weakest));
          if (weakestFocused < strongestDimmed) problems.push(`${where}: a focused line reads at ${weakestFocused.toFixed(2)}:1, a dimmed one at ${strongestDimmed.toFixed(2)}:1`);
        }
      }
      // The talk has stepped code: the test looked at some.
      expect(stepsSeen).toBeGreaterThan(5);
      expect(problems).toEqual([]);
    });
  }
});

describe('nothing over the projected slide', () => {
  const whole = { x: 0, y: 0, ...PROJECTOR };
  const ready = async (page: Page, path: string) => {
    await page.goto(`${deckURL()}#${path}`);
    await page.waitForSelector('html[data-deck-ready] .slide .layout');
  };

  it('no link chip while the link is live, and black to the last pixel on a blackout', { timeout: 120_000 }, async () => {
    // The presenter, with the projector as a tab of the same browser; a laptop in the room follows.
    const { page: presenter } = await newPage({ viewport: PROJECTOR });
    await ready(presenter, '/presenter/4');
    const projector = await presenter.context().newPage();
    await ready(projector, '/4');
    const { page: laptop } = await newPage({ viewport: PROJECTOR });
    await ready(laptop, '/4');
    await laptop.locator('.link-status[data-status="live"]').waitFor({ state: 'attached', timeout: 20_000 });
    // The slide's top right corner, where the chip sat, is the slide's own colour and nothing else.
    expect([...(await coloursIn(laptop, { x: PROJECTOR.width - 320, y: 0, width: 320, height: 80 }))]).toHaveLength(1);

    await presenter.bringToFront();
    await presenter.keyboard.press('b');
    for (const page of [laptop, projector]) {
      await page.locator('.screen-cover[data-screen="black"]').waitFor();
      // The cover fades in: black everywhere once it has.
      await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
      expect([...(await coloursIn(page, whole))]).toEqual(['rgb(0, 0, 0)']);
    }
    await presenter.keyboard.press('b');
    await laptop.locator('.screen-cover').waitFor({ state: 'detached' });
  });
});

describe("the slide's edges", () => {
  /**
   * How far each edge line of pixels of the window (bottom, top, left, right) is from the line next
   * to it: the mean over the line of the largest difference of a channel (0–255).
   */
  async function edgeSteps(page: Page): Promise<Record<'bottom' | 'top' | 'left' | 'right', number>> {
    const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
    const step = async (clip: { x: number; y: number; width: number; height: number }, edge: 0 | 1) => {
      const pixels = decodePng(await page.screenshot({ clip }));
      const along = clip.width === 2 ? pixels.height : pixels.width;
      let sum = 0;
      for (let i = 0; i < along; i++) {
        const [a, b] = clip.width === 2 ? [pixels.at(edge, i), pixels.at(1 - edge, i)] : [pixels.at(i, edge), pixels.at(i, 1 - edge)];
        sum += Math.max(...a.map((value, channel) => Math.abs(value - (b[channel] ?? 0))));
      }
      return sum / along;
    };
    return {
      bottom: await step({ x: 0, y: height - 2, width, height: 2 }, 1),
      top: await step({ x: 0, y: 0, width, height: 2 }, 0),
      left: await step({ x: 0, y: 0, width: 2, height }, 0),
      right: await step({ x: width - 2, y: 0, width: 2, height }, 1),
    };
  }

  for (const scheme of ['light', 'dark'] as const) {
    it(`have no line of another colour at 1920×1080, 1280×720 and 1366×768 (${scheme})`, { timeout: 240_000 }, async () => {
      const found: string[] = [];
      for (const viewport of [PROJECTOR, { width: 1280, height: 720 }, { width: 1366, height: 768 }]) {
        const { page } = await newPage({ viewport, colorScheme: scheme, reducedMotion: 'reduce' });
        await page.goto(`${deckURL()}#/1`);
        await page.waitForSelector('html[data-deck-ready] .slide .layout');
        for (const slide of talk.slides) {
          await show(page, slide.no, 0);
          // A picture's own pixels differ a little from one line to the next (measured up to 6); a
          // slide of one colour has none. The seam was 117 in light, 6 in dark.
          const bound = slide.frontmatter.background ? 8 : 1;
          for (const [edge, value] of Object.entries(await edgeSteps(page))) {
            if (value > bound) found.push(`${viewport.width}×${viewport.height} slide ${slide.no}: the ${edge} edge differs from the line beside it by ${value.toFixed(1)}`);
          }
        }
        await page.context().close();
      }
      expect(found).toEqual([]);
    });
  }
});

describe('type on the projector', () => {
  it('is set at weight 400 or more on every slide: weight 200 drew strokes about a pixel wide at 1280×720', { timeout: 120_000 }, async () => {
    const { page } = await newPage({ viewport: { width: 1280, height: 720 } });
    await page.goto(`${deckURL()}#/1`);
    await page.waitForSelector('html[data-deck-ready] .slide .layout');
    const light: string[] = [];
    for (const slide of talk.slides) {
      await show(page, slide.no, slide.clicks);
      // The talk's faces are 200, 400 and 600: a weight of 300 would draw with the 200 face.
      const found = await page.evaluate((no) => {
        const slide = document.querySelector(`.play-view .slide[data-slide="${no}"]:not(.slide-ahead)`);
        const texts: string[] = [];
        const walker = document.createTreeWalker(slide ?? document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          const text = node.textContent?.trim();
          if (!parent || !text || !parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
          const weight = Number(getComputedStyle(parent).fontWeight);
          if (weight < 400) texts.push(`"${text.slice(0, 30)}" at weight ${weight}`);
        }
        return [...new Set(texts)];
      }, slide.no);
      light.push(...found.map((text) => `slide ${slide.no}: ${text}`));
    }
    expect(light).toEqual([]);
  });

  it('draws code as it was typed: no ligature turns Rust\'s -> or => into an arrow, on any slide', { timeout: 120_000 }, async () => {
    const { page } = await newPage({ viewport: { width: 1280, height: 720 } });
    await page.goto(`${deckURL()}#/1`);
    await page.waitForSelector('html[data-deck-ready] .slide .layout');
    const joined: string[] = [];
    let blocks = 0;
    for (const slide of talk.slides) {
      await show(page, slide.no, slide.clicks);
      const found = await page.evaluate((no) => {
        const slide = document.querySelector(`.play-view .slide[data-slide="${no}"]:not(.slide-ahead)`);
        const code = [...(slide?.querySelectorAll<HTMLElement>('pre, code') ?? [])];
        const ligatures = code.filter((element) => {
          const style = getComputedStyle(element);
          return style.fontVariantLigatures !== 'none' || /"(liga|calt)"(?! 0)/.test(style.fontFeatureSettings);
        });
        return { count: code.length, ligatures: ligatures.map((element) => (element.textContent ?? '').trim().slice(0, 30)) };
      }, slide.no);
      blocks += found.count;
      joined.push(...found.ligatures.map((text) => `slide ${slide.no}: "${text}"`));
    }
    expect(blocks).toBeGreaterThan(0);
    expect(joined).toEqual([]);
  });
});

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const overlap = (a: Box, b: Box) => Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

/** Where things are on a page: the shown slide's canvas and content box (its layout less its padding), and the given elements. */
function boxesOf(selectors: Record<string, string>): Record<string, Box | null> {
  const box = (element: Element | null): Box | null => {
    if (!element) return null;
    const { left, top, right, bottom } = element.getBoundingClientRect();
    return { left, top, right, bottom };
  };
  const layout = document.querySelector<HTMLElement>('.slide:not(.slide-ahead) .layout');
  let content: Box | null = null;
  if (layout) {
    const outer = layout.getBoundingClientRect();
    const scale = outer.width / layout.offsetWidth;
    const style = getComputedStyle(layout);
    const [top, right, bottom, left] = [style.paddingTop, style.paddingRight, style.paddingBottom, style.paddingLeft].map((value) => parseFloat(value) * scale) as [number, number, number, number];
    content = { left: outer.left + left, top: outer.top + top, right: outer.right - right, bottom: outer.bottom - bottom };
  }
  const found: Record<string, Box | null> = { content, canvas: box(layout?.closest('.canvas') ?? null) };
  for (const [name, selector] of Object.entries(selectors)) found[name] = box(document.querySelector(selector));
  return found;
}

describe("the room's band and lane", () => {
  const titled = talk.slides.find((slide) => slide.layout === 'default' && slide.title && slide.no > 2);

  it('a question on screen sits in a band under the slide, and reactions rise beside its content, never over it or the notes', { timeout: 120_000 }, async () => {
    if (!titled) throw new Error('the talk has no titled slide');
    // The presenter's own client moderates (no password: the presenter view may).
    const moderator = await liveClient(deckURL(), 'room', { viewer: 'projector-test-001', presenterView: true });
    clients.push(moderator);
    const { page: presenter } = await newPage({ viewport: PROJECTOR });
    await presenter.goto(`${deckURL()}#/presenter/${titled.no}`);
    await presenter.waitForSelector('html[data-deck-ready] .presenter-current .slide .layout');
    await presenter.waitForSelector('.room-presenter-buttons');
    const { page: projector } = await newPage({ viewport: PROJECTOR });
    await projector.goto(`${deckURL()}#/${titled.no}`);
    await projector.waitForSelector(`html[data-deck-ready] .play-view .slide[data-slide="${titled.no}"]:not(.slide-ahead) .layout`);
    await projector.waitForSelector('.room-dock');

    moderator.send({ kind: 'ask', text: 'How long does one template clone take on a laptop, and does it work with sqlx::test?' });
    await expect.poll(() => [...moderator.map.keys()].some((key) => key.startsWith('q:')), { timeout: 20_000 }).toBe(true);
    const question = [...moderator.map.keys()].find((key) => key.startsWith('q:'))?.slice(2);
    moderator.send({ kind: 'spotlight', question });
    await projector.locator('.room-spotlight').waitFor({ timeout: 20_000 });
    // The slide is laid out above the card: nothing of the card over it, its title in sight.
    await expect.poll(async () => {
      const { canvas, card } = await projector.evaluate(boxesOf, { card: '.room-spotlight' });
      return canvas && card ? overlap(canvas, card) : -1;
    }, { timeout: 20_000 }).toBe(0);
    const titleSeen = await projector.locator(`.play-view .slide[data-slide="${titled.no}"] h1`).evaluate((title) => {
      const { left, top, width, height } = title.getBoundingClientRect();
      return [[0.1, 0.5], [0.5, 0.5], [0.9, 0.5]].every(([x = 0, y = 0]) => title.contains(document.elementFromPoint(left + width * x, top + height * y)));
    });
    expect(titleSeen).toBe(true);

    // Reactions, tapped in the room: on the projector and in the presenter view, in a lane of their own.
    const rising = async (page: Page) => (await page.locator('.reaction').count()) > 0;
    await expect.poll(async () => {
      moderator.send({ kind: 'react', emoji: '👏' });
      return (await rising(projector)) && (await rising(presenter));
    }, { timeout: 20_000, interval: 400 }).toBe(true);
    const onProjector = await projector.evaluate(boxesOf, { lane: '.reactions-rise', card: '.room-spotlight' });
    expect(onProjector.lane && onProjector.content && overlap(onProjector.lane, onProjector.content)).toBe(0);
    expect(onProjector.lane && onProjector.card && overlap(onProjector.lane, onProjector.card)).toBe(0);
    expect(onProjector.lane?.right).toBeLessThanOrEqual(PROJECTOR.width);
    const onPresenter = await presenter.evaluate(boxesOf, { lane: '.reactions-rise', notes: '.presenter-notes', next: '.presenter-next' });
    expect(onPresenter.lane && onPresenter.content && overlap(onPresenter.lane, onPresenter.content)).toBe(0);
    expect(onPresenter.lane && onPresenter.notes && overlap(onPresenter.lane, onPresenter.notes)).toBe(0);
    expect(onPresenter.lane && onPresenter.next && overlap(onPresenter.lane, onPresenter.next)).toBe(0);

    // Off screen again: the slide has the whole window back.
    moderator.send({ kind: 'spotlight', question: null });
    await projector.locator('.room-spotlight').waitFor({ state: 'detached', timeout: 20_000 });
    await expect.poll(async () => (await projector.evaluate(boxesOf, {})).canvas?.bottom, { timeout: 20_000 }).toBeGreaterThan(PROJECTOR.height - 2);
  });
});
