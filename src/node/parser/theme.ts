// The headmatter's `theme:` (src/shared/themes.ts): a theme the engine has gives the deck its fonts
// where the headmatter names none, as a Slidev theme's package defaults do; one it does not have (a
// community theme, a theme folder) is said once, and the deck is drawn in the default look.
import { lookOf, themeOf } from '../../shared/themes.ts';
import type { DeckConfig } from '../../shared/types.ts';
import type { DeckWarning } from '../warnings.ts';

/** The font fields the headmatter's `fonts:` sets itself (the theme's defaults fill in the others). */
function writtenFontFields(fonts: unknown): Set<string> {
  return new Set(typeof fonts === 'object' && fonts !== null && !Array.isArray(fonts) ? Object.keys(fonts) : []);
}

/** Applies the deck's theme to its configuration; the warning for a theme the engine does not have. */
export function applyTheme(config: DeckConfig, writtenFonts: unknown, file: string, line: number): DeckWarning[] {
  const look = lookOf(config.theme);
  const written = writtenFontFields(writtenFonts);
  config.fonts = {
    sans: written.has('sans') ? config.fonts.sans : look.fonts.sans,
    mono: written.has('mono') ? config.fonts.mono : look.fonts.mono,
    weights: written.has('weights') ? config.fonts.weights : look.fonts.weights,
    ...((written.has('italic') ? config.fonts.italic : look.fonts.italic) ? { italic: true } : {}),
  };
  if (themeOf(config.theme)) return [];
  return [{
    file,
    line,
    kind: 'feature',
    message: `headmatter: theme "${config.theme}" is not one this engine has (it has default, seriph and apple-basic): the deck is drawn in the default look (restyle it with a style.css and themeConfig); its layouts are laid out with default`,
  }];
}
