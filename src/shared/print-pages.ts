// Which pages a printout has: one per slide, or one per click step of each slide, optionally a range of slides.
// Pure functions, shared by the print view (browser) and the PDF exporter (node).
import { everyStep, stepCountsOf } from './navigation.ts';

/** Clicks value that reveals every step. */
export const PRINT_CLICKS = 99999;

export interface PrintPage {
  /** Slide number, 1-based. */
  no: number;
  /** Click step the slide is shown at. */
  clicks: number;
  /** "007" for a slide, "007-02" for click step 2 of slide 7. */
  label: string;
}

export interface PrintOptions {
  /** One page per click step (0 … the slide's clicks) instead of one per slide. */
  withClicks: boolean;
  /** Slide numbers to print, in deck order; all when omitted. */
  range?: readonly number[];
}

/** A page's number: 3 digits for the slide and, with clicks, 2 for the click step. */
export function pageLabel(no: number, click?: number): string {
  const slide = String(no).padStart(3, '0');
  return click === undefined ? slide : `${slide}-${String(click).padStart(2, '0')}`;
}

/**
 * Reads a range such as "1-5,8" or "20-" (to the end) against a deck of `total` slides.
 * Returns the slide numbers in order without repeats; throws a RangeError that says what is wrong.
 */
export function parseRange(text: string, total: number): number[] {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === 'all' || trimmed === '*') return Array.from({ length: total }, (_, i) => i + 1);
  const chosen = new Set<number>();
  for (const part of trimmed.split(',')) {
    const match = /^\s*(\d+)?\s*(?:(-)\s*(\d+)?)?\s*$/.exec(part);
    if (!match || (match[1] === undefined && match[3] === undefined)) {
      throw new RangeError(`range "${text}": "${part.trim()}" is not a slide number or a range such as 2-5`);
    }
    const from = match[1] === undefined ? 1 : Number(match[1]);
    const to = match[2] ? (match[3] === undefined ? total : Number(match[3])) : from;
    for (const no of [from, to]) {
      if (no < 1 || no > total) throw new RangeError(`range "${text}": slide ${no} does not exist (the deck has slides 1-${total})`);
    }
    if (to < from) throw new RangeError(`range "${text}": ${from}-${to} runs backwards`);
    for (let no = from; no <= to; no++) chosen.add(no);
  }
  return [...chosen].sort((a, b) => a - b);
}

/** The pages of a printout of the deck's `slides` (in order, each with its number of click steps). */
export function printPages(slides: readonly { no: number; clicks: number; frontmatter?: { clicksStart?: number } }[], options: PrintOptions): PrintPage[] {
  const wanted = (no: number) => !options.range || options.range.includes(no);
  if (!options.withClicks) return slides.filter((s) => wanted(s.no)).map((s) => ({ no: s.no, clicks: PRINT_CLICKS, label: pageLabel(s.no) }));
  // One page per position the deck's navigation passes through.
  return everyStep(stepCountsOf(slides))
    .filter((at) => wanted(at.no))
    .map((at) => ({ ...at, label: pageLabel(at.no, at.clicks) }));
}

/** The print view's query string for these options, e.g. "print=clicks&embedded&range=1-5,8". */
export function printQuery(options: { withClicks: boolean; range?: string; embedded?: boolean }): string {
  const parts = [options.withClicks ? 'print=clicks' : 'print'];
  if (options.embedded) parts.push('embedded');
  if (options.range) parts.push(`range=${encodeURIComponent(options.range)}`);
  return parts.join('&');
}
