// `css`: "unocss" (Slidev's default) and "none" mean the engine's own styles only; a path to a .css file
// (relative to the Markdown file) adds the talk's stylesheet to the build. It arrives as the virtual
// module virtual:deck/talk.css, imported after the engine's styles (src/client/slide/mdxComponents.ts),
// so the talk's rules win over the engine's at equal specificity.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DeckConfig } from '../../shared/types.ts';

/** The import id, and the resolved id (a .css id, so Vite's CSS pipeline handles it). */
export const TALK_STYLE = { id: 'virtual:deck/talk.css', resolved: '/@deck/talk.css' } as const;

/** The CSS of virtual:deck/talk.css: an @import of the talk's stylesheet, or nothing. */
export function talkStylesheet(config: Pick<DeckConfig, 'css'>, slidesFile: string): string {
  if (config.css === 'unocss' || config.css === 'none') return '/* css: ' + config.css + ' (no stylesheet of the talk) */\n';
  const file = path.resolve(path.dirname(slidesFile), config.css);
  if (!existsSync(file)) {
    const source = existsSync(slidesFile) ? readFileSync(slidesFile, 'utf8') : '';
    const line = source.split('\n').findIndex((l) => /^css\s*:/.test(l)) + 1;
    throw new Error(`${path.basename(slidesFile)}${line > 0 ? `:${line}` : ''}: headmatter: "css" names ${config.css}, which does not exist (looked for ${file})`);
  }
  return `@import ${JSON.stringify(file)};\n`;
}
