// A slide's click steps, worked out at build time by Slidev's rules (sli.dev/guide/animations), so
// the browser only compares numbers:
//   v-click / v-click="'+2'"   the next click (or two on); `"3"`: click 3, counting none of its own
//   v-click="[2, 4]"           from click 2 until before click 4
//   .hide, v-click-hide        hidden at its click instead of shown
//   v-after                    with the click before it
//   <v-click>, <v-after>       the same for each element inside (text wrapped in a <span>)
//   <v-clicks every depth>     one click per item of the list (or element) inside
//   <v-switch>                 one of its `<template #1>`, `#2-4` children at a time
//   <v-click-gap size>         clicks that reveal nothing
//   v-mark                     a hand-drawn mark at its click
//   ```ts {1|2-3}{at:2}        one click per line range after the first
//   ```ts {monaco-run} {showOutputAt:'+1'}   the click its output shows at
// Relative positions count on from every relative one before them, slot after slot; the slide has
// as many clicks as the furthest position (or its frontmatter's `clicks`).
import { constantValue, ExpressionError } from './expressions.ts';
import { fenceInfo } from './fences.ts';
import { isMagicMove, magicMoveClicks, magicMoveSteps } from './magic-move.ts';
import type { ClickSpan, TemplateDirective, TemplateElement, TemplateNode } from './template.ts';

/** Counts across a slide's slots. */
export interface ClickCounter {
  /** Sum of the relative positions so far. */
  offset: number;
  /** The furthest click any element needs. */
  max: number;
}

export const newCounter = (): ClickCounter => ({ offset: 0, max: 0 });

type Report = (line: number, message: string) => void;

/** A position as Slidev normalises it: '+n'/'-n' relative, n absolute, null: no click at all. */
type At = string | number | null;

const CLICKS_MAX = 999_999;

function normaliseAt(at: unknown): At {
  if (at === false || at === 'false') return null;
  if (at === null || at === undefined || at === true || at === 'true' || at === '') return '+1';
  if (typeof at === 'string' && (at.startsWith('+') || at.startsWith('-'))) return at;
  const value = Number(at);
  if (Number.isNaN(value)) return null;
  return value <= 0 ? 1 : value;
}

interface Registered {
  start: number;
  end: number;
  max: number;
  delta: number;
}

function since(counter: ClickCounter, at: At, size = 1): Registered | null {
  if (at === null) return null;
  if (typeof at === 'string') {
    const value = Number(at);
    const start = counter.offset + value;
    return { start, end: Infinity, max: start + size - 1, delta: value + size - 1 };
  }
  return { start: at, end: Infinity, max: at + size - 1, delta: 0 };
}

function range(counter: ClickCounter, raw: readonly unknown[]): Registered | null {
  const a = normaliseAt(raw[0]);
  const b = normaliseAt(raw[1]);
  if (a === null || b === null) return null;
  let start: number;
  let delta = 0;
  if (typeof a === 'string') {
    start = counter.offset + Number(a);
    delta = Number(a);
  } else start = a;
  let end: number;
  if (typeof b === 'string') {
    end = start + Number(b);
    delta += Number(b);
  } else end = b;
  return { start, end, max: end, delta };
}

function register(counter: ClickCounter, info: Registered | null): Registered | null {
  if (!info) return null;
  counter.offset += info.delta;
  counter.max = Math.max(counter.max, info.max);
  return info;
}

/** `v-click`, `VClick`, `v_click` → `v-click`. */
export const kebabName = (tag: string) => tag.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/_/g, '-').toLowerCase();

const attributeValue = (element: TemplateElement, name: string): unknown => {
  const bound = element.directives.find((d) => d.name === 'bind' && d.arg === name);
  if (bound?.exp !== undefined) {
    try {
      return constantValue(bound.exp);
    } catch {
      return undefined;
    }
  }
  return element.attributes.find((a) => a.name === name)?.value;
};

/** A directive's value worked out at build time: its constant, or what the expansion set. */
function directiveValue(directive: TemplateDirective & { value?: unknown }, report: Report, line: number): unknown {
  if ('value' in directive) return directive.value;
  if (directive.exp === undefined || !directive.exp.trim()) return undefined;
  try {
    return constantValue(directive.exp);
  } catch (err) {
    if (!(err instanceof ExpressionError)) throw err;
    report(line, `${directive.raw}="${directive.exp}" is not a constant, which this engine needs to count clicks at build time: it takes the next click`);
    return undefined;
  }
}

type Synthetic = TemplateDirective & { value?: unknown };

const clickDirective = (value: unknown, hide: boolean, animations: string[]): Synthetic => ({
  name: 'click',
  raw: 'v-click',
  modifiers: [...(hide ? ['hide'] : []), ...animations],
  value,
});

