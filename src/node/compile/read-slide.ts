// A slide's Markdown read the way Slidev reads it, short of generating code: its slots (`::right::`,
// `<template #right>`), each through markdown-it into HTML (markdown.ts) and the HTML through Vue's
// template parser (template.ts); its `<style>` blocks taken out; its clicks worked out (clicks.ts).
// The compiler (slide-module.ts) and the parser's click count (parser/steps.ts) share this reading,
// so the steps the deck navigates through are the steps the slide reveals.
import { splitSlots, type SlotSource } from '../parser/slots.ts';
import type { WarningKind } from '../warnings.ts';
import { newCounter, resolveClicks, type ClickCounter } from './clicks.ts';
import { type MarkdownSource, markdownToHtml } from './markdown.ts';
import { readTemplate, type TemplateElement, type TemplateNode } from './template.ts';

export type Report = (kind: WarningKind, line: number, message: string) => void;

export interface Slot {
  name: string;
  nodes: TemplateNode[];
  /** It holds KaTeX math: the slide loads KaTeX's stylesheet. */
  math?: boolean;
}

export const isElement = (node: TemplateNode): node is TemplateElement => node.type === 'element';

/** `<template v-slot:right>` / `<template #right>` at the top of a slot: Slidev's long form of `::right::`. */
function liftTemplateSlots(slot: Slot): Slot[] {
  const lifted: Slot[] = [];
  const nodes = slot.nodes.filter((node) => {
    const name = isElement(node) && node.tag === 'template' ? node.directives.find((d) => d.name === 'slot')?.arg : undefined;
    if (!isElement(node) || name === undefined) return true;
    lifted.push({ name, nodes: node.children });
    return false;
  });
  return [{ name: slot.name, nodes }, ...lifted];
}

/** Takes `<style>` and `<script>` elements out of the tree; returns the CSS with its lines. */
function takeBlocks(nodes: TemplateNode[], report: Report): { css: string; line: number }[] {
  const styles: { css: string; line: number }[] = [];
  const walk = (list: TemplateNode[]): TemplateNode[] =>
    list.filter((node) => {
      if (!isElement(node)) return true;
      if (node.tag === 'style') {
        styles.push({ css: node.children.map((c) => (c.type === 'text' ? c.value : '')).join(''), line: node.line });
        return false;
      }
      if (node.tag === 'script') {
        report('syntax', node.line, 'a slide\'s <script> is not run by this engine: what it defines is not available to the slide');
        return false;
      }
      node.children = walk(node.children);
      return true;
    });
  nodes.splice(0, nodes.length, ...walk(nodes));
  return styles;
}

/** The template of one slot, read from its Markdown (no highlighting: what the click count and the compiler share). */
export function readSlot(source: SlotSource, report: Report, from: MarkdownSource = {}): Slot[] {
  const html = markdownToHtml(source.markdown, source.line, from);
  for (const problem of html.problems) report(problem.kind ?? 'asset', problem.line, problem.message);
  const template = readTemplate(html, source.line);
  for (const problem of template.problems) report('html', problem.line, problem.message);
  return liftTemplateSlots({ name: source.name, nodes: template.children }).map((slot) => ({ ...slot, math: html.math }));
}

/** Reads a slide's slots and works out its clicks (shared with the parser's count, steps.ts). */
export function readSlide(content: string, firstLine: number, report: Report, from: MarkdownSource = {}): { slots: Slot[]; counter: ClickCounter; styles: { css: string; line: number }[] } {
  const slots: Slot[] = [];
  for (const slot of splitSlots(content, firstLine).flatMap((source) => readSlot(source, report, from))) {
    // `:: default ::` after `::right::` goes on with the default slot.
    const same = slots.find((s) => s.name === slot.name);
    if (same) {
      same.nodes.push(...slot.nodes);
      same.math ||= slot.math;
    }
    else slots.push(slot);
  }
  const styles = slots.flatMap((slot) => takeBlocks(slot.nodes, report));
  const counter = newCounter();
  for (const slot of slots) slot.nodes = resolveClicks(slot.nodes, counter, (line, message) => report('syntax', line, message));
  return { slots, counter, styles };
}
