// The talk as the parser reads it, so tests compare the page with the source.
import { loadDeck } from '../../src/node/parser/parse.ts';
import { talkDir } from './talk-dir.ts';

export const talk = await loadDeck('slides.md', { root: talkDir });
export const countedTotal = talk.slides.filter((s) => s.counted).length;
