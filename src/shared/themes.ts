// The looks a deck may choose with `theme:`: the engine's own (`default`, also `none`), and Slidev's
// official `seriph` and `apple-basic`, redrawn in the engine (src/client/slides/themes/). Slidev resolves
// `theme: seriph` to the package `@slidev/theme-seriph`; both spellings name the same look here. Any
// other name is a community theme this engine does not have: the build says so once and the deck
// keeps the default look. Pure, so the build and the browser read the same table.

export const themeIds = ['default', 'seriph', 'apple-basic'] as const;

export type ThemeId = (typeof themeIds)[number];

export interface ThemeFonts {
  sans: string;
  mono: string;
  weights: number[];
  /** Italic faces too (Seriph's body text sets emphasis in a true italic). */
  italic: boolean;
}

export interface ThemeSpec {
  id: ThemeId;
  /** The families a deck gets when its headmatter names none (Slidev: the package's `slidev.defaults.fonts`). */
  fonts: ThemeFonts;
  /** Layouts the theme adds to the ones every deck has (it may also restyle those). */
  layouts: readonly string[];
}

export const themes: Readonly<Record<ThemeId, ThemeSpec>> = {
  default: { id: 'default', fonts: { sans: 'Nunito Sans', mono: 'Fira Code', weights: [200, 400, 600], italic: false }, layouts: [] },
  seriph: { id: 'seriph', fonts: { sans: 'PT Serif', mono: 'PT Mono', weights: [400, 700], italic: true }, layouts: [] },
  'apple-basic': {
    id: 'apple-basic',
    // Keynote's Helvetica Neue, which Slidev takes from the viewer's machine (FONT_STAND_INS draws Arimo where it is missing).
    fonts: { sans: 'Helvetica Neue', mono: 'Fira Code', weights: [400, 500, 700], italic: false },
    layouts: ['intro-image', 'intro-image-right', 'bullets', '3-images'],
  },
};

/**
 * Families Slidev themes take from the viewer's own machine (`fonts.local`), which no @fontsource
 * package brings: drawn where the viewer has them, else the self-hosted family of the same build
 * and widths named here (Arimo is metric-compatible with Helvetica and Arial).
 */
export const FONT_STAND_INS: Readonly<Record<string, string>> = {
  'Helvetica Neue': 'Arimo',
  Helvetica: 'Arimo',
  Arial: 'Arimo',
  'Avenir Next': 'Nunito Sans',
};

/** The engine theme a `theme:` value names (`seriph`, `@slidev/theme-seriph`), or null for one it does not have. */
export function themeOf(name: string | undefined): ThemeId | null {
  const written = (name ?? '').trim();
  if (written === '' || written === 'none') return 'default';
  const short = written.startsWith('@slidev/theme-') ? written.slice('@slidev/theme-'.length) : written;
  return (themeIds as readonly string[]).includes(short) ? (short as ThemeId) : null;
}

/** The look a deck is drawn in: its theme's, or the default for a theme this engine does not have. */
export const lookOf = (name: string | undefined): ThemeSpec => themes[themeOf(name) ?? 'default'];
