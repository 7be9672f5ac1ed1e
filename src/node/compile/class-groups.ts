// UnoCSS's variant groups in a slide's `class` attributes: `hover:(bg-red text-white)` is written
// out as `hover:bg-red hover:text-white`, as transformer-variant-group rewrites a Slidev slide's
// source, so the element carries the classes the deck's stylesheet has rules for.
import { expandVariantGroup } from '@unocss/core';
import { isElement } from './read-slide.ts';
import type { TemplateNode } from './template.ts';

export function expandClassGroups(nodes: TemplateNode[]): void {
  for (const node of nodes) {
    if (!isElement(node)) continue;
    for (const attribute of node.attributes) {
      if (attribute.name === 'class' && typeof attribute.value === 'string' && attribute.value.includes('(')) attribute.value = expandVariantGroup(attribute.value);
    }
    expandClassGroups(node.children);
  }
}
