// Reads slide numbers and click steps out of the URL, turning bad input into a sensible slide.

export type SlideParam =
  | { ok: true; no: number }
  | { ok: false; no: number; notice: string };

/**
 * Resolves the `:no` route segment against a deck of `count` slides, `counted` of which are counted
 * in "n / total" (an end slide is not). A number past the end goes to the last slide (a presenter
 * who mistypes 99 wants the end, not the start), and the notice counts as the page counter does.
 */
export function resolveSlideParam(param: string | undefined, count: number, counted = count): SlideParam {
  const text = (param ?? '').trim();
  if (/^\d+$/.test(text)) {
    const no = Number(text);
    if (no >= 1 && no <= count) return { ok: true, no };
    if (no < 1) return { ok: false, no: 1, notice: `There is no slide ${no}; showing the first slide.` };
    const last = counted < count ? 'Showing the end.' : 'Showing the last one.';
    return { ok: false, no: count, notice: `There is no slide ${no}; this deck has ${counted} slides. ${last}` };
  }
  const shown = text.length > 24 ? `${text.slice(0, 24)}…` : text;
  return { ok: false, no: 1, notice: `“${shown}” is not a slide number; showing the first slide.` };
}

/** Reads `?clicks=` as a step between the slide's first (`start`: 0, or its clicksStart) and `total` (bad or missing values give the first). */
export function resolveClicks(param: string | null, total: number, start = 0): number {
  if (param === null || !/^\d+$/.test(param.trim())) return Math.min(start, total);
  return Math.min(Math.max(Number(param), start), total);
}

/** The route path of slide `no` at click step `clicks`, under a view prefix such as "/presenter". */
export function slidePath(prefix: string, no: number, clicks = 0, extra?: URLSearchParams): string {
  const query = new URLSearchParams(extra);
  query.delete('clicks');
  if (clicks > 0) query.set('clicks', String(clicks));
  const search = query.toString();
  return `${prefix}/${no}${search ? `?${search}` : ''}`;
}
