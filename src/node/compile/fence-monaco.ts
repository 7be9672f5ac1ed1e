// Monaco fences: ```ts {monaco} becomes an editor, ```ts {monaco-run} an editor whose code runs in a
// Web Worker with its console shown below it, each wrapped around the block's highlighted code, which
// print, thumbnails and the first paint show. Monaco loads only when such a block is shown. Where it
// cannot be used (turned off, not installed, a kind this engine does not have) the highlighted code
// stays, and the build says why at the fence's line.
import path from 'node:path';
import type { DeckConfig } from '../../shared/types.ts';
import { clientDir } from '../paths.ts';
import type { WarningKind } from '../warnings.ts';
import type { FenceInfo } from './fences.ts';
import { monacoInstalled } from './monaco-package.ts';
import type { TemplateFence } from './template.ts';

const json = (value: unknown) => JSON.stringify(value) ?? 'undefined';

const editorModule = path.join(clientDir, 'slides', 'builtin', 'MonacoEditor.ts');
const runModule = path.join(clientDir, 'slides', 'builtin', 'MonacoRunEditor.ts');
const stylesheet = `import ${json(path.join(clientDir, 'slides', 'builtin', 'monaco.css'))};`;

/** The languages Slidev's own runners run: TypeScript is turned into JavaScript first. */
const RUNNABLE = new Set(['ts', 'typescript', 'js', 'javascript']);

export function monacoEnabled(setting: DeckConfig['monaco'], mode = 'build'): boolean {
  return setting === true || setting === mode;
}

export interface MonacoFenceContext {
  config: DeckConfig;
  /** 'dev' or 'build' (`monaco: dev|build`). */
  mode?: string;
  report: (kind: WarningKind, line: number, message: string) => void;
  /** Module-level lines of the slide module (the Monaco loaders). */
  preamble: string[];
}

/** Declares `name` as the lazy import of `module`: never in the pre-render, never before a block is shown. */
function loader(name: string, module: string, preamble: string[]): string {
  if (!preamble.some((line) => line.startsWith(`const ${name} `))) preamble.push(`const ${name} = import.meta.env.SSR ? undefined : () => import(${json(module)});`);
  // The editors' stylesheet, with the first slide that has one: a deck without any carries none of it.
  if (!preamble.includes(stylesheet)) preamble.push(stylesheet);
  return name;
}

/** The code of a Monaco fence around `highlighted` (its CodeBlock), or `highlighted` itself where no editor can be. */
export function monacoFence(info: FenceInfo, node: TemplateFence, highlighted: string, context: MonacoFenceContext): string {
  const { kind } = info;
  if (!kind) return highlighted;
  const say = (type: WarningKind, message: string) => context.report(type, node.line, message);
  if (kind === 'monaco-diff' || kind === 'monaco-write') {
    say('feature', `{${kind}} is not supported yet: the code is shown highlighted`);
    return highlighted;
  }
  if (!monacoEnabled(context.config.monaco, context.mode)) {
    // A deck that says nothing expects Slidev's default (on); one that turned Monaco off gets what it asked for.
    if (!('monaco' in context.config.headmatter)) say('feature', `{${kind}} needs \`monaco: true\` in the headmatter (on by default in Slidev, off in this engine): shown as highlighted code`);
    return highlighted;
  }
  if (!monacoInstalled()) {
    say('code', `this {${kind}} block needs the monaco-editor package, which is not installed (it is optional): run \`npm install monaco-editor\`; shown as highlighted code${kind === 'monaco-run' ? ', not run' : ''}`);
    return highlighted;
  }
  const lang = info.lang || 'text';
  const code = json(node.fence.code);
  if (kind === 'monaco-run' && RUNNABLE.has(lang)) {
    const { autorun, outputHeight } = info.options;
    // The click the output shows at (showOutputAt), worked out with the slide's other clicks.
    const outputAt = node.click ? [node.click.start, node.click.end === Infinity ? null : node.click.end] : undefined;
    const given = Object.entries({ lang, autorun, outputHeight, outputAt }).filter(([, value]) => value !== undefined);
    const props = given.map(([key, value]) => `${key}: ${json(value)}`).join(', ');
    return `h($b.DeckMonacoRun, { ${props}, code: ${code}, load: ${loader('__deck_monaco_run', runModule, context.preamble)} }, ${highlighted})`;
  }
  if (kind === 'monaco-run') say('feature', `{monaco-run} runs TypeScript and JavaScript only (Slidev's custom code runners are not read): this ${lang} block is an editor that does not run`);
  return `h($b.DeckMonaco, { lang: ${json(lang)}, code: ${code}, load: ${loader('__deck_monaco', editorModule, context.preamble)} }, ${highlighted})`;
}
