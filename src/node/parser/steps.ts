// A slide's click steps, counted on its MDX tree: the one rule both the parser (how many steps the
// deck navigates through) and the compiler (which step each element appears at) follow, so the
// two always agree. A `<v-click>` written in inline code or a code block is text, not a step.
//   <v-click>             one step (or `at="n"`: appears at step n, counting no step of its own)
//   <v-after>             appears with the step before
//   <v-clicks>            one step per top-level list item inside
//   ```rust {1|2-4|all}   one step per range after the first
import type { Code, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { codeSteps } from './clicks.ts';
import { blankComments, splitSlots } from './slots.ts';

export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** Shared across a slide's slots so steps keep counting from one slot into the next. */
export interface ClickCounter {
  count: number;
  /** The highest explicit `at`: a slide has at least that many steps. */
  highest: number;
}

/** Where the compiler writes the numbers down; counting alone passes none. */
export interface StepMarks {
  code?: (node: Code, firstStep: number) => void;
  element?: (element: JsxElement, at: number) => void;
}

/** `v-click`, `VClick` → `VClick`. */
export const componentName = (name: string) => name.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase());

export function attribute(element: JsxElement, name: string): MdxJsxAttribute | undefined {
  return element.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
}

/** Top-level list items inside a <v-clicks> block. */
function listItemCount(element: JsxElement): number {
  let items = 0;
  visit(element, 'list', (list) => {
    items += list.children.length;
    return 'skip';
  });
  return items;
}

/** Walks a slot's tree in document order, counting its steps on `counter` (and marking them, for the compiler). */
export function numberSteps(tree: Root, counter: ClickCounter, marks: StepMarks = {}): void {
  visit(tree, (node) => {
    if (node.type === 'code') {
      const steps = codeSteps((node as Code).meta ?? '');
      if (steps.length > 1) {
        marks.code?.(node as Code, counter.count + 1);
        counter.count += steps.length - 1;
      }
      return;
    }
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    const element = node as JsxElement;
    const name = element.name ? componentName(element.name) : '';
    if (name === 'VClick') {
      const explicit = Number(attribute(element, 'at')?.value);
      if (Number.isInteger(explicit) && explicit > 0) {
        counter.highest = Math.max(counter.highest, explicit);
        marks.element?.(element, explicit);
      } else {
        counter.count += 1; // (not inside the optional call: its arguments are skipped when there is no mark)
        marks.element?.(element, counter.count);
      }
    } else if (name === 'VAfter') {
      marks.element?.(element, Math.max(counter.count, 1));
    } else if (name === 'VClicks') {
      marks.element?.(element, counter.count + 1);
      counter.count += listItemCount(element);
    }
  });
}

const mdx = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);

export interface SlideSteps {
  /** Click steps the slide has. */
  clicks: number;
  /** Code blocks the slide shows as highlighted code (PlantUML diagrams are images). */
  codeBlocks: number;
}

/** Counts a slide's steps and code blocks on its MDX tree; a slide that does not parse has none (it shows an error card). */
export function slideSteps(content: string): SlideSteps {
  const counter: ClickCounter = { count: 0, highest: 0 };
  let codeBlocks = 0;
  for (const slot of splitSlots(content, 1)) {
    let tree: Root;
    try {
      tree = mdx.parse(blankComments(slot.markdown));
    } catch {
      return { clicks: 0, codeBlocks: 0 };
    }
    numberSteps(tree, counter);
    visit(tree, 'code', (code) => {
      if (code.lang !== 'plantuml') codeBlocks++;
    });
  }
  return { clicks: Math.max(counter.count, counter.highest), codeBlocks };
}
