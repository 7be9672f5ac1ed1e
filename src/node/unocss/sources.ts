// Where a deck's author writes classes, as pieces of text UnoCSS's extractors then read: in each
// Markdown file the deck reads (`src:` imports too), its HTML tags (`class`, `:class`, attributify
// attributes such as `<div text-xl m="t-4">`) and the utilities its `<style>` blocks `@apply`; every
// slide's frontmatter (`class:`, a layout's own fields); and the deck's own components, layouts and
// global layers, whole; what the talk's own stylesheets `@apply`. Prose and code blocks are left out: a word in a sentence ("static", "contents")
// or a tag in a code sample is not a class the deck uses, and would only add bytes to its CSS.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The file names Slidev reads a talk's UnoCSS configuration from (both, when both exist), and their JavaScript twins. */
export const TALK_UNO_CONFIGS = ['uno.config.ts', 'uno.config.mts', 'uno.config.js', 'uno.config.mjs', 'unocss.config.ts', 'unocss.config.mts', 'unocss.config.js', 'unocss.config.mjs'];

/** A piece of the deck's text that may hold classes, and where it starts. */
export interface Snippet {
  /** Absolute path of the file. */
  file: string;
  /** 1-based line where the piece starts. */
  line: number;
  code: string;
  /** The tag's name, for a piece that is an HTML start tag. */
  tag?: string;
}

/** The text with fenced code blocks and inline code spans blanked out, lines kept. */
export function withoutCode(text: string): string {
  const blank = (s: string) => s.replace(/[^\n]/g, ' ');
  const lines = text.split('\n');
  let fence: { char: string; size: number } | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (marker?.[1] && marker[1][0] === fence.char && marker[1].length >= fence.size && !line.slice(marker[0].length).trim()) fence = null;
      lines[i] = blank(line);
    } else if (marker?.[1]) {
      fence = { char: marker[1][0] ?? '`', size: marker[1].length };
      lines[i] = blank(line);
    } else {
      lines[i] = line.replace(/(`+)[^`]+?\1/g, blank);
    }
  }
  return lines.join('\n');
}

// An HTML start tag, its attribute values quoted or not (a quoted value may hold `>`), across lines.
const START_TAG = /<([A-Za-z][\w:.-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*\/?>/g;
// What a `<style>` block applies: `@apply …;` and the custom-property spellings transformer-directives reads.
const APPLY = /(?:@apply|--at-apply\s*:|--uno-apply\s*:|--uno\s*:)\s*([^;}]+)/g;

/** Line numbers of indexes into one text, asked in increasing order (counted once through the text, not from its start each time). */
function lineCounter(text: string): (index: number) => number {
  let at = 0;
  let line = 1;
  return (index) => {
    for (; at < index; at++) if (text.charCodeAt(at) === 10) line++;
    return line;
  };
}

/** The pieces of one Markdown file that may hold classes: its tags and what it `@apply`s. */
export function markdownSnippets(file: string, text: string): Snippet[] {
  const masked = withoutCode(text);
  const out: Snippet[] = [];
  let lineOf = lineCounter(masked);
  for (const match of masked.matchAll(START_TAG)) out.push({ file, line: lineOf(match.index), code: match[0], tag: match[1] });
  lineOf = lineCounter(masked);
  for (const match of masked.matchAll(APPLY)) out.push({ file, line: lineOf(match.index), code: match[1] ?? '' });
  return out.sort((a, b) => a.line - b.line);
}

const CODE_FILES = /\.(vue|[jt]sx?|md|html)$/;

/** The deck's own components, layouts and global layers beside its Markdown file (as Slidev finds them). */
export function ownCodeFiles(talkDir: string): string[] {
  const files: string[] = [];
  for (const folder of ['components', 'layouts', 'setup']) {
    const dir = path.join(talkDir, folder);
    if (!existsSync(dir)) continue;
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && CODE_FILES.test(entry.name)) files.push(path.join(entry.parentPath, entry.name));
    }
  }
  for (const name of ['global-top.vue', 'global-bottom.vue', 'slide-top.vue', 'slide-bottom.vue']) {
    if (existsSync(path.join(talkDir, name))) files.push(path.join(talkDir, name));
  }
  return files.sort();
}

/**
 * What the talk's own stylesheets (`*.css` beside the Markdown file and under `styles/`) `@apply`: the
 * utilities they apply need their `--un-*` defaults in the deck's stylesheet (preflight on demand).
 */
export function stylesheetSnippets(talkDir: string): Snippet[] {
  const files = existsSync(talkDir) ? readdirSync(talkDir).filter((name) => name.endsWith('.css')).map((name) => path.join(talkDir, name)) : [];
  const styles = path.join(talkDir, 'styles');
  if (existsSync(styles)) {
    for (const entry of readdirSync(styles, { recursive: true, withFileTypes: true })) if (entry.isFile() && entry.name.endsWith('.css')) files.push(path.join(entry.parentPath, entry.name));
  }
  return files.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const lineOf = lineCounter(text);
    return [...text.matchAll(APPLY)].map((match) => ({ file, line: lineOf(match.index), code: match[1] ?? '' }));
  });
}

/** A code file as one piece: all of it may hold classes. */
export function codeSnippet(file: string): Snippet {
  return { file, line: 1, code: readFileSync(file, 'utf8') };
}
