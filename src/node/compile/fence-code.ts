// A code fence as the slide shows it: highlighted at build time and wrapped in the CodeBlock
// component with its steps and options; a ```plantuml fence as the diagram from `plantUmlServer`;
// a {monaco} or {monaco-run} fence as an editor where the deck turns Monaco on (fence-monaco.ts).
// KaTeX blocks, Mermaid diagrams and Shiki Magic Move have components of their own.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DeckConfig } from '../../shared/types.ts';
import { engineDir } from '../paths.ts';
import { packageDir } from '../talk-packages.ts';
import type { WarningKind } from '../warnings.ts';
import { constantValue } from './expressions.ts';
import { monacoFence } from './fence-monaco.ts';
import { fenceInfo, type FenceInfo } from './fences.ts';
import { hastToCode } from './hast-code.ts';
import { isMagicMove, magicMoveProps } from './magic-move.ts';
import { highlightCode } from './highlight.ts';
import { typeset } from './math.ts';
import { plantUmlUrl } from './plantuml.ts';
import type { TemplateFence } from './template.ts';

const json = (value: unknown) => JSON.stringify(value) ?? 'undefined';

export interface FenceContext {
  config: DeckConfig;
  /** 'dev' or 'build' (`monaco: dev|build`). */
  mode?: string;
  report: (kind: WarningKind, line: number, message: string) => void;
  /** Module-level lines of the slide module (the Monaco and Mermaid loaders). */
  preamble: string[];
  /** The talk's folder: optional packages it installed (mermaid) are found from there. */
  root: string;
  /** The code of a URL the build bundled (a PlantUML diagram with `remoteAssets`), or null to keep it. */
  asset: (url: string) => string | null;
}

/** The URL a ```plantuml fence shows, or null for any other fence. */
export function diagramUrl(node: TemplateFence, config: DeckConfig): string | null {
  return fenceInfo(node.fence.info).lang === 'plantuml' ? plantUmlUrl(config.plantUmlServer, node.fence.code) : null;
}

/** Mermaid's ES module entry, installed with the talk or the engine; null when neither has it. */
function mermaidEntry(root: string): string | null {
  const dir = packageDir('mermaid', root) ?? packageDir('mermaid', engineDir);
  if (!dir) return null;
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { module?: string; exports?: { '.'?: { import?: string } } };
  return path.join(dir, manifest.exports?.['.']?.import ?? manifest.module ?? 'dist/mermaid.core.mjs');
}

/** A mermaid fence's options (`{scale: 0.8, theme: 'neutral'}`), Mermaid's own but `scale`. */
function mermaidOptions(info: string): Record<string, unknown> {
  const group = /\{[^}]*\}/.exec(info)?.[0];
  if (!group) return {};
  try {
    const value = constantValue(group);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A block's line-highlight steps as props: the ranges, the click they start at, the last one, the first line's number. */
function stepProps(info: FenceInfo, node: TemplateFence): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  if (info.steps.length) props.steps = info.steps;
  if (node.click) props.start = node.click.start;
  if (info.options.finally !== undefined) props.finally = info.options.finally;
  if (info.options.startLine !== undefined) props.startLine = info.options.startLine;
  return props;
}

function blockProps(info: FenceInfo, node: TemplateFence): string {
  const props: Record<string, unknown> = { lang: info.lang || 'text', ...stepProps(info, node) };
  if (info.options.lines !== undefined) props.lines = info.options.lines;
  if (info.options.maxHeight !== undefined) props.maxHeight = info.options.maxHeight;
  if (info.title) props.title = info.title;
  return json(props);
}

/** The code of every fence of a slide, by node: highlighting is asynchronous, the generator is not. */
export async function renderFences(fences: TemplateFence[], context: FenceContext): Promise<Map<TemplateFence, string>> {
  const out = new Map<TemplateFence, string>();
  await Promise.all(
    fences.map(async (node) => {
      const info = fenceInfo(node.fence.info);
      if (node.fence.math) {
        for (const problem of info.problems) context.report('code', node.line, problem);
        const html = typeset(node.fence.code, true, (message) => context.report('code', node.line, message));
        out.set(node, `h($b.KatexBlock, ${JSON.stringify({ html, ...stepProps(info, node) })})`);
        return;
      }
      // A diagram's options ({scale: 0.5}) are the diagram tool's, not the code block's.
      const diagram = info.lang === 'mermaid' || info.lang === 'plantuml';
      for (const problem of diagram ? [] : info.problems) context.report('code', node.line, problem);
      const { lang } = info;
      const source = node.fence.code;
      if (lang === 'plantuml') {
        const src = plantUmlUrl(context.config.plantUmlServer, source);
        out.set(node, `h("img", { className: "plantuml", src: ${context.asset(src) ?? json(src)}, alt: "PlantUML diagram", loading: "lazy" })`);
        return;
      }
      const mermaid = lang === 'mermaid' ? mermaidEntry(context.root) : null;
      if (lang === 'mermaid' && !mermaid) context.report('feature', node.line, 'Mermaid diagrams need the mermaid package, which is not installed (`npm install mermaid` in the talk\'s folder): the diagram\'s source is shown as code');
      if (isMagicMove(node.fence.info)) {
        const props = await magicMoveProps(source, info, context.config.lineNumbers, (unknown) => context.report('code', node.line, `unknown code language "${unknown}" in a Magic Move step: shown as plain text`));
        out.set(node, `h($b.MagicMove, ${json({ ...props, ...(node.click ? { start: node.click.start } : {}) })})`);
        return;
      }
      const pre = await highlightCode(source, lang, {
        onUnknownLanguage: (unknown) => context.report('code', node.line, `unknown code language "${unknown}": shown as plain text`),
      });
      let code = `h($b.CodeBlock, ${blockProps(info, node)}, ${hastToCode(pre)})`;
      if (mermaid) {
        if (!context.preamble.some((line) => line.startsWith('const __deck_mermaid'))) {
          // Never in the pre-render, and only when a diagram is on the page.
          context.preamble.push(`const __deck_mermaid = import.meta.env.SSR ? undefined : () => import(${json(mermaid)});`);
        }
        const { scale, ...options } = mermaidOptions(node.fence.info);
        code = `h($b.MermaidDiagram, { source: ${json(source)}, scale: ${json(typeof scale === 'number' ? scale : undefined)}, options: ${json(options)}, load: __deck_mermaid }, ${code})`;
      }
      code = monacoFence(info, node, code, context);
      out.set(node, code);
    }),
  );
  return out;
}