const isElement = (node: TemplateNode): node is TemplateElement => node.type === 'element';
const isList = (node: TemplateNode): node is TemplateElement => isElement(node) && (node.tag === 'ul' || node.tag === 'ol');
const wrapText = (node: TemplateNode): TemplateNode =>
  node.type === 'text' || node.type === 'expression' ? { type: 'element', tag: 'span', ns: 'html', component: false, attributes: [], directives: [], children: [node], line: 'line' in node ? node.line : 0 } : node;

function animationsOf(element: TemplateElement): string[] {
  const animation = attributeValue(element, 'animation');
  const list = Array.isArray(animation) ? animation.map(String) : typeof animation === 'string' ? animation.split(/[\s,]+/).filter(Boolean) : [];
  if (attributeValue(element, 'fade') !== undefined) list.push('fade');
  // This engine's own spelling before Slidev's: <v-click variant="up">.
  const variant = attributeValue(element, 'variant');
  if (typeof variant === 'string' && variant) list.push(variant);
  return list;
}

const flag = (value: unknown) => value !== undefined && value !== false && value !== 'false';

/** `<v-clicks>` (and `<v-click>`, which is one with every child on the same click) into directives on its children. */
function expandClicks(element: TemplateElement, options: { every: number; special: boolean; wrap: boolean }): TemplateNode[] {
  const at = normaliseAt(attributeValue(element, 'at') ?? '+1');
  const children = element.children.map((child) => (options.wrap ? wrapText(child) : child));
  if (at === null) return children;
  const every = Number(attributeValue(element, 'every') ?? options.every) || 1;
  const depth = Number(attributeValue(element, 'depth') ?? 1) || 1;
  const hide = flag(attributeValue(element, 'hide'));
  const animations = animationsOf(element);
  const relative = typeof at === 'string';
  const first = Number(at);
  let index = 1;
  let done = 0;

  const mapSubList = (nodes: TemplateNode[], level: number): TemplateNode[] =>
    nodes.map((node) => (isList(node) ? { ...node, children: mapChildren(node.children, level + 1) } : node));
  const mapChildren = (nodes: TemplateNode[], level: number): TemplateNode[] =>
    nodes.map((node) => {
      const show = first + Math.ceil(index++ / every) - 1;
      const delta = show - done;
      done = show;
      if (!isElement(node)) return node; // text takes a place but cannot be revealed
      const mapped = level < depth ? { ...node, children: mapSubList(node.children, level) } : node;
      return { ...mapped, directives: [...mapped.directives, clickDirective(relative ? (delta >= 0 ? `+${delta}` : `${delta}`) : show, hide, animations)] };
    });
  const gap = (): TemplateElement => ({
    type: 'element', tag: 'v-click-gap', ns: 'html', component: true, directives: [], children: [], line: element.line,
    attributes: [{ name: 'size', value: String(first + Math.ceil((index - 1) / every) - 1 - done) }],
  });

  const [only] = children;
  if (options.special && children.length === 1 && only && isList(only)) return [{ ...only, children: [...mapChildren(only.children, 1), gap()] }];
  if (options.special && children.length === 1 && only && isElement(only) && only.tag === 'table') {
    return [{ ...only, children: only.children.map((part) => (isElement(part) && part.tag === 'tbody' ? { ...part, children: [...mapChildren(part.children, 1), gap()] } : part)) }];
  }
  return [...mapChildren(children, 1), gap()];
}

/** Replaces the click components with the directives they stand for, everywhere in the tree. */
function expand(nodes: TemplateNode[]): TemplateNode[] {
  return nodes.flatMap((node): TemplateNode[] => {
    if (!isElement(node)) return [node];
    const element = { ...node, children: expand(node.children) };
    switch (element.component ? kebabName(element.tag) : '') {
      case 'v-click':
        return expandClicks(element, { every: CLICKS_MAX, special: false, wrap: true });
      case 'v-clicks':
        return expandClicks(element, { every: 1, special: true, wrap: false });
      case 'v-after':
        return element.children.map(wrapText).map((child) => (isElement(child) ? { ...child, directives: [...child.directives, { name: 'after', raw: 'v-after', modifiers: [] }] } : child));
      default:
        return [element];
    }
  });
}

const span = (info: Registered, hide: boolean, animations: string[], mode: ClickSpan['mode'] = 'opacity'): ClickSpan => ({ start: info.start, end: info.end, hide, animations, mode });

