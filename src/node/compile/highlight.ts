// Build-time code highlighting with Shiki: the browser gets coloured HTML and no highlighter.
import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { bundledLanguages, createHighlighter, type Highlighter } from 'shiki';
import { visit } from 'unist-util-visit';
import { codeSteps } from '../parser/clicks.ts';

export const codeThemes = { light: 'vitesse-light', dark: 'vitesse-dark' } as const;

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
 * Rehype plugin: replaces each `pre > code` with Shiki's output. Lines get
 * `data-line` numbers; line-highlight steps (```rust {1|2-4|all}) are kept in
 * `data-steps` for the click-step runtime.
 */
export function rehypeShiki(options: HighlightOptions = {}) {
  return async (tree: Root) => {
    const shiki = await getHighlighter();
    const jobs: Promise<void>[] = [];
    visit(tree, 'element', (node: Element, index, parent) => {
      const code = node.tagName === 'pre' ? node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code') : undefined;
      if (!code || index === undefined || !parent) return;
      const className = ([] as unknown[]).concat(code.properties.className ?? []).map(String);
      const lang = className.find((c) => c.startsWith('language-'))?.slice('language-'.length) ?? '';
      const meta = typeof code.data?.meta === 'string' ? code.data.meta : '';
      const source = toString(code).replace(/\n$/, '');
      jobs.push(
        loadLanguage(shiki, lang, options).then((resolved) => {
          const root = shiki.codeToHast(source, { lang: resolved, themes: codeThemes, defaultColor: false });
          const pre = root.children.find((c): c is Element => c.type === 'element' && c.tagName === 'pre');
          if (!pre) return;
          numberLines(pre);
          pre.properties.dataLang = resolved;
          const steps = codeSteps(meta);
          if (steps.length > 0) pre.properties.dataSteps = steps.join('|');
          if (code.properties.dataClickStart !== undefined) pre.properties.dataClickStart = code.properties.dataClickStart;
          parent.children[index] = pre as ElementContent;
        }),
      );
    });
    await Promise.all(jobs);
  };
}

function numberLines(pre: Element): void {
  let line = 0;
  visit(pre, 'element', (node: Element) => {
    // Shiki writes `class` as a string; other hast tools use a `className` list.
    const classes = [String(node.properties.class ?? ''), ...([] as unknown[]).concat(node.properties.className ?? []).map(String)].join(' ');
    if (classes.split(/\s+/).includes('line')) node.properties.dataLine = ++line;
  });
}
