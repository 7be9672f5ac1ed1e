// The slides' metadata as the built deck carries it (src/shared/slide-meta.ts): only what is unusual
// about a slide, and expanded in the browser to exactly what the Vite plugin had.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDeck } from '../../src/node/parser/parse.ts';
import { toMeta } from '../../src/node/vite-plugin.ts';
import { compactMeta, expandMeta } from '../../src/shared/slide-meta.ts';
import { talkDir } from '../support/talk-dir.ts';

describe('compact slide metadata', () => {
  it('gives back every slide of the talk and of a deck with imported files exactly, from a fraction of the bytes', async () => {
    for (const [root, entry] of [[talkDir, 'slides.md'], [path.resolve('tests/fixtures/imports'), 'slides.md']] as const) {
      const { slides } = await loadDeck(entry, { root });
      const metas = slides.map(toMeta);
      const file = metas[0]?.filepath ?? '';
      const compact = metas.map((meta, index) => compactMeta(meta, index, file));
      expect(compact.map((c, index) => expandMeta(c, index, file))).toEqual(metas);
      expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(metas).length / 2);
    }
  });

  it('keeps what is unusual about a slide: its layout, frontmatter, where it starts, another file', () => {
    const usual = expandMeta({}, 4, 'slides.md');
    expect(usual).toMatchObject({ no: 5, id: 'slide-5', routeName: 'page-5', layout: 'default', counted: true, filepath: 'slides.md' });
    const end = { ...usual, title: 'Thanks', layout: 'end', counted: false, frontmatter: { layout: 'end', class: 'x' }, filepath: 'part.md', start: 40 };
    expect(compactMeta(end, 4, 'slides.md')).toEqual({ title: 'Thanks', layout: 'end', counted: false, frontmatter: { layout: 'end', class: 'x' }, filepath: 'part.md', start: 40 });
    expect(compactMeta(usual, 4, 'slides.md')).toEqual({});
  });
});
