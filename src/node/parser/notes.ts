// Speaker notes (the trailing <!-- ... --> comment of a slide) and other Markdown rendered to HTML.
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { NOTE_CLICK_MARKER, rehypeNoteParts, remarkNoteClicks } from './note-clicks.ts';

// Raw HTML is dropped (remark-rehype's default), so notes and info cannot inject markup.
const markdownProcessor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeStringify);
const notesProcessor = unified().use(remarkParse).use(remarkGfm).use(remarkNoteClicks).use(remarkRehype).use(rehypeNoteParts).use(rehypeStringify);

export function renderMarkdown(markdown: string): string {
  return markdown ? String(markdownProcessor.processSync(markdown)).trim() : '';
}

/** A slide's notes as HTML, their click markers followed (note-clicks.ts); `clicks`: the click each marker names. */
export function renderNotes(note: string): { html: string; clicks: number[] } {
  if (!note) return { html: '', clicks: [] };
  const file = notesProcessor.processSync(note);
  return { html: String(file).trim(), clicks: file.data.noteClicks ?? [] };
}

/** The notes as plain Markdown, without their click markers (an exported notes file); code keeps what it says. */
export function withoutClickMarkers(note: string): string {
  const codeOrMarker = new RegExp(`(\`+)[\\s\\S]*?\\1|${NOTE_CLICK_MARKER.source}[ \\t]*`, 'gi');
  return note.replace(codeOrMarker, (found: string, ticks?: string) => (ticks ? found : ''));
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

function dedent(text: string): string {
  const lines = text.split('\n');
  const indents = lines.filter((l) => l.trim()).map((l) => /^ */.exec(l)?.[0].length ?? 0);
  const cut = indents.length ? Math.min(...indents) : 0;
  return lines.map((l) => l.slice(cut)).join('\n');
}
