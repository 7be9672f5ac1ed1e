// Slidev's fields and typos (parser/slidev-compat.ts): what a deck written for Slidev is told.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseDeck } from '../../src/node/parser/parse.ts';
import { didYouMean } from '../../src/node/parser/slidev-compat.ts';

describe('did you mean', () => {
  it('names the option a typo is closest to, and nothing for a name far from every option', () => {
    const known = ['lineNumbers', 'title', 'codeCopy', 'layout', 'colorSchema'];
    expect(didYouMean('lineNumber', known)).toBe('lineNumbers');
    expect(didYouMean('titel', known)).toBe('title');
    expect(didYouMean('LAYOUT', known)).toBe('layout');
    expect(didYouMean('colourSchema', known)).toBe('colorSchema');
    expect(didYouMean('brandColour', known)).toBeNull();
    expect(didYouMean('x', known)).toBeNull();
  });
});

describe('a deck written for Slidev', () => {
  it('parses whole, with a warning at the line of each field this engine leaves out', () => {
    const deck = parseDeck(readFileSync('tests/fixtures/slidev-deck/slides.md', 'utf8'), 'slides.md');
    expect(deck.slides).toHaveLength(7);
    expect(deck.slides.map((slide) => slide.clicks)).toEqual([0, 0, 4, 1, 2, 0, 0]);
    const said = deck.warnings.map((w) => `${w.line}: ${w.message.split(',')[0]}`);
    expect(said).toEqual([
      '4: headmatter: "author" is a Slidev option this engine does not support',
      '5: headmatter: "keywords" is a Slidev option this engine does not support',
      '8: headmatter: "mdc" is a Slidev option this engine does not support',
      '9: headmatter: "htmlAttrs" is a Slidev option this engine does not support',
      '12: headmatter: "export" is a Slidev option this engine does not support',
    ]);
    // Seriph is one of the engine's themes, and transitions are drawn: neither is said.
    expect(deck.config.theme).toBe('seriph');
    expect(deck.config.transition).toBe('slide-left');
    expect(deck.warnings.every((w) => w.file === 'slides.md')).toBe(true);
  });

  it('is told of a frontmatter key that looks like a typo of one this engine reads', () => {
    const deck = parseDeck('# One\n\n---\nlayuot: two-cols\n---\n\n# Two\n', 'slides.md');
    expect(deck.warnings).toEqual([{ file: 'slides.md', line: 4, kind: 'field', message: 'slide 2: unknown field "layuot", ignored: did you mean "layout"?' }]);
  });
});

