// The deck's fonts: self-hosted from Fontsource packages; a family the talk names but has not
// installed is said, and the engine's own is drawn after it in the stack (never a CDN, never a stop).
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/node/parser/config.ts';
import { deckStyle, usedFonts } from '../../src/node/vite-plugin.ts';

describe('deck fonts', () => {
  it('imports the named families from their Fontsource packages', () => {
    const css = deckStyle(defaultConfig, process.cwd());
    expect(css).toMatch(/@import ".*@fontsource\/nunito-sans\/latin-400\.css";/);
    expect(css).toMatch(/@import ".*@fontsource\/fira-code\/latin-400\.css";/);
    expect(css).toContain("--deck-font-sans: 'Nunito Sans', system-ui, sans-serif;");
  });

  it('says a family that is not installed and draws the engine\'s own after it', () => {
    const config = { ...defaultConfig, fonts: { ...defaultConfig.fonts, sans: 'DM Sans' } };
    const missing: string[] = [];
    const css = deckStyle(config, process.cwd(), (family, pkg, instead) => missing.push(`${family} ${pkg} ${instead}`));
    expect(missing).toEqual(['DM Sans @fontsource/dm-sans Nunito Sans']);
    expect(css).toContain("--deck-font-sans: 'DM Sans', 'Nunito Sans', system-ui, sans-serif;");
    expect(css).not.toContain('dm-sans');
    expect(usedFonts(config, process.cwd())).toEqual({ sans: 'Nunito Sans', mono: 'Fira Code' });
  });
});
