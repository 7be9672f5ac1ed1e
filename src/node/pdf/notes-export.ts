// `export --with-notes`: the speaker notes as one Markdown file, a section per slide in order, to
// print or read on a second device. Slides without a note are listed so the numbering reads whole.
import type { ParsedDeck } from '../parser/parse.ts';

export function notesMarkdown(deck: ParsedDeck): string {
  const sections = deck.slides
    .filter((slide) => slide.counted)
    .map((slide) => {
      const title = slide.title ? ` · ${slide.title}` : '';
      const note = slide.note.trim();
      return `## ${slide.no}${title}\n\n${note || '_(no notes)_'}\n`;
    });
  return [`# ${deck.config.title}: speaker notes\n`, ...sections].join('\n');
}

/** The notes file that goes with an export: talk.pdf → talk.notes.md. */
export const notesFileOf = (output: string): string => `${output.replace(/\.(pdf|png)$/i, '')}.notes.md`;
