// Compiles one slide's Markdown into an ES module for the browser.
// The module exports `slots` (one React component per named slot, e.g. the
// `::right::` column) or, when the slide cannot be compiled, `error`.
import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import type { DeckConfig, SlideError, SlideRecord } from '../../shared/types.ts';
import { defaultConfig } from '../parser/config.ts';
import { blankComments, splitSlots, type SlotSource } from '../parser/slots.ts';
import type { ClickCounter } from '../parser/steps.ts';
import { rehypeShiki } from './highlight.ts';
import { type ModulePreamble, newPreamble, remarkDeckConfig } from './remark-deck-config.ts';
import { remarkDeckJsx } from './remark-deck-jsx.ts';
import { downloadRemoteAsset, isRemoteUrl, remoteAssetsDir } from './remote-assets.ts';

interface CompileOptions {
  onWarning?: (message: string, line: number) => void;
  /** The deck's configuration (defaults when omitted). */
  config?: DeckConfig;
  /** 'dev' or 'build', for `monaco: dev|build`; 'build' when omitted. */
  mode?: string;
  /** Project root: remote images are cached under its node_modules/.cache. */
  root?: string;
}

async function compileSlot(slot: SlotSource, counter: ClickCounter, preamble: ModulePreamble, options: CompileOptions): Promise<string> {
  const config = options.config ?? defaultConfig;
  const features = { config, mode: options.mode, preamble, firstLine: slot.line, cacheDir: remoteAssetsDir(options.root ?? process.cwd()), onWarning: options.onWarning };
  const file = await compile(blankComments(slot.markdown), {
    outputFormat: 'function-body',
    remarkPlugins: [remarkGfm, [remarkDeckConfig, features], [remarkDeckJsx, { counter }]],
    rehypePlugins: [[rehypeShiki, { onUnknownLanguage: (lang: string) => options.onWarning?.(`unknown code language "${lang}", shown as plain text`, slot.line) }]],
  });
  return String(file);
}

interface MdxError {
  line?: number;
  place?: { line?: number; start?: { line?: number } };
  reason?: string;
  message?: string;
}

/** Reads the source line and a one-line reason out of an MDX (VFileMessage) error. */
function toSlideError(err: unknown, slot: SlotSource): SlideError {
  const e = (typeof err === 'object' && err !== null ? err : {}) as MdxError;
  const text = e.reason ?? e.message ?? String(err);
  // Some MDX errors carry no position fields, only "(line:column-…)" in their text.
  const relative = e.place?.start?.line ?? e.place?.line ?? e.line ?? Number(/\((\d+):\d+/.exec(text)?.[1] ?? NaN);
  const line = Number.isInteger(relative) ? slot.line + relative - 1 : slot.line;
  // The reason may carry slot-relative positions such as "(9:1-9:6)"; the absolute line is given separately.
  const reason = text.split('\n')[0]?.replace(/\s*\(\d+:\d+(-\d+:\d+)?\)/g, '') ?? 'unknown error';
  return { message: reason, line };
}

export function errorModule(error: SlideError): string {
  return `export const slots = {};\nexport const error = ${JSON.stringify(error)};\n`;
}

export interface CompiledSlide {
  code: string;
  error?: SlideError;
  /** Click steps the compiler numbered, which must match the parser's count. */
  clicks: number;
}

/**
 * `remoteAssets`: a remote `background:` is downloaded like a remote image in the Markdown; the
 * module then exports the local copy's URL as `background`, which the layout uses instead.
 */
async function localBackground(slide: SlideRecord, options: CompileOptions, preamble: ModulePreamble): Promise<string[]> {
  const url = slide.frontmatter.background;
  if (!(options.config ?? defaultConfig).remoteAssets || typeof url !== 'string' || !isRemoteUrl(url)) return [];
  const { file, repeated } = downloadRemoteAsset(url, remoteAssetsDir(options.root ?? process.cwd()));
  try {
    preamble.lines.push(`import __deck_background from ${JSON.stringify(await file)};`);
    return ['export const background = __deck_background;'];
  } catch (err) {
    const offset = slide.raw.split('\n').findIndex((line) => /^background\s*:/.test(line));
    if (!repeated) options.onWarning?.(`remoteAssets: could not download ${url} (${err instanceof Error ? err.message : String(err)}); the slide keeps the remote URL`, slide.start + Math.max(offset, 0));
    return [];
  }
}

export async function compileSlide(slide: SlideRecord, options: CompileOptions = {}): Promise<CompiledSlide> {
  if (slide.error) return { code: errorModule(slide.error), error: slide.error, clicks: 0 };
  const slots = splitSlots(slide.content, slide.contentStart);
  const bodies: string[] = [];
  const counter: ClickCounter = { count: 0, highest: 0 };
  const preamble = newPreamble();
  for (const slot of slots) {
    try {
      bodies.push(await compileSlot(slot, counter, preamble, options));
    } catch (err) {
      const error = toSlideError(err, slot);
      return { code: errorModule(error), error, clicks: 0 };
    }
  }
  const background = await localBackground(slide, options, preamble);
  // Each slot is an MDX function body; running it with the JSX runtime yields its component.
  const code = [
    `import * as runtime from 'react/jsx-runtime';`,
    ...preamble.lines,
    ...slots.map((slot, i) => `const slot${i} = (function () {\n${bodies[i]}\n}).call(null, runtime).default;`),
    `export const slots = { ${slots.map((slot, i) => `${JSON.stringify(slot.name)}: slot${i}`).join(', ')} };`,
    ...background,
  ].join('\n');
  return { code, clicks: Math.max(counter.count, counter.highest) };
}

export { blankComments, splitSlots };
