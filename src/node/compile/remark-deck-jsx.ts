// Remark plugin: lets Slidev-style tags work in MDX and numbers click steps at build time.
// - `<v-click>` becomes the `VClick` component (MDX only maps capitalised names to
//   components), and HTML's `class` attribute becomes React's `className`.
// - Each click-revealed element gets the step it appears at (`at`), each code fence
//   with line-highlight steps the step its second range starts at (`data-click-start`),
//   so the browser only compares numbers.
import type { Code, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import { codeSteps } from '../parser/clicks.ts';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** Shared across a slide's slots so steps keep counting from one slot into the next. */
export interface ClickCounter {
  count: number;
}

const pascalCase = (name: string) => name.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase());

function attribute(element: JsxElement, name: string): MdxJsxAttribute | undefined {
  return element.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
}

function setNumber(element: JsxElement, name: string, value: number): void {
  const existing = attribute(element, name);
  if (existing) existing.value = String(value);
  else element.attributes.push({ type: 'mdxJsxAttribute', name, value: String(value) });
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

function numberClickElement(element: JsxElement, counter: ClickCounter): void {
  if (element.name === 'VClick') {
    const explicit = Number(attribute(element, 'at')?.value);
    if (Number.isInteger(explicit) && explicit > 0) setNumber(element, 'at', explicit);
    else setNumber(element, 'at', ++counter.count);
  } else if (element.name === 'VAfter') {
    setNumber(element, 'at', Math.max(counter.count, 1));
  } else if (element.name === 'VClicks') {
    setNumber(element, 'at', counter.count + 1);
    counter.count += listItemCount(element);
  }
}

export function remarkDeckJsx(options: { counter: ClickCounter }) {
  return (tree: Root) => {
    visit(tree, (node) => {
      if (node.type === 'code') {
        const code = node as Code;
        const steps = codeSteps(code.meta ?? '');
        if (steps.length > 1) {
          code.data = { ...code.data, hProperties: { ...code.data?.hProperties, dataClickStart: options.counter.count + 1 } };
          options.counter.count += steps.length - 1;
        }
        return;
      }
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const element = node as JsxElement;
      if (element.name && /^v-[a-z][a-z-]*$/.test(element.name)) element.name = pascalCase(element.name);
      for (const attr of element.attributes) {
        if (attr.type === 'mdxJsxAttribute' && attr.name === 'class') attr.name = 'className';
      }
      numberClickElement(element, options.counter);
    });
  };
}
