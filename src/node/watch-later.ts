// Watching files and folders of a talk that may not exist yet (components/, layouts/, uno.config.ts…).
// Vite's watcher (chokidar) keeps only one such missing path per folder, so a second one added beside
// it is never seen; a folder's own platform watcher notices each name as it appears, and Vite's
// watcher is given the path from then on.
import { existsSync, type FSWatcher, watch } from 'node:fs';
import path from 'node:path';
import type { ViteDevServer } from 'vite';

const watchers = new WeakMap<ViteDevServer, Map<string, { names: Map<string, Set<(file: string) => void>>; fs: FSWatcher | null }>>();

/**
 * Has Vite's watcher watch `file` once it exists, and calls `appeared(file)` when it comes into being
 * while the server runs (files already inside a folder that appears give no `add` event of their own).
 */
export function watchLater(server: ViteDevServer, file: string, appeared: (file: string) => void = () => {}): void {
  if (existsSync(file)) {
    server.watcher.add(file);
    return;
  }
  const dir = path.dirname(file);
  let folders = watchers.get(server);
  if (!folders) watchers.set(server, (folders = new Map()));
  let folder = folders.get(dir);
  if (!folder) {
    const entry = { names: new Map<string, Set<(file: string) => void>>(), fs: null as FSWatcher | null };
    folders.set(dir, (folder = entry));
    try {
      entry.fs = watch(dir, { persistent: false }, (_event, name) => {
        const callbacks = name ? entry.names.get(name.toString()) : undefined;
        const full = path.join(dir, name?.toString() ?? '');
        if (!callbacks || !existsSync(full)) return;
        entry.names.delete(name?.toString() ?? '');
        server.watcher.add(full);
        for (const callback of callbacks) callback(full);
      });
      server.httpServer?.once('close', () => entry.fs?.close());
    } catch {
      // The folder itself is missing or unreadable: nothing can appear in it that we could see.
    }
  }
  const name = path.basename(file);
  const callbacks = folder.names.get(name) ?? new Set();
  callbacks.add(appeared);
  folder.names.set(name, callbacks);
}
