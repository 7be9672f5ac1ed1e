// Vite plugin: the deck's own layouts (src/node/deck-layouts.ts) as `virtual:deck/layouts`, a map
// layout name → component that the client's layoutFor consults before its built-ins. The components
// are imported at once, not lazily, as Slidev does: a layout is a few lines, used by slides anywhere in
// the deck, and the pre-rendered first slide (rendered in Node, without waiting) may be one of them.
import path from 'node:path';
import type { Plugin } from 'vite';
import { findDeckLayouts, layoutsDir } from './deck-layouts.ts';
import { watchLater } from './watch-later.ts';

const ID = 'virtual:deck/layouts';
const RESOLVED = '\0deck-layouts';

/** The module's code: one import per React layout, and the map. */
export function deckLayoutsModule(react: ReadonlyMap<string, string>): string {
  const names = [...react.keys()];
  return [
    ...names.map((name, i) => `import L${i} from ${JSON.stringify(react.get(name)?.split(path.sep).join('/'))};`),
    `export const deckLayouts = {${names.map((name, i) => `\n  ${JSON.stringify(name)}: L${i},`).join('')}\n};`,
  ].join('\n');
}

/** `talkRoot`: the folder that holds the deck's Markdown file (its layouts/ is beside it). */
export function deckLayoutsPlugin(talkRoot: string): Plugin {
  const dir = layoutsDir(talkRoot);
  return {
    name: 'deck-layouts',
    enforce: 'pre',
    // One React for the engine and the deck's layouts, wherever the talk's folder is.
    config: () => ({ resolve: { dedupe: ['react', 'react-dom'] } }),
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      return deckLayoutsModule(findDeckLayouts(talkRoot).react);
    },
    configureServer(server) {
      // A layout added or removed: the map changes (a change inside one is React's hot reload).
      const changed = (file: string) => {
        if (file !== dir && (!file.startsWith(dir + path.sep) || !/\.([jt]sx|vue)$/.test(file))) return;
        const module = server.moduleGraph.getModuleById(RESOLVED);
        if (module) server.moduleGraph.invalidateModule(module);
        server.ws.send({ type: 'full-reload' });
      };
      watchLater(server, dir, changed);
      server.watcher.on('add', changed);
      server.watcher.on('unlink', changed);
    },
  };
}
