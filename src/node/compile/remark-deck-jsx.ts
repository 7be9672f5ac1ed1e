// Remark plugin: lets Slidev-style tags work in MDX and numbers click steps at build time.
// - `<v-click>` becomes the `VClick` component (MDX only maps capitalised names to
//   components), and HTML's `class` attribute becomes React's `className`.
// - Each click-revealed element gets the step it appears at (`at`), each code fence with
//   line-highlight steps the step its second range starts at (`data-click-start`), by the same
//   rule the parser counts the slide's steps with (parser/steps.ts), so the browser only compares numbers.
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { componentName, attribute, numberSteps, type ClickCounter, type JsxElement } from '../parser/steps.ts';

function setNumber(element: JsxElement, name: string, value: number): void {
  const existing = attribute(element, name);
  if (existing) existing.value = String(value);
  else element.attributes.push({ type: 'mdxJsxAttribute', name, value: String(value) });
}

export function remarkDeckJsx(options: { counter: ClickCounter }) {
  return (tree: Root) => {
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const element = node as JsxElement;
      if (element.name && /^v-[a-z][a-z-]*$/.test(element.name)) element.name = componentName(element.name);
      for (const attr of element.attributes) {
        if (attr.type === 'mdxJsxAttribute' && attr.name === 'class') attr.name = 'className';
      }
    });
    numberSteps(tree, options.counter, {
      code: (code, firstStep) => {
        code.data = { ...code.data, hProperties: { ...code.data?.hProperties, dataClickStart: firstStep } };
      },
      element: (element, at) => setNumber(element, 'at', at),
    });
  };
}