/** Slidev's `v-switch`: its `<template #n>` / `#n-m` children, each shown over its clicks. */
function resolveSwitch(element: TemplateElement, counter: ClickCounter, report: Report): TemplateElement {
  const cases = element.children.filter(isElement).map((child) => {
    const slot = child.directives.find((d) => d.name === 'slot')?.arg ?? '';
    const [from, to] = slot.split('-').map(Number);
    return { child, from: from ?? NaN, to: to ?? (from ?? NaN) + 1 };
  });
  const valid = cases.filter((c) => Number.isFinite(c.from) && Number.isFinite(c.to));
  if (valid.length < cases.length) report(element.line, 'v-switch: a child is not a <template #n> or <template #n-m> slot, and is left out');
  // A single number runs until the next case starts.
  const starts = valid.map((c) => c.from).sort((a, b) => a - b);
  for (const c of valid) if (!/-/.test(c.child.directives.find((d) => d.name === 'slot')?.arg ?? '')) c.to = starts.find((s) => s > c.from) ?? c.from + 1;
  const size = Math.max(1, ...valid.map((c) => c.to)) - 1;
  const info = register(counter, since(counter, normaliseAt(attributeValue(element, 'at') ?? '+1'), size));
  const base = info ? info.start - 1 : -CLICKS_MAX;
  const childTag = String(attributeValue(element, 'childTag') ?? attributeValue(element, 'child-tag') ?? 'div');
  const tag = String(attributeValue(element, 'tag') ?? 'div');
  return {
    type: 'element', tag, ns: 'html', component: false, attributes: [{ name: 'class', value: 'slidev-vswitch' }], directives: [], line: element.line,
    children: valid.map(({ child, from, to }) => ({
      type: 'element', tag: childTag, ns: 'html', component: false, attributes: [], directives: [], line: child.line,
      children: child.children,
      click: { start: base + from, end: base + to, hide: false, animations: [], mode: 'display' },
    })),
  };
}

/** Options of a `v-mark` (modifiers and its value), and the click it appears at. */
export interface MarkSpec {
  span: ClickSpan | null;
  modifiers: string[];
  options: Record<string, unknown>;
}

/** Registers the element's click directives: those `<v-clicks>` gave it, or those written on it. */
function resolveDirectives(element: TemplateElement, counter: ClickCounter, report: Report, given: boolean): TemplateElement {
  for (const directive of element.directives as Synthetic[]) {
    const name = directive.name;
    if ('value' in directive !== given) continue;
    if (name !== 'click' && name !== 'after' && name !== 'click-hide' && name !== 'mark') continue;
    const value = name === 'after' ? '+0' : directiveValue(directive, report, element.line);
    if (name === 'mark') {
      const options = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : { at: value };
      const info = register(counter, Array.isArray(options.at) ? range(counter, options.at) : since(counter, normaliseAt(options.at)));
      (element as TemplateElement & { mark?: MarkSpec }).mark = { span: info && span(info, false, []), modifiers: directive.modifiers, options };
      continue;
    }
    const hide = name === 'click-hide' || directive.modifiers.includes('hide');
    const info = register(counter, Array.isArray(value) ? range(counter, value) : since(counter, normaliseAt(value)));
    if (info) element.click = span(info, hide, directive.modifiers.filter((m) => m !== 'hide'));
  }
  return element;
}

/**
 * Works out every click of a slot's nodes in the order Slidev's elements register them, continuing
 * `counter` from earlier slots; returns the nodes with the click components replaced by what they
 * stand for and each click-revealed element, fence and mark given its span.
 */
export function resolveClicks(nodes: TemplateNode[], counter: ClickCounter, report: Report): TemplateNode[] {
  const walk = (list: TemplateNode[]): TemplateNode[] =>
    list.map((node): TemplateNode => {
      if (node.type === 'fence') {
        const { steps, options, kind } = fenceInfo(node.fence.info);
        if (kind === 'monaco-run' && options.showOutputAt !== undefined) {
          const at = options.showOutputAt;
          const info = register(counter, Array.isArray(at) ? range(counter, at) : since(counter, normaliseAt(at)));
          return info ? { ...node, click: span(info, false, []) } : node;
        }
        // A Magic Move takes a click per step and per range of each step; a code block one per range after the first.
        const size = isMagicMove(node.fence.info) ? magicMoveClicks(magicMoveSteps(node.fence.code)) : steps.length - 1;
        if (size < 1) return node;
        const info = register(counter, since(counter, normaliseAt(options.at), size));
        return info ? { ...node, click: span(info, false, []) } : node;
      }
      if (!isElement(node)) return node;
      const kind = node.component ? kebabName(node.tag) : '';
      if (kind === 'v-switch') return resolveSwitch({ ...node, children: walk(node.children) }, counter, report);
      if (kind === 'v-click-gap') {
        const size = Number(attributeValue(node, 'size') ?? 1);
        const delta = Number.isNaN(size) ? 1 : size;
        counter.max = Math.max(counter.max, counter.offset + delta - 1);
        counter.offset += delta;
        return node;
      }
      // As Slidev's elements mount: what <v-clicks> gave an item registers before the items nested
      // in it (A, then its B), a directive written in the slide after those inside its element.
      const element = resolveDirectives({ ...node }, counter, report, true);
      return resolveDirectives({ ...element, children: walk(element.children) }, counter, report, false);
    });
  return walk(expand(nodes));
}
