// The deck's own layouts: `layouts/*.tsx` (or .jsx) beside its Markdown, each a React component taking
// LayoutProps, known by its file's name (`layouts/big-quote.tsx` → `layout: big-quote`) and overriding
// a built-in of that name, as Slidev lets a deck do. Slidev's own layouts are Vue (`layouts/*.vue`):
// they are found too, so the build can say they are not run, but never loaded.
import { readdirSync, type Dirent } from 'node:fs';
import path from 'node:path';
import type { DeckWarning } from './warnings.ts';

export interface DeckLayouts {
  /** Layout name → absolute path of its React component. */
  react: Map<string, string>;
  /** Layout name → absolute path of a Vue layout that has no React one of the same name. */
  vue: Map<string, string>;
}

const REACT = /\.[jt]sx$/;
const VUE = /\.vue$/;

/** The folder of a deck's own layouts, `layouts/` beside its Markdown file. */
export const layoutsDir = (root: string): string => path.join(root, 'layouts');

function entries(dir: string): Dirent[] {
  try {
    return readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  } catch {
    return []; // no layouts/ folder: the deck has none of its own
  }
}

/**
 * The layouts in `<root>/layouts/` and its subfolders, as Slidev finds them (a file's name, not its
 * folder, is the layout's name). Files directly in layouts/ come before those in subfolders, and the
 * first of a name wins; test files, declaration files and dotfiles are not layouts.
 */
export function findDeckLayouts(root: string): DeckLayouts {
  const react = new Map<string, string>();
  const vue = new Map<string, string>();
  const walk = (dir: string) => {
    const found = entries(dir);
    for (const entry of found) {
      if (!entry.isFile() || entry.name.startsWith('.') || /\.(test|spec|d)\.[jt]sx?$/.test(entry.name)) continue;
      const file = path.join(dir, entry.name);
      const name = entry.name.replace(/\.[^.]+$/, '');
      if (REACT.test(entry.name) && !react.has(name)) react.set(name, file);
      else if (VUE.test(entry.name) && !vue.has(name)) vue.set(name, file);
    }
    for (const entry of found) if (entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules') walk(path.join(dir, entry.name));
  };
  walk(layoutsDir(root));
  // A Vue layout already rewritten for React is not the deck's concern any more.
  for (const name of react.keys()) vue.delete(name);
  return { react, vue };
}

/** One warning per Vue layout, naming its file as the speaker would open it (relative to `projectRoot`). */
export function vueLayoutWarnings(layouts: DeckLayouts, projectRoot: string): DeckWarning[] {
  return [...layouts.vue.values()].map((file) => {
    const shown = path.relative(projectRoot, file).split(path.sep).join('/');
    const rewrite = shown.replace(/\.vue$/, '.tsx');
    return {
      file: shown,
      line: 1,
      kind: 'layout',
      message: `${shown} is a Vue layout, which this engine does not run: slides using it are laid out with default; rewrite it as ${rewrite}`,
    };
  });
}
