// A slide's click steps and code blocks, counted by the same reading of its Markdown the compiler
// makes (compile/slide-module.ts `readSlide`), so the steps the deck navigates through and the steps
// the rendered slide reveals always agree. Problems are the compiler's to report; counting is quiet.
import { readSlide } from '../compile/read-slide.ts';
import type { TemplateNode } from '../compile/template.ts';

export interface SlideSteps {
  /** Click steps the slide has. */
  clicks: number;
  /** Code blocks the slide shows as highlighted code (PlantUML diagrams are images). */
  codeBlocks: number;
}

function countCode(nodes: TemplateNode[]): number {
  let count = 0;
  for (const node of nodes) {
    if (node.type === 'fence' && !node.fence.math && !/^plantuml\b/i.test(node.fence.info)) count++;
    else if (node.type === 'element') count += countCode(node.children);
  }
  return count;
}

export function slideSteps(content: string): SlideSteps {
  const { slots, counter } = readSlide(content, 1, () => undefined);
  return { clicks: counter.max, codeBlocks: slots.reduce((sum, slot) => sum + countCode(slot.nodes), 0) };
}