describe('headmatter Slidev accepts never stops a build', () => {
  const deck = (headmatter: string) => parseDeck(`---\n${headmatter}\n---\n\n# One\n`, 'slides.md');
  const said = (headmatter: string) => deck(headmatter).warnings.map((w) => `${w.line}: ${w.message}`);

  it('download: a URL is where the Download PDF link goes; true, "true" and "auto" print the PDF', () => {
    expect(deck('download: https://example.com/talk.pdf').config.download).toBe('https://example.com/talk.pdf');
    expect(deck('download: ./talk.pdf').config.download).toBe('./talk.pdf');
    for (const on of ['true', "'true'", 'auto']) expect(deck(`download: ${on}`).config.download).toBe(true);
    expect(deck('download: false').config.download).toBe(false);
    expect(deck('download: https://example.com/talk.pdf').warnings).toEqual([]);
  });

  it('a theme\'s own fields are kept for it, with one note naming them all', () => {
    const { config, slides, warnings } = deck('title: Talk\ndate: 26 June 2023\nauthorAvatar: /me.png\nlogo: /logo.svg');
    expect(config.headmatter).toEqual({ title: 'Talk', date: '26 June 2023', authorAvatar: '/me.png', logo: '/logo.svg' });
    expect(slides[0]?.frontmatter).toEqual({ date: '26 June 2023', authorAvatar: '/me.png', logo: '/logo.svg' });
    expect(warnings).toEqual([{
      file: 'slides.md',
      line: 3,
      kind: 'field',
      message: 'headmatter: "date", "authorAvatar" and "logo" are not options of this engine: kept for the theme and layouts ($slidev.configs, the first slide\'s frontmatter), unused by the engine itself',
    }]);
  });

  it('values Slidev accepts that this engine cannot honour are read as the nearest it can, and said', () => {
    expect(deck('highlighter: prism').config.highlighter).toBe('shiki');
    expect(said('highlighter: prism')).toEqual(['2: headmatter: "highlighter: prism" is not available here: code is highlighted with Shiki']);
    expect(deck('routerMode: history').config.routerMode).toBe('hash');
    expect(said('routerMode: history')).toEqual(['2: headmatter: "routerMode: history" is read as hash: slides are addressed as #/3']);
    expect(deck('colorSchema: all').config.colorSchema).toBe('auto');
    expect(said('colorSchema: all')).toEqual([]);
    expect(deck('remoteAssets: build').config.remoteAssets).toBe(true);
    expect(deck('remoteAssets: dev').config.remoteAssets).toBe(false);
    expect(deck('info: true').config.info).toBe(false);
    expect(deck('exportFilename: null').config.exportFilename).toBe('slides-export');
    expect(deck('aspectRatio: 4x3').config.aspectRatio).toBeCloseTo(4 / 3);
    expect(deck('title: 2024').config.title).toBe('2024');
  });

  it('fonts: a list or fallbacks give the first family; Slidev\'s other font options are named once', () => {
    const { config, warnings } = deck("fonts:\n  sans: 'Inter, sans-serif'\n  serif: Roboto Slab\n  mono: [Fira Code, monospace]\n  weights: ['300', 600]\n  provider: none");
    expect(config.fonts).toEqual({ sans: 'Inter', mono: 'Fira Code', weights: [300, 600] });
    expect(warnings.map((w) => w.message)).toEqual([
      'headmatter: fonts.serif, fonts.provider: Slidev options this engine does not use, ignored: fonts are self-hosted from the @fontsource packages named by fonts.sans and fonts.mono',
    ]);
  });

  it('drawings: enabled dev/build and persist to a folder are read as this engine has them', () => {
    const { config, warnings } = deck('drawings:\n  enabled: build\n  persist: .slidev/drawings');
    expect(config.drawings).toEqual({ enabled: true, persist: true, presenterOnly: false, syncAll: true });
    expect(warnings).toHaveLength(2);
  });

  it('themeConfig: values become CSS variables; a nested one stays for the theme alone', () => {
    const { config, warnings } = deck("themeConfig:\n  primary: '#123456'\n  radius: 4\n  logo:\n    src: /logo.svg");
    expect(config.themeConfig).toEqual({ primary: '#123456', radius: '4' });
    expect(config.headmatter.themeConfig).toEqual({ primary: '#123456', radius: 4, logo: { src: '/logo.svg' } });
    expect(warnings.map((w) => w.message)).toEqual(['headmatter: "themeConfig.logo" is not a single value: kept for the theme, but no --deck-theme-logo variable']);
  });

  it('Slidev options this engine does not do are each said once, by name', () => {
    expect(said('remote: true\npwa: true')).toEqual([
      '2: headmatter: "remote" is a Slidev option this engine does not support, ignored: live sync is always on with `deck serve`; the presenter password is given with --password',
      '3: headmatter: "pwa" is a Slidev option this engine does not support, ignored: the build always works offline once loaded',
    ]);
  });

  it('values no Slidev deck could mean still stop, with the field and what it takes', () => {
    expect(() => deck('canvasWidth: wide')).toThrow('slides.md:2: headmatter: "canvasWidth" must be a positive number, got "wide"');
    expect(() => deck('date: 2023-02-30')).toThrow('date resolve error');
  });
});
