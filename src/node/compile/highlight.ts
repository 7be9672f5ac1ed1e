// Build-time code highlighting with Shiki: the browser gets coloured HTML and no highlighter.
import type { Element } from 'hast';
import { type BundledLanguage, bundledLanguages, createHighlighter, type Highlighter, type ThemedToken } from 'shiki';
import { visit } from 'unist-util-visit';

// GitHub's high-contrast themes: every token of the talk's code, comments included, reads at 4.5:1 or
// more on the code background in both schemes (vitesse's comments measured 2.1:1 in light, 2.9:1 in
// dark); tests/unit/code-contrast.test.ts holds them to it.
export const codeThemes = { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' } as const;

let highlighter: Promise<Highlighter> | undefined;

function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({ themes: Object.values(codeThemes), langs: [] });
  return highlighter;
}

export interface HighlightOptions {
  /** Called for a fence whose language Shiki does not know; it is shown as plain text. */
  onUnknownLanguage?: (lang: string) => void;
}

/** Resolves a fence language to one Shiki knows, loading its grammar on demand. */
async function loadLanguage(shiki: Highlighter, lang: string, options: HighlightOptions): Promise<string> {
  if (!lang || lang === 'text' || lang === 'plain') return 'text';
  if (!shiki.getLoadedLanguages().includes(lang)) {
    if (!Object.hasOwn(bundledLanguages, lang)) {
      options.onUnknownLanguage?.(lang);
      return 'text';
    }
    await shiki.loadLanguage(lang as keyof typeof bundledLanguages);
  }
  return lang;
}

/**
 * Highlights one code block: Shiki's `<pre>` with both colour schemes, each line a `span.line`
 * numbered in `data-line`, token colours as classes. A language Shiki does not know is plain text.
 */
export async function highlightCode(source: string, lang: string, options: HighlightOptions = {}): Promise<Element> {
  const shiki = await getHighlighter();
  const resolved = await loadLanguage(shiki, lang, options);
  const root = shiki.codeToHast(source.replace(/\n$/, ''), { lang: resolved, themes: codeThemes, defaultColor: false });
  const pre = root.children.find((c): c is Element => c.type === 'element' && c.tagName === 'pre');
  if (!pre) throw new Error('Shiki returned no <pre>');
  numberLines(pre);
  colourClasses(pre, await palettes());
  pre.properties.dataLang = resolved;
  return pre;
}

/** Shiki's tokens of one code block, in both colour schemes (CSS variables), for Magic Move's keying. */
export async function codeTokens(source: string, lang: string, options: HighlightOptions = {}): Promise<{ tokens: ThemedToken[][]; lang: string }> {
  const shiki = await getHighlighter();
  const resolved = await loadLanguage(shiki, lang, options);
  const { tokens } = shiki.codeToTokens(source, { lang: resolved as BundledLanguage, themes: codeThemes, defaultColor: false });
  return { tokens, lang: resolved };
}

function numberLines(pre: Element): void {
  let line = 0;
  visit(pre, 'element', (node: Element) => {
    // Shiki writes `class` as a string; other hast tools use a `className` list.
    const classes = [String(node.properties.class ?? ''), ...([] as unknown[]).concat(node.properties.className ?? []).map(String)].join(' ');
    if (classes.split(/\s+/).includes('line')) node.properties.dataLine = ++line;
  });
}

/** Each code theme's token colours, lower-case: the colours a token class can stand for. */
async function palettes(): Promise<{ light: Set<string>; dark: Set<string> }> {
  const shiki = await getHighlighter();
  const colours = (name: string) => {
    const theme = shiki.getTheme(name);
    return new Set([theme.fg, ...theme.settings.map((rule) => rule.settings.foreground)].filter((c): c is string => !!c).map((c) => c.toLowerCase()));
  };
  return { light: colours(codeThemes.light), dark: colours(codeThemes.dark) };
}

const tokenClass = (scheme: 'light' | 'dark', colour: string) => `sk${scheme === 'light' ? 'l' : 'd'}-${colour.slice(1)}`;

/**
 * Token colours as classes instead of inline styles (`--shiki-light:#ab5959;--shiki-dark:#cb7676`
 * becomes `skl-ab5959 skd-cb7676`): a code slide has hundreds of tokens, and a class is less
 * to download and far less for the browser to apply than a style per token on each slide change.
 * A token with any other styling keeps its inline style.
 */
function colourClasses(pre: Element, palette: { light: Set<string>; dark: Set<string> }): void {
  visit(pre, 'element', (node: Element) => {
    if (node.tagName !== 'span' || typeof node.properties.style !== 'string') return;
    const declarations = Object.fromEntries(
      node.properties.style.split(';').filter(Boolean).map((d) => d.split(':').map((part) => part.trim().toLowerCase())),
    ) as Record<string, string | undefined>;
    const light = declarations['--shiki-light'];
    const dark = declarations['--shiki-dark'];
    if (Object.keys(declarations).length !== 2 || !light || !dark || !palette.light.has(light) || !palette.dark.has(dark)) return;
    delete node.properties.style;
    node.properties.className = [...([] as unknown[]).concat(node.properties.className ?? []).map(String), tokenClass('light', light), tokenClass('dark', dark)];
  });
}

/** The rules behind the token classes, for the deck's stylesheet. */
export async function codeColourCss(): Promise<string> {
  const palette = await palettes();
  const rules = (scheme: 'light' | 'dark') => [...palette[scheme]].map((colour) => `.${tokenClass(scheme, colour)}{--shiki-${scheme}:${colour}}`);
  return `/* code token colours (${codeThemes.light} / ${codeThemes.dark}) */\n${[...rules('light'), ...rules('dark')].join('\n')}\n`;
}
