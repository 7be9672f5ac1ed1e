// Remark plugin for the deck configuration's effects on a slide's Markdown, at build time:
// - code fence groups (see fence-meta.ts): an unknown kind fails the slide with its line;
//   {lines:…} wraps the block in <CodeOptions>; {monaco} becomes <DeckMonaco> when `monaco` is on
//   for this kind of run, its editor loaded lazily from the slide module's preamble;
// - ```plantuml fences become images from `plantUmlServer`'s SVG endpoint;
// - `variant` on <v-click>, <v-after> and <v-clicks> picks a reveal animation ("The variant x does
//   not exist." otherwise);
// - with `remoteAssets`, remote images are downloaded and imported from the slide module.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Program } from 'estree';
import type { Code, Image, Parent, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxAttributeValueExpression, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { DeckConfig } from '../../shared/types.ts';
import { clientDir, engineDir } from '../paths.ts';
import { FenceMetaError, parseFenceMeta } from './fence-meta.ts';
import { plantUmlUrl } from './plantuml.ts';
import { downloadRemoteAsset, isRemoteUrl } from './remote-assets.ts';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** Module-level code of the slide module: imports of downloaded images, the Monaco loader. Shared by a slide's slots. */
export interface ModulePreamble {
  lines: string[];
  /** Remote URL → the identifier its local copy is imported as. */
  assets: Map<string, string>;
  monaco?: string;
}

export const newPreamble = (): ModulePreamble => ({ lines: [], assets: new Map() });

export interface DeckConfigOptions {
  config: DeckConfig;
  /** 'dev' (the dev server) or 'build': `monaco: dev|build` applies in one of them only. */
  mode?: string;
  preamble: ModulePreamble;
  /** Source line of the slot's first line, to turn positions into lines of the Markdown file. */
  firstLine: number;
  /** Where remote images are downloaded to. */
  cacheDir: string;
  onWarning?: (message: string, line: number) => void;
}

/** Reveal animations of click-revealed content; "fade" is the default. */
export const clickVariants = ['fade', 'up', 'down', 'left', 'right', 'pop', 'none'] as const;

const monacoModule = path.join(clientDir, 'builtin', 'MonacoEditor.ts');

/** Monaco is an optional package (about 100 MB): installed only by decks that edit code live. */
let monacoFound: boolean | undefined;
function monacoInstalled(): boolean {
  if (monacoFound === undefined) {
    // Where Node would look for it from the engine (its exports hide package.json from require.resolve).
    const folders = engineDir.split(path.sep).map((_, i, parts) => parts.slice(0, parts.length - i).join(path.sep) || path.sep);
    monacoFound = folders.some((dir) => existsSync(path.join(dir, 'node_modules', 'monaco-editor', 'package.json')));
  }
  return monacoFound;
}

export function monacoEnabled(setting: DeckConfig['monaco'], mode = 'build'): boolean {
  return setting === true || setting === mode;
}

function attribute(name: string, value: string): MdxJsxAttribute {
  return { type: 'mdxJsxAttribute', name, value };
}

/** An attribute whose value is a JavaScript identifier, e.g. src={__deck_asset_0}. */
function identifierAttribute(name: string, identifier: string): MdxJsxAttribute {
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [{ type: 'ExpressionStatement', expression: { type: 'Identifier', name: identifier } }],
  };
  const value: MdxJsxAttributeValueExpression = { type: 'mdxJsxAttributeValueExpression', value: identifier, data: { estree } };
  return { type: 'mdxJsxAttribute', name, value };
}

function stringAttribute(element: JsxElement, name: string): string | undefined {
  const found = element.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
}

function replace(parent: Parent, index: number, node: RootContent): void {
  parent.children[index] = node as never;
}

function transformFence(code: Code, options: DeckConfigOptions, file: VFile): RootContent {
  if (code.lang === 'plantuml') {
    const src = plantUmlUrl(options.config.plantUmlServer, code.value);
    return {
      type: 'mdxJsxFlowElement',
      name: 'img',
      attributes: [attribute('className', 'plantuml'), attribute('src', src), attribute('alt', 'PlantUML diagram'), attribute('loading', 'lazy')],
      children: [],
      position: code.position,
    };
  }
  let meta;
  try {
    meta = parseFenceMeta(code.meta ?? '');
  } catch (err) {
    if (err instanceof FenceMetaError) return file.fail(err.message, code);
    throw err;
  }
  code.meta = meta.highlighterMeta || null;
  let node: RootContent = code;
  if (meta.kind === 'monaco' && monacoEnabled(options.config.monaco, options.mode)) {
    if (!monacoInstalled()) return file.fail('this {monaco} block needs the monaco-editor package, which is not installed (it is optional): run `npm install monaco-editor`', code);
    const preamble = options.preamble;
    if (!preamble.monaco) {
      preamble.monaco = '__deck_monaco';
      // Never in the server-side (pre-render) build, and never before a Monaco block is shown.
      preamble.lines.push(`const ${preamble.monaco} = import.meta.env.SSR ? undefined : () => import(${JSON.stringify(monacoModule)});`);
    }
    node = {
      type: 'mdxJsxFlowElement',
      name: 'DeckMonaco',
      attributes: [attribute('lang', code.lang ?? 'text'), attribute('code', code.value), identifierAttribute('load', preamble.monaco)],
      children: [code],
      position: code.position,
    };
  }
  if (meta.options.lines !== undefined || meta.options.startLine !== undefined) {
    const attributes: MdxJsxAttribute[] = [];
    if (meta.options.lines !== undefined) attributes.push(attribute('lines', String(meta.options.lines)));
    if (meta.options.startLine !== undefined) attributes.push(attribute('startLine', String(meta.options.startLine)));
    node = { type: 'mdxJsxFlowElement', name: 'CodeOptions', attributes, children: [node as MdxJsxFlowElement], position: code.position };
  }
  return node;
}

