// The deck's own layouts: `layouts/*.tsx` (or .jsx) beside its Markdown, each a React component taking
// LayoutProps, known by its file's name (`layouts/big-quote.tsx` → `layout: big-quote`) and overriding
// a built-in of that name, as Slidev lets a deck do. Slidev's own layouts are Vue (`layouts/*.vue`):
// they are found too, so the build can say they are not run, but never loaded.
import path from 'node:path';
import { findDeckPieces } from './deck-folder.ts';
import type { DeckWarning } from './warnings.ts';

export interface DeckLayouts {
  /** Layout name → absolute path of its React component. */
  react: Map<string, string>;
  /** Layout name → absolute path of a Vue layout that has no React one of the same name. */
  vue: Map<string, string>;
}

/** The folder of a deck's own layouts, `layouts/` beside its Markdown file. */
export const layoutsDir = (root: string): string => path.join(root, 'layouts');

/** The layouts in `<root>/layouts/` and its subfolders, as Slidev finds them (deck-folder.ts): a file's name is the layout's. */
export const findDeckLayouts = (root: string): DeckLayouts => findDeckPieces(layoutsDir(root));

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
