// Whether the optional monaco-editor package (about 100 MB) is installed: only decks that edit or run
// code live install it. A module of its own so a test can say it is not there.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { engineDir } from '../paths.ts';

let found: boolean | undefined;

export function monacoInstalled(): boolean {
  if (found === undefined) {
    // Where Node would look for it from the engine (its exports hide package.json from require.resolve).
    const folders = engineDir.split(path.sep).map((_, i, parts) => parts.slice(0, parts.length - i).join(path.sep) || path.sep);
    found = folders.some((dir) => existsSync(path.join(dir, 'node_modules', 'monaco-editor', 'package.json')));
  }
  return found;
}
