// KaTeX math as Slidev writes it (sli.dev/features/latex), typeset at build time: `$…$` inline and
// `$$ … $$` blocks, a block's opening line optionally taking line-highlight steps and options
// (`$$ {1|3|all}{at:2}`) like a code fence. The delimiter rules are Pandoc's, as Slidev's are: `$`
// opens only before a non-space and closes only after one and not before a digit, so prices
// ("$5 and $10") stay text. Inline math becomes KaTeX's HTML in the slide's template; a block
// becomes a fence of its own (markdown.ts) that fence-code.ts renders with its steps.
import katex from 'katex';
import type MarkdownIt from 'markdown-it';
import type StateBlock from 'markdown-it/lib/rules_block/state_block.mjs';
import type StateInline from 'markdown-it/lib/rules_inline/state_inline.mjs';

export interface MathEnv {
  firstLine: number;
  /** The Markdown being read, to find an inline formula's line. */
  source?: string;
  problems: { line: number; message: string; kind?: 'code' }[];
  /** Set when the Markdown holds math: the slide then loads KaTeX's stylesheet. */
  math?: boolean;
}

/** KaTeX's HTML for `tex`; a TeX error is reported and shown as KaTeX shows it (the source, in red). */
export function typeset(tex: string, displayMode: boolean, report?: (message: string) => void): string {
  try {
    return katex.renderToString(tex, { displayMode, throwOnError: true, output: 'htmlAndMathml' });
  } catch (err) {
    report?.(`KaTeX cannot typeset "${tex.trim().slice(0, 40)}" (${err instanceof Error ? err.message.replace(/^KaTeX parse error: /, '') : String(err)}): shown as its source`);
    return katex.renderToString(tex, { displayMode, throwOnError: false });
  }
}

const isSpace = (code: number) => code === 0x20 || code === 0x09;
const isDigit = (code: number) => code >= 0x30 && code <= 0x39;

function inlineMath(state: StateInline, silent: boolean): boolean {
  const start = state.pos;
  if (state.src.charCodeAt(start) !== 0x24 /* $ */ || state.src.charCodeAt(start + 1) === 0x24) return false;
  if (isSpace(state.src.charCodeAt(start + 1))) return false;
  // The closing `$`: not escaped, after a non-space, not before a digit.
  let end = start + 1;
  for (;;) {
    end = state.src.indexOf('$', end);
    if (end < 0 || end >= state.posMax) return false;
    let backslashes = 0;
    for (let i = end - 1; state.src.charCodeAt(i) === 0x5c; i--) backslashes++;
    const closes = backslashes % 2 === 0 && !isSpace(state.src.charCodeAt(end - 1)) && !isDigit(state.src.charCodeAt(end + 1));
    if (closes && end > start + 1) break;
    end++;
  }
  if (!silent) {
    const env = state.env as MathEnv;
    env.math = true;
    const token = state.push('html_inline', '', 0);
    const tex = state.src.slice(start + 1, end);
    const at = env.source?.indexOf(`$${tex}$`) ?? -1;
    const line = env.firstLine + (at < 0 ? 0 : (env.source?.slice(0, at).split('\n').length ?? 1) - 1);
    token.content = typeset(tex, false, (message) => env.problems.push({ line, message, kind: 'code' }));
  }
  state.pos = end + 1;
  return true;
}

function blockMath(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  const begin = (state.bMarks[startLine] ?? 0) + (state.tShift[startLine] ?? 0);
  const lineEnd = state.eMarks[startLine] ?? 0;
  if ((state.sCount[startLine] ?? 0) - state.blkIndent >= 4 || !state.src.startsWith('$$', begin)) return false;
  if (silent) return true;
  const first = state.src.slice(begin + 2, lineEnd).trim();
  let tex: string;
  let info = '';
  let next = startLine;
  if (first.endsWith('$$') && first.length > 2) {
    tex = first.slice(0, -2); // $$ … $$ on one line
  } else {
    info = first;
    const body: string[] = [];
    for (next = startLine + 1; next < endLine; next++) {
      const text = state.src.slice((state.bMarks[next] ?? 0) + (state.tShift[next] ?? 0), state.eMarks[next]);
      if (text.trimEnd().endsWith('$$')) {
        body.push(text.trimEnd().slice(0, -2));
        break;
      }
      body.push(state.src.slice(state.bMarks[next], state.eMarks[next]));
    }
    tex = body.join('\n');
  }
  const token = state.push('fence', 'code', 0);
  token.info = `tex ${info}`.trim();
  token.content = tex;
  token.meta = { math: true };
  token.map = [startLine, next + 1];
  state.line = next + 1;
  (state.env as MathEnv).math = true;
  return true;
}

export function mathPlugin(md: MarkdownIt): void {
  md.inline.ruler.after('escape', 'math_inline', inlineMath);
  md.block.ruler.after('blockquote', 'math_block', blockMath, { alt: ['paragraph', 'reference', 'blockquote', 'list'] });
}
