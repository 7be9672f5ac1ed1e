// Compiles one slide's Markdown as slide 2 of a deck in talk.md (its content from line 4), keeping
// the compiler's warnings: what the compiler's unit tests look at.
import { compileSlide, type CompileOptions } from '../../src/node/compile/slide-module.ts';
import { parseDeck } from '../../src/node/parser/parse.ts';
import type { DeckWarning } from '../../src/node/warnings.ts';

export function slideOf(markdown: string) {
  const slide = parseDeck(`# Cover\n\n---\n${markdown}`, 'talk.md').slides[1];
  if (!slide) throw new Error('no slide');
  return slide;
}

export async function compile(markdown: string, options: CompileOptions = {}) {
  const warnings: DeckWarning[] = [];
  const slide = slideOf(markdown);
  const result = await compileSlide(slide, { onWarning: (w) => warnings.push(w), ...options });
  return { ...result, warnings, slide };
}
