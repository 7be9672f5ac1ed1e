// A talk's folder of its own pieces (components/, layouts/), read as Slidev reads them: each file is
// known by its name, not its folder; files directly in the folder come before those in subfolders and
// the first of a name wins; tests, declaration files, dotfiles and node_modules are not pieces. React
// files (.tsx/.jsx) are used; Vue ones (.vue) are only found, so the build can say they are not run.
import { readdirSync, type Dirent } from 'node:fs';
import path from 'node:path';

export interface DeckPieces {
  /** Name → absolute path of its React file. */
  react: Map<string, string>;
  /** Name → absolute path of a Vue file that has no React one of the same name. */
  vue: Map<string, string>;
}

const REACT = /\.[jt]sx$/;
const VUE = /\.vue$/;

function entries(dir: string): Dirent[] {
  try {
    return readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  } catch {
    return []; // no such folder: the talk has none of its own
  }
}

/** The pieces under `dir`, each named by `nameOf(file name without extension)` (undefined: skipped). */
export function findDeckPieces(dir: string, nameOf: (base: string) => string | undefined = (base) => base): DeckPieces {
  const react = new Map<string, string>();
  const vue = new Map<string, string>();
  const walk = (folder: string) => {
    const found = entries(folder);
    for (const entry of found) {
      if (!entry.isFile() || entry.name.startsWith('.') || /\.(test|spec|d)\.[jt]sx?$/.test(entry.name)) continue;
      const name = nameOf(entry.name.replace(/\.[^.]+$/, ''));
      if (!name) continue;
      const file = path.join(folder, entry.name);
      if (REACT.test(entry.name) && !react.has(name)) react.set(name, file);
      else if (VUE.test(entry.name) && !vue.has(name)) vue.set(name, file);
    }
    for (const entry of found) if (entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules') walk(path.join(folder, entry.name));
  };
  walk(dir);
  // A Vue piece already rewritten for React is not the talk's concern any more.
  for (const name of react.keys()) vue.delete(name);
  return { react, vue };
}
