// Themes (src/shared/themes.ts, src/node/parser/theme.ts, src/node/theme-module.ts): which look a
// `theme:` names, the fonts a theme gives a deck that names none, the layouts it adds, the warning for
// a theme the engine does not have, the module the build serves for it, and the contrast of the
// look the Slidev themes share.
import { readFileSync } from 'node:fs';
import { createHighlighter } from 'shiki';
import { describe, expect, it } from 'vitest';
import { codeThemes } from '../../src/node/compile/highlight.ts';
import { defaultConfig } from '../../src/node/parser/config.ts';
import { parseDeck } from '../../src/node/parser/parse.ts';
import { themeModule } from '../../src/node/theme-module.ts';
import { deckStyle, usedFonts } from '../../src/node/vite-plugin.ts';
import { lookOf, themeOf } from '../../src/shared/themes.ts';
import { contrastRatio } from '../support/contrast.ts';

const deck = (headmatter: string, body = '# One\n') => parseDeck(`---\n${headmatter}\n---\n\n${body}`, 'slides.md');

describe('theme names', () => {
  it('are the engine\'s themes by their short name or their package\'s, as Slidev takes them', () => {
    expect(themeOf('seriph')).toBe('seriph');
    expect(themeOf('@slidev/theme-seriph')).toBe('seriph');
    expect(themeOf('apple-basic')).toBe('apple-basic');
    expect(themeOf('@slidev/theme-apple-basic')).toBe('apple-basic');
    expect(themeOf('@slidev/theme-default')).toBe('default');
    for (const plain of ['default', 'none', '', undefined]) expect(themeOf(plain)).toBe('default');
  });

  it('of anything else are themes the engine does not have, drawn in the default look', () => {
    for (const other of ['penguin', 'slidev-theme-seriph', '@acme/slidev-theme-harbour', './my-theme', 'Seriph']) {
      expect(themeOf(other), other).toBeNull();
      expect(lookOf(other).id).toBe('default');
    }
  });
});

describe('a deck\'s theme', () => {
  it('seriph gives its fonts (PT Serif and PT Mono, 400 and 700, italics) where the headmatter names none, and no warning', () => {
    const { config, warnings } = deck('theme: seriph');
    expect(config.fonts).toEqual({ sans: 'PT Serif', mono: 'PT Mono', weights: [400, 700], italic: true });
    expect(warnings).toEqual([]);
  });

  it('gives way to the fonts the headmatter names, field by field', () => {
    const { config } = deck("theme: '@slidev/theme-seriph'\nfonts:\n  sans: Nunito Sans\n  italic: false");
    expect(config.fonts).toEqual({ sans: 'Nunito Sans', mono: 'PT Mono', weights: [400, 700] });
  });

  it('apple-basic gives Helvetica Neue, which the viewer\'s machine may have: Arimo is drawn where it does not, without a warning', async () => {
    const { config } = deck('theme: apple-basic');
    expect(config.fonts.sans).toBe('Helvetica Neue');
    expect(usedFonts(config, process.cwd())).toEqual({ sans: 'Arimo', mono: 'Fira Code' });
    const missing: string[] = [];
    const css = await deckStyle(config, process.cwd(), (family) => missing.push(family));
    expect(missing).toEqual([]);
    expect(css).toContain("--deck-font-sans: 'Helvetica Neue', 'Arimo', 'Arimo fallback', system-ui, sans-serif;");
    expect(css).toMatch(/@import ".*@fontsource\/arimo\/latin-700\.css";/);
  });

  it('self-hosts the italic faces when the fonts ask for them', async () => {
    const { config } = deck('theme: seriph');
    const css = await deckStyle(config, process.cwd());
    for (const face of ['400', '400-italic', '700', '700-italic']) expect(css).toMatch(new RegExp(`@import ".*@fontsource/pt-serif/latin-${face}\\.css";`));
    expect(css).toMatch(/@import ".*@fontsource\/pt-mono\/latin-400\.css";/);
    expect(css).toContain("--deck-font-sans: 'PT Serif', 'PT Serif fallback', system-ui, sans-serif;");
  });

  it('the default theme leaves the engine\'s fonts, and the configuration, as they were', () => {
    expect(deck('theme: default').config.fonts).toEqual(defaultConfig.fonts);
    expect(deck('title: x').config.fonts).toEqual(defaultConfig.fonts);
  });

  it('a theme the engine does not have is said once, at its line, and the deck keeps the default look and fonts', () => {
    const { config, warnings } = deck('title: Harbour\ntheme: penguin', '# One\n\n---\nlayout: intro-image\n---\n\n# Two\n');
    expect(config.theme).toBe('penguin');
    expect(config.fonts).toEqual(defaultConfig.fonts);
    expect(warnings.map((w) => `${w.line}: ${w.kind}: ${w.message}`)).toEqual([
      '3: feature: headmatter: theme "penguin" is not one this engine has (it has default, seriph and apple-basic): the deck is drawn in the default look (restyle it with a style.css and themeConfig); its layouts are laid out with default',
      '9: layout: slide 2: layout "intro-image" is neither built in nor one of the deck\'s own (layouts/): the slide is laid out with default (it is the apple-basic theme\'s: `theme: apple-basic` in the headmatter)',
    ]);
  });

  it('apple-basic\'s layouts are layouts its slides may name', () => {
    const body = ['intro-image', 'intro-image-right', 'bullets', '3-images', 'image-right'].map((layout) => `---\nlayout: ${layout}\n---\n\n# ${layout}\n`).join('\n');
    const { slides, warnings } = deck('theme: apple-basic', `# One\n\n${body}`);
    expect(slides.map((slide) => slide.layout)).toEqual(['cover', 'intro-image', 'intro-image-right', 'bullets', '3-images', 'image-right']);
    expect(warnings).toEqual([]);
  });
});

