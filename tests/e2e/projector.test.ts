// What the projector shows, looked at as the back of the room sees it: the lines a code step focuses
// stand out from the dimmed ones whatever their tokens' colours; nothing the speaker did not ask for
// is drawn over the slide (no link chip while the link is live), and a blackout is black to the last
// pixel, on a follower and on the projector tab of the presenter's own browser; the window's edges
// show the slide, with no line of another colour along them; no text is set in a hairline weight.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { deckURL, withChromium } from '../support/browser.ts';
import { talk } from '../support/deck.ts';
import { coloursIn, decodePng } from '../support/png.ts';

const newPage = withChromium();
const PROJECTOR = { width: 1920, height: 1080 };

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
  /** Contrast of the band behind the line (its own background, or its ::before's) on the block's. */
  band: number;
  /** Contrast of a bar along the line's left edge (a ::before's left border) on the block's background, 0 when none. */
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
      const before = getComputedStyle(line, '::before');
      const drawn = before.content !== 'none' && before.content !== 'normal';
      let behind = over(rgba(own.backgroundColor), ground);
      if (drawn) behind = over(rgba(before.backgroundColor), behind);
      const markWidth = drawn ? parseFloat(before.borderLeftWidth) : 0;
      const mark = markWidth >= 2 ? contrast(over(rgba(before.borderLeftColor), ground), ground) : 0;
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
});
