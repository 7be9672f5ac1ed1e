// A slide's Markdown to HTML the way Slidev reads it: markdown-it with HTML on, and the plugin that
// lets Vue components and attributes (`<v-click>`, `<Toc/>`, `@click`, `:prop`) through as Slidev's
// Markdown plugin does, so what a Slidev deck writes parses here as it does there. The HTML is then
// read as a Vue template (template.ts). What must not be read as a template is set aside:
//   - code fences become `<deck-fence data-i="n"/>` (highlighted later, never interpolated);
//   - inline code gets `v-pre`, as Slidev does, so `{{` in it is text;
//   - each block is preceded by a `<!--@L12-->` comment, its line in the Markdown file, so
//     template nodes can name the source line they came from.
import { componentPlugin } from '@mdit-vue/plugin-component';
import MarkdownIt, { type PluginSimple } from 'markdown-it';
import footnote from 'markdown-it-footnote';
import githubAlerts from 'markdown-it-github-alerts';
import taskLists from 'markdown-it-task-lists';
import { type MathEnv, mathPlugin } from './math.ts';
import { type SnippetEnv, snippetPlugin } from './snippet.ts';

export interface Fence {
  /** The info string after the opening fence, e.g. `rust {1|2-4}`. */
  info: string;
  code: string;
  /** 1-based line of the opening fence in the Markdown file. */
  line: number;
  /** A `$$ … $$` KaTeX block (math.ts), its TeX in `code`. */
  math?: boolean;
}

export interface SlotHtml {
  html: string;
  fences: Fence[];
  /** What could not be read (a snippet's file, a formula), with its line. */
  problems: { line: number; message: string; kind?: 'code' }[];
  /** Whether it holds KaTeX math. */
  math: boolean;
}

/** Where the Markdown came from, for what it imports (`<<< @/snippets/a.ts`). */
export interface MarkdownSource {
  /** Folder of the Markdown file. */
  dir?: string;
  /** The talk's folder. */
  root?: string;
}

export const FENCE_TAG = 'deck-fence';

interface Env extends SnippetEnv, MathEnv {
  fences: Fence[];
}

// Slidev's markdown-it options (straight quotes, links from bare URLs, typographic dashes).
const md = new MarkdownIt({ html: true, xhtmlOut: true, linkify: true, typographer: true, quotes: '""\'\'' });
// The plugin's types are written against markdown-it's other type entry; the object is the same.
md.use(componentPlugin as unknown as PluginSimple);
md.use(footnote as unknown as PluginSimple);
md.use(snippetPlugin);
md.use(mathPlugin);
// GitHub's alerts (`> [!NOTE]`) and task lists (`- [x] done`), as Slidev reads them. A task's box is in
// its label (with no id, which would repeat: a slide is drawn more than once on some pages), ticked
// as written and not for a viewer to tick.
md.use(githubAlerts);
md.use(taskLists, { enabled: false, label: true });
// It leaves the space after `[x]` at the start of the task's words: taken away, so that they line up
// with the other items' (the box stands where their bullet is, task-lists.css).
md.core.ruler.after('github-task-lists', 'task-list-words', (state) => {
  for (const token of state.tokens) {
    const [, box, words] = token.children ?? [];
    if (box?.content.startsWith('<input class="task-list-item-checkbox"') && words?.type === 'text') words.content = words.content.trimStart();
  }
});
md.linkify.set({ fuzzyLink: false });

// `{{ … }}` passes through as written: `{{ __TALK_CONFIG__ }}` is an expression, not bold text.
md.inline.ruler.before('emphasis', 'vue_interpolation', (state, silent) => {
  if (!state.src.startsWith('{{', state.pos)) return false;
  const end = state.src.indexOf('}}', state.pos + 2);
  if (end < 0) return false;
  if (!silent) state.push('html_inline', '', 0).content = state.src.slice(state.pos, end + 2);
  state.pos = end + 2;
  return true;
});

md.renderer.rules.fence = (tokens, index, _options, env: Env) => {
  const token = tokens[index];
  if (!token) return '';
  const math = (token.meta as { math?: boolean } | null)?.math === true;
  env.fences.push({ info: token.info.trim(), code: token.content.replace(/\n$/, ''), line: env.firstLine + (token.map?.[0] ?? 0), ...(math ? { math } : {}) });
  return `<${FENCE_TAG} data-i="${env.fences.length - 1}"/>\n`;
};

md.renderer.rules.code_block = md.renderer.rules.fence;

const codeInline = md.renderer.rules.code_inline;
md.renderer.rules.code_inline = (tokens, index, options, env: Env, self) => {
  const html = codeInline ? codeInline(tokens, index, options, env, self) : '';
  return html.replace(/^<code/, '<code v-pre');
};

// Every block token that knows its lines says so in a comment before its HTML.
const Token = new md.core.State('', md, {}).Token;
const render = md.renderer.render.bind(md.renderer);
md.renderer.render = (tokens, options, env: Env) => {
  const marked = tokens.flatMap((token) => {
    if (!token.map || token.nesting === -1 || token.type === 'inline') return [token];
    const mark = new Token('html_block', '', 0);
    mark.content = `<!--@L${env.firstLine + token.map[0]}-->`;
    return [mark, token];
  });
  return render(marked, options, env);
};

/** Renders one slot's Markdown; `firstLine` is the line of its first line in the Markdown file. */
export function markdownToHtml(markdown: string, firstLine: number, source: MarkdownSource = {}): SlotHtml {
  const env: Env = { fences: [], firstLine, problems: [], source: markdown, ...source };
  const html = md.render(markdown, env);
  return { html, fences: env.fences, problems: env.problems, math: !!env.math };
}