describe('the theme module', () => {
  it('adds nothing for the default look, and the theme\'s layouts (with its stylesheet) for the others', () => {
    expect(themeModule({ theme: 'default' })).toBe('export const themeLayouts = {};\n');
    expect(themeModule({ theme: 'penguin' })).toBe('export const themeLayouts = {};\n');
    expect(themeModule({ theme: '@slidev/theme-seriph' })).toMatch(/^export \{ themeLayouts \} from ".*\/src\/client\/slides\/themes\/seriph\/index\.ts";\n$/);
    expect(themeModule({ theme: 'apple-basic' })).toContain('/src/client/slides/themes/apple-basic/index.ts');
  });
});

describe('Slidev\'s look (the Seriph and Apple Basic themes), read from the back of the room', () => {
  const css = readFileSync('src/client/slides/themes/slidev-look.css', 'utf8');
  const property = (scheme: 'light' | 'dark', name: string) => {
    const block = css.split(scheme === 'light' ? ':root {' : 'html.dark {')[1]?.split('}')[0] ?? '';
    const value = new RegExp(`${name}:\\s*(#[0-9a-f]{3,6})\\b`, 'i').exec(block)?.[1] ?? '';
    return value.length === 4 ? `#${[...value.slice(1)].map((c) => c + c).join('')}` : value.toLowerCase();
  };

  it.each(['light', 'dark'] as const)('%s: every code token colour at 4.5:1 on its code background, dimmed lines at 3:1, quiet text at 4.5:1', async (scheme) => {
    // The tokens of real code: the talk's fences (Rust, SQL, TOML, shell…) and the Seriph fixture's TypeScript.
    const sources = [readFileSync('talk/slides.md', 'utf8'), readFileSync('tests/fixtures/slidev-theme-seriph/slides.md', 'utf8')];
    const fences = sources.flatMap((text) => [...text.matchAll(/^```(\w+)[^\n]*\n([\s\S]*?)^```/gm)].map((m) => ({ lang: m[1] ?? 'text', code: m[2] ?? '' })));
    const shiki = await createHighlighter({ themes: [codeThemes[scheme]], langs: [...new Set(fences.map((f) => f.lang))] });
    const colours = new Set(fences.flatMap(({ lang, code }) => shiki.codeToTokens(code, { lang: lang as never, theme: codeThemes[scheme] }).tokens.flat().filter((token) => token.content.trim()).map((token) => (token.color ?? '').slice(0, 7).toLowerCase())));
    expect(colours.size).toBeGreaterThan(5);
    const background = property(scheme, '--deck-code-bg');
    expect(background).toMatch(/^#[0-9a-f]{6}$/);
    expect([...colours].filter((colour) => contrastRatio(colour, background) < 4.5)).toEqual([]);
    expect(contrastRatio(property(scheme, '--deck-code-dim'), background)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(property(scheme, '--deck-muted'), property(scheme, '--deck-bg'))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(property(scheme, '--deck-fg'), property(scheme, '--deck-bg'))).toBeGreaterThanOrEqual(7);
  });
});
