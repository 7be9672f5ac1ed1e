// The deck's own layouts: found by file name under layouts/ beside the Markdown (React ones used,
// Vue ones reported), and served to the client as a module of imports.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deckLayoutsModule } from '../../src/node/deck-layouts-plugin.ts';
import { findDeckLayouts, vueLayoutWarnings } from '../../src/node/deck-layouts.ts';
import { slidevExtrasWarnings } from '../../src/node/slidev-extras.ts';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'deck-layouts-unit-'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function files(names: string[]): Promise<void> {
  for (const name of names) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), '');
  }
}

describe('findDeckLayouts', () => {
  it('finds nothing when the deck has no layouts/ folder', () => {
    const found = findDeckLayouts(root);
    expect([...found.react]).toEqual([]);
    expect([...found.vue]).toEqual([]);
  });

  it('names each layout after its file: React ones to run, Vue ones to report', async () => {
    await files(['layouts/big-quote.tsx', 'layouts/card.jsx', 'layouts/postcard.vue', 'layouts/README.md', 'layouts/helpers.ts']);
    const found = findDeckLayouts(root);
    expect(Object.fromEntries(found.react)).toEqual({
      'big-quote': path.join(root, 'layouts', 'big-quote.tsx'),
      card: path.join(root, 'layouts', 'card.jsx'),
    });
    expect(Object.fromEntries(found.vue)).toEqual({ postcard: path.join(root, 'layouts', 'postcard.vue') });
  });

  it('looks in subfolders too, as Slidev does, the files directly in layouts/ first', async () => {
    await files(['layouts/quotes/pull-quote.tsx', 'layouts/quotes/cover.tsx', 'layouts/cover.tsx']);
    const found = findDeckLayouts(root);
    expect(found.react.get('pull-quote')).toBe(path.join(root, 'layouts', 'quotes', 'pull-quote.tsx'));
    expect(found.react.get('cover')).toBe(path.join(root, 'layouts', 'cover.tsx'));
  });

  it('leaves out tests, declarations, dotfiles and node_modules', async () => {
    await files(['layouts/big-quote.test.tsx', 'layouts/types.d.tsx', 'layouts/.draft.tsx', 'layouts/node_modules/x/index.tsx', 'layouts/.cache/old.vue']);
    const found = findDeckLayouts(root);
    expect([...found.react.keys()]).toEqual([]);
    expect([...found.vue.keys()]).toEqual([]);
  });

  it('does not report a Vue layout already rewritten as React', async () => {
    await files(['layouts/postcard.vue', 'layouts/postcard.tsx', 'layouts/ticket.vue']);
    const found = findDeckLayouts(root);
    expect([...found.react.keys()]).toEqual(['postcard']);
    expect([...found.vue.keys()]).toEqual(['ticket']);
  });
});

describe('vueLayoutWarnings', () => {
  it('says, once per Vue layout, that it is not run, what happens instead and what to do', async () => {
    await files(['talk/layouts/postcard.vue', 'talk/layouts/big-quote.tsx']);
    const warnings = vueLayoutWarnings(findDeckLayouts(path.join(root, 'talk')), root);
    expect(warnings).toEqual([
      {
        file: 'talk/layouts/postcard.vue',
        line: 1,
        kind: 'layout',
        message: 'talk/layouts/postcard.vue is a Vue layout, which this engine does not run: slides using it are laid out with default; rewrite it as talk/layouts/postcard.tsx',
      },
    ]);
  });
});

describe('virtual:deck/layouts', () => {
  it('imports each React layout and maps its name to it', () => {
    const code = deckLayoutsModule(new Map([['big-quote', '/talk/layouts/big-quote.tsx'], ['it"s', '/talk/layouts/it"s.tsx']]));
    expect(code).toContain('import L0 from "/talk/layouts/big-quote.tsx";');
    expect(code).toContain('import L1 from "/talk/layouts/it\\"s.tsx";');
    expect(code).toMatch(/export const deckLayouts = \{\s*"big-quote": L0,\s*"it\\"s": L1,\s*\};/);
  });

  it('is an empty map for a deck without layouts', () => {
    expect(deckLayoutsModule(new Map())).toBe('export const deckLayouts = {\n};');
  });
});

describe('slidevExtrasWarnings', () => {
  it("says, once per file, that Slidev's layers and setup files are not run, and how the deck shows without them", async () => {
    await files(['talk/index.html', 'talk/global-top.vue', 'talk/custom-nav-controls.vue', 'talk/notes.vue', 'talk/setup/shortcuts.ts', 'talk/setup/my-plugin.js', 'talk/setup/types.d.ts']);
    expect(slidevExtrasWarnings(path.join(root, 'talk'), root).map((w) => `${w.kind} ${w.file}:${w.line}: ${w.message}`)).toEqual([
      "feature talk/index.html:1: talk/index.html is Slidev's addition to the page's <head> and <body>, which this engine does not merge: the page is its own, titled by the headmatter's title",
      "feature talk/custom-nav-controls.vue:1: talk/custom-nav-controls.vue is Slidev's custom-nav-controls layer, a Vue component, which this engine does not run: the toolbar has its own buttons only",
      "feature talk/global-top.vue:1: talk/global-top.vue is Slidev's global-top layer, a Vue component, which this engine does not run: nothing is drawn above every slide",
      "feature talk/setup/my-plugin.js:1: talk/setup/my-plugin.js is a Slidev setup file, which this engine does not run: what it sets up is left out",
      "feature talk/setup/shortcuts.ts:1: talk/setup/shortcuts.ts is a Slidev setup file, which this engine does not run: the engine's own keys stay as they are",
    ]);
    expect(slidevExtrasWarnings(path.join(root, 'nowhere'), root)).toEqual([]);
  });
});
