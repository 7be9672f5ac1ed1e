// Where the engine's own files are, and how a base path is written: what the build, the server and
// the exporter all need, without loading Vite or the compiler.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The browser app's folder (Vite's root for a deck). */
export const clientDir = fileURLToPath(new URL('../client', import.meta.url));

/** The engine: its source (src/) and its lock file, wherever the talk lives. */
export const engineDir = path.resolve(clientDir, '..', '..');

export function normaliseBase(base: string): string {
  if (/^(https?:)?\/\//.test(base) || base === './') return base.endsWith('/') ? base : `${base}/`;
  return `/${base}/`.replace(/\/{2,}/g, '/');
}
