// The stylesheets a slide needs beyond the engine's own, each imported only by the slides that have
// what it styles, so a deck without them carries none of their CSS: KaTeX's (and its fonts) for math;
// for GitHub's alerts and task lists (markdown.ts), the alerts package's own colours and layout
// (light, and dark under the `.dark` class the deck's colour scheme sets) and the engine's boxes; for
// Slidev's `zoom:` frontmatter, the engine's scaling.
import { createRequire } from 'node:module';
import path from 'node:path';
import { clientDir } from '../paths.ts';
import { isElement, type Slot } from './read-slide.ts';
import type { SlideFrontmatter } from '../../shared/types.ts';
import type { TemplateNode } from './template.ts';

const resolve = createRequire(import.meta.url).resolve;

const KATEX = [resolve('katex/dist/katex.min.css')];
const ZOOM = [path.join(clientDir, 'slides', 'slide', 'zoom.css')];

/** A class markdown.ts's plugins put on what they write, and the stylesheets that style it. */
const BY_CLASS: [className: string, files: string[]][] = [
  ['markdown-alert', ['github-colors-light.css', 'github-colors-dark-class.css', 'github-base.css'].map((file) => resolve(`markdown-it-github-alerts/styles/${file}`))],
  ['contains-task-list', [path.join(clientDir, 'slides', 'builtin', 'task-lists.css')]],
];

function hasClass(nodes: TemplateNode[], className: string): boolean {
  return nodes.some(
    (node) => isElement(node) && (node.attributes.some((a) => a.name === 'class' && typeof a.value === 'string' && a.value.split(/\s+/).includes(className)) || hasClass(node.children, className)),
  );
}

/** The stylesheets a slide with these slots and this frontmatter needs, as files to import. */
export function slideStylesheets(slots: Slot[], frontmatter: SlideFrontmatter): string[] {
  return [
    ...(slots.some((slot) => slot.math) ? KATEX : []),
    ...BY_CLASS.filter(([className]) => slots.some((slot) => hasClass(slot.nodes, className))).flatMap(([, files]) => files),
    ...(frontmatter.zoom !== undefined && frontmatter.zoom !== 1 ? ZOOM : []),
  ];
}
