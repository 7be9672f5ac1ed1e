// The deck's fonts: self-hosted from Fontsource packages; a family the talk names but has not
// installed is said, and the engine's own is drawn after it in the stack (never a CDN, never a stop).
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/node/parser/config.ts';
import { fallbackFace } from '../../src/node/font-fallback.ts';
import { deckStyle, usedFonts } from '../../src/node/vite-plugin.ts';

describe('deck fonts', () => {
  it('imports the named families from their Fontsource packages', async () => {
    const css = await deckStyle(defaultConfig, process.cwd());
    expect(css).toMatch(/@import ".*@fontsource\/nunito-sans\/latin-400\.css";/);
    expect(css).toMatch(/@import ".*@fontsource\/fira-code\/latin-400\.css";/);
    expect(css).toContain("--deck-font-sans: 'Nunito Sans', 'Nunito Sans fallback', system-ui, sans-serif;");
  });

  it('draws the text font\'s stand-in, until its file arrives, from Arial or a face of its metrics, scaled to the font\'s', async () => {
    const css = await deckStyle(defaultConfig, process.cwd());
    const face = /@font-face \{\s*font-family: 'Nunito Sans fallback';[^}]*\}/.exec(css)?.[0] ?? '';
    expect(face).toContain("src: local('Arial'), local('Liberation Sans'), local('Arimo');");
    expect(face).toContain('font-weight: 100 549;');
    // Semibold and bold text in Arial's own bold: the browser's bold made from the regular is heavier.
    expect(css).toMatch(/font-family: 'Nunito Sans fallback';\s*src: local\('Arial Bold'\)[^;]*local\('Liberation Sans Bold'\)[^;]*;\s*font-weight: 550 900;/);
    // Read off the two fonts' files: Nunito Sans's average latin letter is about Arial's (1.4% wider),
    // its ascent about the same, its descent deeper (Arial's is 21% of its size).
    const value = (name: string) => Number(new RegExp(`${name}: ([\\d.]+)%`).exec(face)?.[1]);
    expect(value('size-adjust')).toBeCloseTo(101.4, 0);
    expect(value('ascent-override')).toBeCloseTo(99.7, 0);
    expect(value('descent-override')).toBeCloseTo(34.8, 0);
  });

  it('matches widths on the average and heights exactly', () => {
    const arial = { ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048, xWidthAvg: 904 };
    const font = { ascent: 1000, descent: -250, lineGap: 0, unitsPerEm: 1000, xWidthAvg: 441.4 };
    const face = fallbackFace('Sample', font, arial, ['Arial'], '100 549');
    // 441.4/1000 over 904/2048 is 1: the same average width, so no scaling; the heights are the font's own.
    expect(face).toContain('size-adjust: 100.00%;');
    expect(face).toContain('ascent-override: 100.00%;');
    expect(face).toContain('descent-override: 25.00%;');
    expect(face).toContain('line-gap-override: 0.00%;');
    expect(face).toContain("src: local('Arial');");
    expect(face).toContain('font-weight: 100 549;');
  });

  it('says a family that is not installed and draws the engine\'s own after it', async () => {
    const config = { ...defaultConfig, fonts: { ...defaultConfig.fonts, sans: 'DM Sans' } };
    const missing: string[] = [];
    const css = await deckStyle(config, process.cwd(), (family, pkg, instead) => missing.push(`${family} ${pkg} ${instead}`));
    expect(missing).toEqual(['DM Sans @fontsource/dm-sans Nunito Sans']);
    expect(css).toContain("--deck-font-sans: 'DM Sans', 'Nunito Sans', 'Nunito Sans fallback', system-ui, sans-serif;");
    expect(css).not.toContain('dm-sans');
    expect(usedFonts(config, process.cwd())).toEqual({ sans: 'Nunito Sans', mono: 'Fira Code' });
  });
});
