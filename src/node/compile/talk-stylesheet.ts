// The talk's own styles, as Slidev finds them beside the Markdown file: `style.css`, then
// `styles/index.css` (or `styles/index.ts` / `.js`, of which the CSS files it imports are taken; it is
// not run), then the file `css:` names, when it names one ("unocss" and "none", Slidev's values, mean
// the engine's styles only). They arrive as the virtual module virtual:deck/talk.css, imported after
// the engine's and the theme's styles (src/client/slides/builtin/components.ts), so the talk's rules win at
// equal specificity, as in Slidev.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DeckConfig } from '../../shared/types.ts';
import type { DeckWarning } from '../warnings.ts';

/** The import id, and the resolved id (a .css id, so Vite's CSS pipeline handles it). */
export const TALK_STYLE = { id: 'virtual:deck/talk.css', resolved: '/@deck/talk.css' } as const;

/** Slidev's conventional places for a talk's styles, relative to its Markdown file, in the order they apply. */
export const CONVENTIONAL_STYLES = ['style.css', 'styles/index.css', 'styles/index.ts', 'styles/index.js'] as const;

/** The CSS files a `styles/index.ts` imports (`import './base.css'`), and the first line that does anything else. */
function cssImportsOf(file: string): { files: string[]; other: number | null } {
  const files: string[] = [];
  let other: number | null = null;
  let comment = false;
  readFileSync(file, 'utf8').split('\n').forEach((text, i) => {
    const line = text.trim();
    if (comment) {
      comment = !line.includes('*/');
      return;
    }
    if (line === '' || line.startsWith('//')) return;
    if (line.startsWith('/*')) {
      comment = !line.includes('*/');
      return;
    }
    const css = /^import\s+(['"])([^'"]+\.css)\1\s*;?$/.exec(line)?.[2];
    if (css && (css.startsWith('./') || css.startsWith('../'))) files.push(path.resolve(path.dirname(file), css));
    else other ??= i + 1;
  });
  return { files, other };
}

/**
 * The talk's stylesheets, absolute paths in the order they apply. A `css:` file that does not exist
 * stops the build (it was named); `warn` hears what of a styles/index.ts is left out (its `file`
 * relative to the Markdown file's folder).
 */
export function talkStylesheetFiles(config: Pick<DeckConfig, 'css'>, slidesFile: string, warn: (warning: DeckWarning) => void = () => {}): string[] {
  const dir = path.dirname(slidesFile);
  const files: string[] = [];
  let styles = false;
  for (const name of CONVENTIONAL_STYLES) {
    const file = path.join(dir, name);
    if (!existsSync(file)) continue;
    if (name === 'style.css') files.push(file);
    else if (!styles) {
      styles = true;
      if (name.endsWith('.css')) files.push(file);
      else {
        const imports = cssImportsOf(file);
        files.push(...imports.files.filter((css) => existsSync(css)));
        if (imports.other !== null) warn({ file: name, line: imports.other, kind: 'feature', message: `${name} is not run: only the CSS files it imports (import './x.css') are applied` });
      }
    }
  }
  if (config.css !== 'unocss' && config.css !== 'none') {
    const file = path.resolve(dir, config.css);
    if (!existsSync(file)) {
      const source = existsSync(slidesFile) ? readFileSync(slidesFile, 'utf8') : '';
      const line = source.split('\n').findIndex((l) => /^css\s*:/.test(l)) + 1;
      throw new Error(`${path.basename(slidesFile)}${line > 0 ? `:${line}` : ''}: headmatter: "css" names ${config.css}, which does not exist (looked for ${file})`);
    }
    if (!files.includes(file)) files.push(file);
  }
  return files;
}

/** The CSS of virtual:deck/talk.css: an @import of each of the talk's stylesheets, or a comment when it has none. */
export function talkStylesheet(config: Pick<DeckConfig, 'css'>, slidesFile: string, warn?: (warning: DeckWarning) => void): string {
  const files = talkStylesheetFiles(config, slidesFile, warn);
  if (files.length === 0) return `/* css: ${config.css} (no stylesheet of the talk) */\n`;
  return files.map((file) => `@import ${JSON.stringify(file)};\n`).join('');
}
