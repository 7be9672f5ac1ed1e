// What a deck's theme adds to the app, chosen at build time so a deck pays only for its own look
// (served by the deck's Vite plugin, vite-plugin.ts, as virtual:deck/theme): its theme's layouts (and,
// imported with them, its stylesheet), from src/client/slides/themes/<theme>/; the default theme adds nothing.
import path from 'node:path';
import { lookOf } from '../shared/themes.ts';
import type { DeckConfig } from '../shared/types.ts';
import { clientDir } from './paths.ts';

/** The import id, and the resolved id ('\0deck…': the dev server's deck reload invalidates it). */
export const THEME = { id: 'virtual:deck/theme', resolved: '\0deck-theme' } as const;

const posix = (file: string) => file.split(path.sep).join('/');

/** The code of virtual:deck/theme: `themeLayouts`, the theme's layouts by name. */
export function themeModule(config: Pick<DeckConfig, 'theme'>): string {
  const look = lookOf(config.theme);
  if (look.id === 'default') return 'export const themeLayouts = {};\n';
  return `export { themeLayouts } from ${JSON.stringify(posix(path.join(clientDir, 'slides', 'themes', look.id, 'index.ts')))};\n`;
}
