// The slides an export prints with the error card they show: read from the print view's pages, said
// in an ExportError's message (--strict) or as 'card' warnings once the file is written.
import type { ParsedDeck } from '../parser/parse.ts';
import type { DeckWarning } from '../warnings.ts';

/** A page's error card as the print view shows it: its slide, its place ("slides.md:14") and message. */
export interface CardError {
  no: number;
  place: string;
  message: string;
}

/** A slide printed with the error card it shows instead of its content. */
export interface ShownCard {
  no: number;
  /** Where the card says the problem is. */
  file: string;
  line: number;
  /** The card's message, first line. */
  message: string;
}

/** The cards of the print view's pages, once per slide (a slide has a page per click step with clicks). */
export function shownCards(errors: CardError[], deck: ParsedDeck): ShownCard[] {
  const bySlide = new Map<number, ShownCard>();
  for (const error of errors) {
    if (bySlide.has(error.no)) continue;
    const slide = deck.slides[error.no - 1];
    const place = /^(.*):(\d+)$/.exec(error.place.trim());
    bySlide.set(error.no, {
      no: error.no,
      file: place?.[1] ?? slide?.filepath ?? '?',
      line: place ? Number(place[2]) : (slide?.start ?? 1),
      message: error.message.trim().split('\n')[0] ?? '',
    });
  }
  return [...bySlide.values()].sort((a, b) => a.no - b.no);
}

export function describeCards(cards: ShownCard[]): string {
  const lines = cards.map((c) => `  slide ${c.no} (${c.file}:${c.line}): ${c.message}`);
  const what = cards.length === 1 ? 'a slide shows an error card instead of its content' : `${cards.length} slides show error cards instead of their content`;
  return `${what}:\n${lines.join('\n')}`;
}

/** The warnings an export gives for the slides it printed with their error card (kind 'card'). */
export function cardWarnings(cards: ShownCard[]): DeckWarning[] {
  return cards.map((card) => ({ file: card.file, line: card.line, kind: 'card', message: `slide ${card.no} shows an error card, exported as it shows: ${card.message}` }));
}
