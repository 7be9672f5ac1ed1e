// Walks every slide of a served deck in a Chromium page, as a viewer would see it with all of its
// click steps shown (`#/N?clicks=T`), and says per slide: the error card it shows, or whether it is
// blank (nothing visible inside its layout), its visible text, what sticks out of the canvas, images
// that did not load, console errors, its layout, and (optionally) its click steps, counted by pressing
// → until the next slide comes. Used by the end-to-end tests and by scripts/walk-deck.ts; it imports
// no test runner. What runs in the page is in walk-page.ts.
import type { Page } from 'playwright-core';
import { factsScript, settleScript, type PageFacts } from './walk-page.ts';

export interface SlideReport {
  no: number;
  /** The route inspected, e.g. "/3?clicks=2". */
  route: string;
  /** The slide laid out at all (its layout or its card) within the timeout. */
  rendered: boolean;
  /** The layout rendered: `<name>` of the `layout-<name>` class on the slide's layout element; null without one. */
  layout: string | null;
  /** The layout the slide's metadata names (`data-layout`). */
  dataLayout: string | null;
  /** The error card's place and message ("slides.md:14: …"), or null. */
  card: string | null;
  /** Nothing visible inside the slide's layout: no text, image, svg, iframe, video, canvas or background image. */
  blank: boolean;
  /** The visible text, whitespace collapsed. */
  text: string;
  /** What sticks out of the canvas, e.g. "text “A long line…” 34 px past the bottom". */
  overflow: string[];
  /** Images that did not load. */
  brokenImages: string[];
  /** Console errors and uncaught exceptions while this slide was shown. */
  errors: string[];
  /** Click steps: presses of → on this slide before the next one; null when not counted (or not found). */
  clicks: number | null;
}

export interface WalkOptions {
  /** Count each slide's click steps by stepping through the deck with → (default true). */
  clicks?: boolean;
  /** Milliseconds to wait for one slide to render, or one key press to move (default 30 s). */
  timeout?: number;
  /** Called after each slide is inspected (e.g. to print progress). */
  onSlide?: (report: SlideReport) => void;
}


/** The route part of the page's hash, e.g. "/3?clicks=1". */
const routeOf = (page: Page) => decodeURIComponent(new URL(page.url()).hash.slice(1));

/** Slide number and click step of a route such as "/3?clicks=1" (null when it is not a slide's). */
export function parseRoute(route: string): { no: number; clicks: number } | null {
  const match = /^\/(\d+)(?:\?(.*))?$/.exec(route);
  if (!match) return null;
  const clicks = Number(new URLSearchParams(match[2] ?? '').get('clicks') ?? 0);
  return { no: Number(match[1]), clicks: Number.isInteger(clicks) ? clicks : 0 };
}

async function waitForRender(page: Page, no: number, timeout: number): Promise<boolean> {
  return page
    .waitForSelector(`html[data-deck-ready] .slide[data-slide="${no}"]:not(.slide-ahead) :is(.layout, .error-card)`, { timeout })
    .then(() => true)
    .catch(() => false);
}

/** Presses a key and waits until the address changes; the new route, or null when it did not. */
async function pressAndMove(page: Page, key: string, timeout: number): Promise<string | null> {
  const before = new URL(page.url()).hash;
  await page.keyboard.press(key);
  const moved = await page
    // A function, not a string: the page's Content-Security-Policy refuses to evaluate a string as
    // script, which polling would do once the address changes after the key's frame.
    .waitForFunction((was) => location.hash !== was, before, { timeout, polling: 'raf' })
    .then(() => true)
    .catch(() => false);
  return moved ? routeOf(page) : null;
}

/** At most this many presses on one slide: a deck asking for more is reported as not counted. */
const MAX_PRESSES = 200;

/**
 * Each slide's click steps, as the deck moves: from `#/1`, → is pressed until the deck reaches the last
 * slide, each slide's count being the last click step the address named on it before the next one
 * came (the presses spent on it, for a slide that opens at step 0); the last slide's is found from its
 * end (`?clicks=` past its steps) with one ←. Null where the deck did not move as expected.
 */
export async function countClicks(page: Page, url: string, count: number, timeout = 30_000): Promise<(number | null)[]> {
  const counts: (number | null)[] = Array.from({ length: count }, () => null);
  if (count === 0) return counts;
  await page.goto(`${url}#/1`);
  if (!(await waitForRender(page, 1, timeout))) return counts;
  let no = 1;
  let presses = 0;
  // The click step the slide was last seen at (a slide with Slidev's clicksStart opens past 0).
  let last = 0;
  while (no < count && presses <= MAX_PRESSES) {
    const route = await pressAndMove(page, 'ArrowRight', timeout);
    const at = route === null ? null : parseRoute(route);
    if (!at) break;
    presses++;
    if (at.no === no) {
      last = at.clicks;
      continue;
    }
    if (at.no !== no + 1) break;
    counts[no - 1] = last;
    no = at.no;
    presses = 0;
    last = at.clicks;
  }
  // The last slide: opened past its last step, one ← goes back a step (or to the slide before).
  if (count > 1) {
    await page.goto(`${url}#/${count}?clicks=${MAX_PRESSES}`);
    if (await waitForRender(page, count, timeout)) {
      const route = await pressAndMove(page, 'ArrowLeft', timeout);
      const at = route === null ? null : parseRoute(route);
      if (at) counts[count - 1] = at.no === count ? at.clicks + 1 : 0;
    }
  }
  return counts;
}

