// Speaker notes (the trailing <!-- ... --> comment of a slide) and other Markdown rendered to HTML.
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

// Raw HTML is dropped (remark-rehype's default), so notes and info cannot inject markup.
const markdownProcessor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeStringify);

export function renderMarkdown(markdown: string): string {
  return markdown ? String(markdownProcessor.processSync(markdown)).trim() : '';
}

/** Splits a slide's body into content and the trailing comment's text, if any. */
export function splitNotes(body: string): { content: string; note: string } {
  const trimmed = body.trimEnd();
  if (!trimmed.endsWith('-->')) return { content: body, note: '' };
  const open = trimmed.lastIndexOf('<!--');
  if (open < 0) return { content: body, note: '' };
  const inner = trimmed.slice(open + 4, -3);
  if (inner.includes('-->')) return { content: body, note: '' };
  return { content: trimmed.slice(0, open).trimEnd() + '\n', note: dedent(inner).trim() };
}

/** Slidev's click markers in notes (`[click]`, `[click:3]`), which mark the part said at each click. */
export const NOTE_CLICK_MARKER = /\[click(?::\d+)?\][ \t]*/gi;

function dedent(text: string): string {
  const lines = text.split('\n');
  const indents = lines.filter((l) => l.trim()).map((l) => /^ */.exec(l)?.[0].length ?? 0);
  const cut = indents.length ? Math.min(...indents) : 0;
  return lines.map((l) => l.slice(cut)).join('\n');
}
