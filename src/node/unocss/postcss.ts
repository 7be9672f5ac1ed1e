// `@apply`, `theme()` and `@screen` in the stylesheets a deck brings (`css: ./style.css` and what it
// imports), as transformer-directives applies them in Slidev: a PostCSS plugin in the deck's Vite
// build, so it sees each stylesheet after Vite has inlined its `@import`s, and `url()`s stay relative
// to the file that wrote them. A slide's own `<style>` is applied when the slide is compiled
// (slide-module.ts), with its Markdown line; CSS with no directive passes untouched.
import path from 'node:path';
import postcss, { type AtRule, type Declaration, type Plugin } from 'postcss';
import type { DeckWarning } from '../warnings.ts';
import type { DeckUno } from './deck-uno.ts';

const DIRECTIVES = /@apply|--at-apply|--uno-apply|--uno\s*:|@screen|theme\(|icon\(/;

export interface DirectivesPluginOptions {
  /** The deck's UnoCSS, or null when the deck turns it off (`css: none`). */
  uno: () => Promise<DeckUno | null>;
  /** The project root: warnings name files relative to it. */
  root: string;
  warn: (warning: DeckWarning) => void;
}

export function directivesPlugin(options: DirectivesPluginOptions): Plugin {
  return {
    postcssPlugin: 'deck-unocss-directives',
    async OnceExit(root) {
      const text = root.toString();
      if (!DIRECTIVES.test(text)) return;
      const uno = await options.uno();
      if (!uno) return;
      // Said per `@apply` with the file and line that wrote it (the transform below sees one text).
      const applies: (AtRule | Declaration)[] = [];
      root.walkAtRules('apply', (rule) => void applies.push(rule));
      root.walkDecls(/^--(at-apply|uno-apply|uno)$/, (decl) => void applies.push(decl));
      for (const node of applies) {
        const written = node.type === 'atrule' ? `@apply ${node.params};` : `--at-apply: ${node.value};`;
        const { problems } = await uno.directives(`.x{${written}}`, 'check.css');
        const file = node.source?.input.file;
        for (const problem of problems) options.warn({ file: file ? path.relative(options.root, file) || file : 'stylesheet', line: node.source?.start?.line ?? 1, kind: 'html', message: problem.message });
      }
      const { css } = await uno.directives(text, 'stylesheet.css');
      root.removeAll();
      root.append(postcss.parse(css, { from: root.source?.input.file }).nodes);
    },
  };
}
