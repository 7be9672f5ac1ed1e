// Compiles one slide's Markdown into an ES module for the browser, as Slidev reads a slide: each slot
// (`::right::`) through markdown-it into HTML (markdown.ts), the HTML through Vue's template parser
// (template.ts), its clicks worked out (clicks.ts), and the template generated as React components
// (codegen.ts). The module exports `slots` (a component per slot), `assets` (the frontmatter's
// images, bundled) and imports its scoped `<style>` as a stylesheet of its own. A slide whose
// frontmatter cannot be read exports its `error` instead, which the slide shows as a card.
import path from 'node:path';
import type { DeckConfig, SlideError, SlideRecord } from '../../shared/types.ts';
import { defaultConfig } from '../parser/config.ts';
import { clientDir } from '../paths.ts';
import { type DeckComponents, deckComponentResolver, vueComponentMessage } from '../deck-components.ts';
import type { DeckWarning, WarningKind } from '../warnings.ts';
import { importAssets, isAssetAttribute } from './assets.ts';
import type { DirectivesResult } from '../unocss/deck-uno.ts';
import { expandClassGroups } from './class-groups.ts';
import { builtinResolver, pascalName, resolveComponent, ownFileResolver } from './components.ts';
import { SlotGenerator } from './codegen.ts';
import { SLIDE_SCOPE } from './expressions.ts';
import { diagramUrl, renderFences } from './fence-code.ts';
import type { IconSets } from './icon-sets.ts';
import { iconResolver } from './icons.ts';
import { slideStylesheets } from './slide-stylesheets.ts';
import { isElement, readSlide } from './read-slide.ts';
import { remoteAssetsDir } from './remote-assets.ts';
import { scopeStyle } from './scoped-style.ts';
import type { TemplateFence, TemplateNode } from './template.ts';

export interface CompileOptions {
  /** Called once per problem, with the file and line it is about. */
  onWarning?: (warning: DeckWarning) => void;
  /** The deck's configuration (defaults when omitted). */
  config?: DeckConfig;
  /** 'dev' or 'build', for `monaco: dev|build`; 'build' when omitted. */
  mode?: string;
  /** Project root: slide files are relative to it; remote images are cached under its node_modules/.cache. */
  root?: string;
  /** Names the talk's Vite config defines, which template expressions may read. */
  defined?: ReadonlySet<string>;
  /** The id the slide module imports its scoped stylesheet by, when it has one. */
  styleId?: string;
  /** The icon sets `<mdi-github/>` tags are drawn from; without them such a tag is an unknown component. */
  icons?: IconSets;
  /** UnoCSS's `@apply` and other directives for the slide's `<style>` blocks (`css: unocss`); without it `@apply` is left out, and said. */
  directives?: (css: string, id: string) => Promise<DirectivesResult>;
  /** The talk's own components (components/ beside its Markdown): before the built-ins. */
  components?: DeckComponents;
}

export interface CompiledSlide {
  code: string;
  /** The slide's `<style>` blocks, scoped to it; '' when it has none. */
  css: string;
  error?: SlideError;
  /** Click steps the slide has: the furthest any element needs, or its frontmatter's `clicks`. */
  clicks: number;
}

export function errorModule(error: SlideError): string {
  return `export const slots = {};\nexport const error = ${JSON.stringify(error)};\n`;
}

/** Frontmatter fields that name an image the layout shows (the last three: Apple Basic's 3-images). */
const FRONTMATTER_ASSETS = ['background', 'image', 'imageLeft', 'imageTopRight', 'imageBottomRight'] as const;

const runtimeModule = JSON.stringify(path.join(clientDir, 'slides', 'slide', 'runtime.ts'));
const componentsModule = JSON.stringify(path.join(clientDir, 'slides', 'builtin', 'components.ts'));
const motionModule = JSON.stringify(path.join(clientDir, 'slides', 'slide', 'Motion.tsx'));

function fencesOf(nodes: TemplateNode[], out: TemplateFence[] = []): TemplateFence[] {
  for (const node of nodes) {
    if (node.type === 'fence') out.push(node);
    else if (isElement(node)) fencesOf(node.children, out);
  }
  return out;
}

/** Files the slide's elements name (an image's `src`…), with the line of each. */
function assetReferences(nodes: TemplateNode[], out: { value: string; line: number }[] = []): { value: string; line: number }[] {
  for (const node of nodes) {
    if (!isElement(node)) continue;
    for (const { name, value } of node.attributes) if (typeof value === 'string' && !node.component && isAssetAttribute(node.tag, name)) out.push({ value, line: node.line });
    assetReferences(node.children, out);
  }
  return out;
}

/** Slidev's `clickAnimation` (the slide's, else the deck's): the animation of steps that name none. */
function defaultAnimations(nodes: TemplateNode[], presets: string[]): void {
  for (const node of nodes) {
    if (!isElement(node)) continue;
    if (node.click && node.click.mode === 'opacity' && node.click.animations.length === 0) node.click.animations = presets;
    defaultAnimations(node.children, presets);
  }
}

