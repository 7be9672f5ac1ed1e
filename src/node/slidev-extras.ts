// Slidev's other files beside a deck's Markdown, which this engine does not run: an `index.html` to
// merge into the page, its layers (Vue components drawn above or below the slides, or in the
// navigation bar) and its `setup/` files (code against Slidev's own app and its libraries). Each is
// said at build time, naming the file, with what the deck does without it; the deck builds and shows
// as if it were not there.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { DeckWarning } from './warnings.ts';

/** Slidev's layer files, and how the deck looks without each. */
const LAYERS: Record<string, string> = {
  'global-top': 'nothing is drawn above every slide',
  'global-bottom': 'nothing is drawn below every slide',
  'slide-top': 'nothing is drawn above each slide',
  'slide-bottom': 'nothing is drawn below each slide',
  'custom-nav-controls': 'the toolbar has its own buttons only',
};

/** Slidev's setup files by name, and what the deck does without each. */
const SETUPS: Record<string, string> = {
  main: 'what it adds to the app is left out',
  root: 'what it adds to the app is left out',
  routes: 'no pages are added',
  shortcuts: "the engine's own keys stay as they are",
  'context-menu': 'there is no context menu',
  mermaid: "diagrams are drawn with Mermaid's defaults",
  katex: "formulas are typeset with KaTeX's defaults",
  shiki: "code is highlighted with the deck's own themes",
  monaco: "editors open with Monaco's defaults",
  'code-runners': '{monaco-run} runs TypeScript and JavaScript, as without it',
  preparser: 'the Markdown is read as written',
  transformers: 'the Markdown is read as written',
  'vite-plugins': 'its plugins are left out (a vite.config.ts is read)',
  unocss: 'UnoCSS is set up as Slidev sets it up by default (a uno.config.ts is read)',
};

const names = (dir: string): string[] => {
  try {
    return readdirSync(dir).sort();
  } catch {
    return []; // no such folder
  }
};

/** One warning per Slidev layer or setup file beside the deck's Markdown (in `deckDir`), named relative to `projectRoot`. */
export function slidevExtrasWarnings(deckDir: string, projectRoot: string): DeckWarning[] {
  const shown = (file: string) => path.relative(projectRoot, file).split(path.sep).join('/');
  const warning = (file: string, message: string): DeckWarning => ({ file: shown(file), line: 1, kind: 'feature', message: `${shown(file)} ${message}` });
  const beside = names(deckDir);
  const layers = beside
    .map((name) => name.replace(/\.vue$/, ''))
    .filter((layer) => Object.hasOwn(LAYERS, layer) && beside.includes(`${layer}.vue`))
    .map((layer) => warning(path.join(deckDir, `${layer}.vue`), `is Slidev's ${layer} layer, a Vue component, which this engine does not run: ${LAYERS[layer]}`));
  const page = beside.includes('index.html')
    ? [warning(path.join(deckDir, 'index.html'), "is Slidev's addition to the page's <head> and <body>, which this engine does not merge: the page is its own, titled by the headmatter's title")]
    : [];
  const setupDir = path.join(deckDir, 'setup');
  const setups = names(setupDir)
    .filter((name) => /\.[mc]?[jt]s$/.test(name) && !/\.d\.[mc]?ts$/.test(name))
    .map((name) => warning(path.join(setupDir, name), `is a Slidev setup file, which this engine does not run: ${SETUPS[name.replace(/\.[^.]+$/, '')] ?? 'what it sets up is left out'}`));
  return [...page, ...layers, ...setups];
}
