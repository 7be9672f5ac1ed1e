// Where the engine's own files are, and how a base path is written: what the build, the server and
// the exporter all need, without loading Vite or the compiler.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The engine: its source (src/) and its lock file, wherever the talk lives. This module is
 * src/node/paths.ts, or lib/node/paths.js once compiled (scripts/compile-engine.mjs): two folders
 * down from the engine either way.
 */
export const engineDir = path.resolve(fileURLToPath(import.meta.url), '..', '..', '..');

/** The browser app's folder (Vite's root for a deck): always source, which Vite compiles. */
export const clientDir = path.join(engineDir, 'src', 'client');

export function normaliseBase(base: string): string {
  if (/^(https?:)?\/\//.test(base) || base === './') return base.endsWith('/') ? base : `${base}/`;
  return `/${base}/`.replace(/\/{2,}/g, '/');
}
