// The talk as the parser reads it, so tests compare the page with the source.
import { readFileSync } from 'node:fs';
import { parseDeck } from '../../src/node/parser/parse.ts';

export const talk = parseDeck(readFileSync(new URL('../../slides.md', import.meta.url), 'utf8'), 'slides.md');
export const countedTotal = talk.slides.filter((s) => s.counted).length;