const clickElements = new Set(['v-click', 'v-after', 'v-clicks', 'VClick', 'VAfter', 'VClicks']);

/** Wraps click-revealed content in the variant's class; unknown variants fail the slide. */
function transformVariant(element: JsxElement, parent: Parent, index: number, file: VFile): boolean {
  const variant = stringAttribute(element, 'variant');
  if (variant === undefined) return false;
  if (!(clickVariants as readonly string[]).includes(variant)) {
    file.fail(`The variant ${variant} does not exist. Known variants: ${clickVariants.join(', ')}.`, element);
  }
  element.attributes = element.attributes.filter((a) => a.type !== 'mdxJsxAttribute' || a.name !== 'variant');
  if (variant === 'fade') return false;
  const wrapper: JsxElement =
    element.type === 'mdxJsxFlowElement'
      ? { type: 'mdxJsxFlowElement', name: 'div', attributes: [attribute('className', `click-variant click-variant-${variant}`)], children: [element] }
      : { type: 'mdxJsxTextElement', name: 'span', attributes: [attribute('className', `click-variant click-variant-${variant}`)], children: [element] };
  replace(parent, index, wrapper);
  return true;
}

interface RemoteImage {
  url: string;
  /** Points the node at the local copy's identifier. */
  localize: (identifier: string) => void;
  line: number;
}

function remoteImages(tree: Root, firstLine: number): RemoteImage[] {
  const found: RemoteImage[] = [];
  const lineOf = (node: { position?: { start: { line: number } } }) => firstLine + (node.position?.start.line ?? 1) - 1;
  visit(tree, (node, index, parent) => {
    if (node.type === 'image') {
      const image = node as Image;
      if (!isRemoteUrl(image.url) || !parent || index === undefined) return;
      found.push({
        url: image.url,
        line: lineOf(image),
        localize: (identifier) => {
          const attributes = [identifierAttribute('src', identifier), attribute('alt', image.alt ?? '')];
          if (image.title) attributes.push(attribute('title', image.title));
          replace(parent, index, { type: 'mdxJsxTextElement', name: 'img', attributes, children: [], position: image.position });
        },
      });
    } else if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && (node as JsxElement).name === 'img') {
      const element = node as JsxElement;
      const src = stringAttribute(element, 'src');
      if (!src || !isRemoteUrl(src)) return;
      found.push({
        url: src,
        line: lineOf(element),
        localize: (identifier) => {
          element.attributes = element.attributes.map((a) => (a.type === 'mdxJsxAttribute' && a.name === 'src' ? identifierAttribute('src', identifier) : a));
        },
      });
    }
  });
  return found;
}

async function localizeRemoteImages(tree: Root, options: DeckConfigOptions): Promise<void> {
  const images = remoteImages(tree, options.firstLine);
  const results = new Map<string, { file?: string; reason?: string; repeated: boolean }>();
  await Promise.all(
    [...new Set(images.map((image) => image.url))]
      .filter((url) => !options.preamble.assets.has(url))
      .map((url) => {
        const { file, repeated } = downloadRemoteAsset(url, options.cacheDir);
        return file.then(
          (path) => void results.set(url, { file: path, repeated }),
          (err: unknown) => void results.set(url, { reason: err instanceof Error ? err.message : String(err), repeated }),
        );
      }),
  );
  for (const image of images) {
    let identifier = options.preamble.assets.get(image.url);
    const result = results.get(image.url);
    if (!identifier && result?.file) {
      identifier = `__deck_asset_${options.preamble.assets.size}`;
      options.preamble.assets.set(image.url, identifier);
      options.preamble.lines.push(`import ${identifier} from ${JSON.stringify(result.file)};`);
    }
    if (identifier) image.localize(identifier);
    else if (!result?.repeated) {
      options.onWarning?.(`remoteAssets: could not download ${image.url} (${result?.reason ?? 'unknown error'}); the slide keeps the remote URL`, image.line);
    }
  }
}

export function remarkDeckConfig(options: DeckConfigOptions) {
  return async (tree: Root, file: VFile) => {
    visit(tree, (node, index, parent) => {
      if (!parent || index === undefined) return;
      if (node.type === 'code') {
        const replacement = transformFence(node as Code, options, file);
        if (replacement !== node) {
          replace(parent, index, replacement);
          return [SKIP, index + 1];
        }
        return SKIP;
      }
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && clickElements.has((node as JsxElement).name ?? '')) {
        // Visit the wrapped element's children next, not the wrapper again.
        if (transformVariant(node as JsxElement, parent, index, file)) return [SKIP, index];
      }
      return undefined;
    });
    if (options.config.remoteAssets) await localizeRemoteImages(tree, options);
  };
}
