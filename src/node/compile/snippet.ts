// Slidev's snippet import (sli.dev/features/import-snippet): a line `<<< @/snippets/a.ts#region ts
// {2|3}{lines:true}` becomes a code fence holding that file (`@` is the talk's folder; other paths
// are relative to the Markdown file), only the named `#region` of it when one is given, in the
// language named or that of the file's extension, with the steps and options that follow.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type MarkdownIt from 'markdown-it';

export interface SnippetEnv {
  /** Folder of the Markdown file; without it (counting clicks), the file is not read. */
  dir?: string;
  /** The talk's folder, for `@/`. */
  root?: string;
  firstLine: number;
  problems: { line: number; message: string; kind?: 'code' }[];
}

const LINE = /^<<<\s*(\S+?)(?:#([\w-]+))?(?:\s+([\w+#-]+))?(\s+\{.*)?\s*$/;

/** The lines between `#region name` and `#endregion` markers, whatever the comment syntax. */
export function region(source: string, name: string): string | null {
  const lines = source.split('\n');
  const start = lines.findIndex((line) => new RegExp(`#region\\s+${name}\\b`).test(line));
  if (start < 0) return null;
  let depth = 0;
  for (let i = start + 1; i < lines.length; i++) {
    if (/#region\b/.test(lines[i] ?? '')) depth++;
    else if (/#endregion\b/.test(lines[i] ?? '')) {
      if (depth === 0) return lines.slice(start + 1, i).join('\n');
      depth--;
    }
  }
  return lines.slice(start + 1).join('\n');
}

export function snippetPlugin(md: MarkdownIt): void {
  md.block.ruler.before('fence', 'snippet', (state, startLine, _endLine, silent) => {
    const start = state.bMarks[startLine] ?? 0;
    const text = state.src.slice(start + (state.tShift[startLine] ?? 0), state.eMarks[startLine]);
    const match = LINE.exec(text);
    if (!match?.[1]) return false;
    if (silent) return true;
    const [, file = '', regionName, lang, meta = ''] = match;
    const env = state.env as SnippetEnv;
    const line = env.firstLine + startLine;
    let code = '';
    let found = true;
    if (env.dir) {
      const resolved = file.startsWith('@/') ? path.resolve(env.root ?? env.dir, file.slice(2)) : path.resolve(env.dir, file);
      if (existsSync(resolved) && statSync(resolved).isFile()) {
        code = readFileSync(resolved, 'utf8');
        if (regionName) {
          const part = region(code, regionName);
          if (part === null) env.problems.push({ line, message: `${file} has no #region ${regionName}: the whole file is shown` });
          else code = part;
        }
      } else {
        env.problems.push({ line, message: `the snippet ${file} is not there (looked for ${resolved}): the line is shown as written` });
        code = text;
        found = false;
      }
    }
    const token = state.push('fence', 'code', 0);
    token.info = `${found ? (lang ?? (path.extname(file).slice(1) || 'text')) : 'text'}${meta}`;
    token.content = code.endsWith('\n') ? code : `${code}\n`;
    token.markup = '```';
    token.map = [startLine, startLine + 1];
    state.line = startLine + 1;
    return true;
  });
}
