// Where each key press leads: the deck's navigation rules (SPEC §4, as in Slidev) as plain
// functions over a position (slide, click step) and the number of click steps of every slide.
// The play and presenter views, the presenter's next-step preview, followers and the print page
// list all move by these rules.
//   → next: the next click step, then the next slide at its first step; nothing past the end
//   ← prev: the previous click step, then the previous slide at its last step; nothing before 1
//   ↓ nextSlide / ↑ prevSlide: a whole slide, landing on its first step
//   go: any slide and step, clamped into the deck
// A slide's first step is 0, or its Slidev `clicksStart` (it opens with that many clicks shown).

export interface Position {
  /** Slide number, 1-based. */
  no: number;
  /** Click step on that slide, 0 … its number of steps. */
  clicks: number;
}

/**
 * The deck as navigation sees it: the number of click steps of each slide (slide n at index n - 1),
 * and, for the few slides that do not open at step 0, the step they open at (by slide number).
 */
export interface StepCounts extends ReadonlyArray<number> {
  readonly starts?: Readonly<Record<number, number>>;
}

/** The deck's steps from its slides: their click counts, and the step those with a `clicksStart` open at. */
export function stepCountsOf(slides: readonly { clicks: number; frontmatter?: { clicksStart?: number } }[]): StepCounts {
  const starts: Record<number, number> = {};
  slides.forEach((slide, index) => {
    if (slide.frontmatter?.clicksStart) starts[index + 1] = slide.frontmatter.clicksStart;
  });
  return Object.assign(slides.map((slide) => slide.clicks), { starts });
}

const stepsOf = (deck: StepCounts, no: number) => deck[no - 1] ?? 0;
/** The step slide `no` opens at: 0, or its clicksStart (never past its last step). */
export const firstStep = (deck: StepCounts, no: number): number => Math.min(deck.starts?.[no] ?? 0, stepsOf(deck, no));

/** The nearest real position: a slide within the deck, a step within that slide. */
export function clamp(deck: StepCounts, position: Position): Position {
  const no = Math.min(Math.max(Math.trunc(position.no) || 1, 1), Math.max(deck.length, 1));
  const clicks = Math.min(Math.max(Math.trunc(position.clicks) || 0, firstStep(deck, no)), stepsOf(deck, no));
  return { no, clicks };
}

export function next(deck: StepCounts, at: Position): Position {
  if (at.clicks < stepsOf(deck, at.no)) return { no: at.no, clicks: at.clicks + 1 };
  return at.no < deck.length ? { no: at.no + 1, clicks: firstStep(deck, at.no + 1) } : at;
}

export function prev(deck: StepCounts, at: Position): Position {
  if (at.clicks > firstStep(deck, at.no)) return { no: at.no, clicks: at.clicks - 1 };
  return at.no > 1 ? { no: at.no - 1, clicks: stepsOf(deck, at.no - 1) } : at;
}

export function nextSlide(deck: StepCounts, at: Position): Position {
  return at.no < deck.length ? { no: at.no + 1, clicks: firstStep(deck, at.no + 1) } : { no: at.no, clicks: at.clicks };
}

export function prevSlide(deck: StepCounts, at: Position): Position {
  return at.no > 1 ? { no: at.no - 1, clicks: firstStep(deck, at.no - 1) } : { no: at.no, clicks: at.clicks };
}

export const go = (deck: StepCounts, no: number, clicks = 0): Position => clamp(deck, { no, clicks });

export const hasNext = (deck: StepCounts, at: Position): boolean => at.clicks < stepsOf(deck, at.no) || at.no < deck.length;
export const hasPrev = (deck: StepCounts, at: Position): boolean => at.clicks > firstStep(deck, at.no) || at.no > 1;

export const samePosition = (a: Position, b: Position): boolean => a.no === b.no && a.clicks === b.clicks;

/** Every position of the deck in order (each slide at each of its steps), e.g. for a printout with clicks. */
export function everyStep(deck: StepCounts): Position[] {
  return deck.flatMap((steps, index) => {
    const start = firstStep(deck, index + 1);
    return Array.from({ length: steps - start + 1 }, (_, i) => ({ no: index + 1, clicks: start + i }));
  });
}
