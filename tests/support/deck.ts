// The talk as the parser reads it, so tests compare the page with the source.
import { fileURLToPath } from 'node:url';
import { loadDeck } from '../../src/node/parser/parse.ts';

export const talk = await loadDeck('slides.md', { root: fileURLToPath(new URL('../..', import.meta.url)) });
export const countedTotal = talk.slides.filter((s) => s.counted).length;