export async function compileSlide(slide: SlideRecord, options: CompileOptions = {}): Promise<CompiledSlide> {
  if (slide.error) return { code: errorModule(slide.error), css: '', error: slide.error, clicks: 0 };
  const config = options.config ?? defaultConfig;
  const root = options.root ?? process.cwd();
  const report = (kind: WarningKind, line: number, message: string) => options.onWarning?.({ file: slide.filepath, line, message: `slide ${slide.no}: ${message}`, kind });
  const dir = path.dirname(path.resolve(root, slide.filepath));
  const { slots, counter, styles } = readSlide(slide.content, slide.contentStart, report, { dir, root });
  for (const slot of slots) expandClassGroups(slot.nodes);
  const animation = slide.frontmatter.clickAnimation ?? config.headmatter.clickAnimation;
  if (typeof animation === 'string' && animation.trim()) for (const slot of slots) defaultAnimations(slot.nodes, animation.split(/[\s,]+/).filter(Boolean));

  // Files the slide refers to (its images, its frontmatter's, its diagrams): imported, so Vite bundles them.
  const preamble = slideStylesheets(slots, slide.frontmatter).map((file) => `import ${JSON.stringify(file)};`);
  const fenceNodes = slots.flatMap((slot) => fencesOf(slot.nodes));
  const assetOptions = { dir, remoteAssets: config.remoteAssets, cacheDir: remoteAssetsDir(root) };
  const references = [
    ...FRONTMATTER_ASSETS.map((key) => ({ value: slide.frontmatter[key], line: slide.start })).filter((r): r is { value: string; line: number } => typeof r.value === 'string'),
    ...slots.flatMap((slot) => assetReferences(slot.nodes)),
    ...fenceNodes.map((node) => ({ value: diagramUrl(node, config), line: node.line })).filter((r): r is { value: string; line: number } => r.value !== null),
  ];
  const imported = await importAssets(references, assetOptions, preamble, (line, message) => report('asset', line, message));
  const fences = await renderFences(fenceNodes, { config, mode: options.mode, report, preamble, root, asset: (url) => imported.get(url) ?? null });

  // The talk's own components first (a slide imports those it uses), then icons, then Slidev's built-ins and the engine's.
  const icons = options.icons ? iconResolver(options.icons) : null;
  const resolvers = [...(options.components ? [deckComponentResolver(options.components, preamble)] : []), ...(icons ? [icons.resolver] : []), ownFileResolver(preamble), builtinResolver];
  const generator = new SlotGenerator({
    report,
    defined: options.defined ?? new Set(),
    frontmatter: slide.frontmatter,
    component: (tag) => resolveComponent(tag, resolvers),
    unknownComponent: (tag) => (options.components ? vueComponentMessage(options.components, root, pascalName(tag), tag) : undefined),
    fence: (node) => fences.get(node) ?? 'null',
    asset: (tag, attribute, value) => (isAssetAttribute(tag, attribute) ? (imported.get(value) ?? null) : null),
    motion: () => {
      const name = '$motion';
      const line = `import { Motion as ${name} } from ${motionModule};`;
      if (!preamble.includes(line)) preamble.push(line);
      return name;
    },
  });
  const bodies = slots.map((slot) => `h($r.F, null, ${generator.children(slot.nodes, new Set()).join(', ') || 'null'})`);
  if (icons) preamble.push(...icons.declarations());
  const scope = generator.uses.any ? `  const { ${SLIDE_SCOPE.join(', ')} } = $r.useScope(${generator.uses.clicks});\n` : '';

  let css = '';
  for (const style of styles) {
    const applied = options.directives ? await options.directives(style.css, `slide-${slide.no}.css`) : { css: style.css, problems: [] };
    for (const problem of applied.problems) report('html', style.line + problem.line - 1, problem.message);
    const scoped = scopeStyle(applied.css, `.slide[data-slide="${slide.no}"]`);
    for (const problem of scoped.problems) report(/@apply/.test(problem.message) ? 'feature' : 'html', style.line + problem.line - 1, problem.message);
    css += scoped.css + '\n';
  }

  const frontmatterAssets = FRONTMATTER_ASSETS.map((key) => [key, slide.frontmatter[key]] as const).filter(([, value]) => typeof value === 'string' && imported.has(value));
  const code = [
    `import { createElement as h } from 'react';`,
    `import * as $r from ${runtimeModule};`,
    `import * as $b from ${componentsModule};`,
    ...(css && options.styleId ? [`import ${JSON.stringify(options.styleId)};`] : []),
    ...preamble,
    ...slots.map((slot, i) => `function Slot${i}() {\n${scope}  return ${bodies[i]};\n}`),
    `export const slots = { ${slots.map((slot, i) => `${JSON.stringify(slot.name)}: Slot${i}`).join(', ')} };`,
    `export const assets = { ${frontmatterAssets.map(([key, value]) => `${key}: ${imported.get(value as string)}`).join(', ')} };`,
  ].join('\n');
  const clicks = typeof slide.frontmatter.clicks === 'number' ? slide.frontmatter.clicks : counter.max;
  return { code, css, clicks };
}