/** Reads what slide `no` shows now (waiting for it to render and settle): what inspectSlide reports, without the route. */
export async function readSlide(page: Page, no: number, timeout = 30_000): Promise<Omit<SlideReport, 'errors' | 'clicks' | 'route'>> {
  const rendered = await waitForRender(page, no, timeout);
  let settled = true;
  if (rendered) {
    let timer: NodeJS.Timeout | undefined;
    settled = await Promise.race([
      page.evaluate(settleScript).then(() => true),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), timeout);
      }),
    ]).finally(() => clearTimeout(timer));
  }
  const facts = (await page.evaluate(factsScript(no))) as PageFacts;
  const blank = !facts.card && (!rendered || (facts.text === '' && facts.media === 0));
  return {
    no,
    rendered,
    layout: facts.layout,
    dataLayout: facts.dataLayout,
    card: facts.card,
    blank,
    text: facts.text,
    overflow: facts.overflow,
    brokenImages: settled ? facts.brokenImages : [...facts.brokenImages, '(images or fonts still loading after the timeout)'],
  };
}

/** Opens slide `no` at click step `clicks` (every step when unknown) and reports what it shows. */
export async function inspectSlide(page: Page, url: string, no: number, clicks: number | null, timeout = 30_000): Promise<Omit<SlideReport, 'errors' | 'clicks'>> {
  const route = `/${no}?clicks=${clicks ?? MAX_PRESSES}`;
  await page.goto(`${url}#${route}`);
  return { route, ...(await readSlide(page, no, timeout)) };
}

/** Walks slides 1…count of the deck served at `url` (ending in its base path, e.g. http://127.0.0.1:4000/). */
export async function walkDeck(page: Page, url: string, count: number, options: WalkOptions = {}): Promise<SlideReport[]> {
  const timeout = options.timeout ?? 30_000;
  let errors: string[] = [];
  const onConsole = (message: { type: () => string; text: () => string }) => {
    if (message.type() === 'error') errors.push(message.text());
  };
  const onError = (error: Error) => errors.push(error.message);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  try {
    const clicks = options.clicks === false ? Array.from({ length: count }, () => null) : await countClicks(page, url, count, timeout);
    const reports: SlideReport[] = [];
    for (let no = 1; no <= count; no++) {
      errors = [];
      const seen = await inspectSlide(page, url, no, clicks[no - 1] ?? null, timeout);
      const report: SlideReport = { ...seen, errors: [...new Set(errors)], clicks: clicks[no - 1] ?? null };
      reports.push(report);
      options.onSlide?.(report);
    }
    return reports;
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onError);
  }
}

/**
 * Text as expected texts are matched against a slide's: every run of whitespace removed, and quotes
 * in their plain form (Slidev's Markdown prints ' and " as typographic quotes: the same words to a viewer).
 */
export const squash = (text: string): string => text.replace(/\s+/g, '').replace(/[‘’]/g, "'").replace(/[“”]/g, '"');

/** Whether the slide shows `text` (whitespace ignored). */
export const showsText = (report: Pick<SlideReport, 'text'>, text: string): boolean => squash(report.text).includes(squash(text));

/** What a slide shows: its content, an error card, nothing, or not even its layout. */
export function outcome(report: SlideReport): 'content' | 'card' | 'blank' {
  return report.card ? 'card' : report.blank ? 'blank' : 'content';
}

/** "<name>: 44 slides — 40 show their content, 3 cards, 1 blank". */
export function summaryLine(name: string, reports: SlideReport[]): string {
  const count = (kind: ReturnType<typeof outcome>) => reports.filter((r) => outcome(r) === kind).length;
  const cards = count('card');
  const blank = count('blank');
  const stuck = reports.filter((r) => !r.rendered).length;
  const extra = [
    reports.some((r) => r.overflow.length) ? `${reports.filter((r) => r.overflow.length).length} overflowing` : '',
    reports.some((r) => r.errors.length) ? `${reports.filter((r) => r.errors.length).length} with console errors` : '',
    stuck ? `${stuck} never rendered` : '',
  ].filter(Boolean);
  return `${name}: ${reports.length} slides — ${count('content')} show their content, ${cards} ${cards === 1 ? 'card' : 'cards'}, ${blank} blank${extra.length ? ` (${extra.join(', ')})` : ''}`;
}

/** One line per slide, with what is wrong first: for a person reading the walk. */
export function detailLines(reports: SlideReport[], textWidth = 90): string[] {
  return reports.map((r) => {
    const what = outcome(r);
    const head = `${String(r.no).padStart(3)} ${what.padEnd(7)} ${(r.layout ?? r.dataLayout ?? '-').padEnd(10)} clicks ${r.clicks ?? '?'}`;
    const notes = [
      r.card ? `card: ${r.card.split('\n')[0]}` : '',
      !r.rendered ? 'never rendered' : '',
      r.overflow.length ? `overflow: ${r.overflow.join('; ')}` : '',
      r.brokenImages.length ? `images not loaded: ${r.brokenImages.join(', ')}` : '',
      r.errors.length ? `console: ${r.errors.slice(0, 3).map((e) => e.split('\n')[0]).join(' | ')}` : '',
    ].filter(Boolean);
    const text = r.text.length > textWidth ? `${r.text.slice(0, textWidth)}…` : r.text;
    return [head, `      text: ${text || '(none)'}`, ...notes.map((n) => `      ${n}`)].join('\n');
  });
}
