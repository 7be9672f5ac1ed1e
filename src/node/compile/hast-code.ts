// A hast tree (Shiki's highlighted code) as createElement code, with hast's property names turned
// into React's (className lists joined, `dataLine` → `data-line`, style strings → objects).
import type { ElementContent, Element, Properties } from 'hast';
import { find, hastToReact, html, svg } from 'property-information';
import { styleObject } from './attributes.ts';

const json = (value: unknown) => JSON.stringify(value) ?? 'undefined';

function propsCode(properties: Properties, space: 'html' | 'svg'): string {
  const entries: string[] = [];
  for (const [key, value] of Object.entries(properties)) {
    if (value === undefined || value === null || value === false) continue;
    const info = find(space === 'svg' ? svg : html, key);
    const name = key === 'class' || key === 'className' ? 'className' : info.space ? (hastToReact[info.property] ?? info.property) : info.attribute;
    let code: string;
    if (name === 'style' && typeof value === 'string') code = json(styleObject(value));
    else if (Array.isArray(value)) code = json(value.join(info.commaSeparated ? ', ' : ' '));
    else code = json(value);
    entries.push(`${json(name)}: ${code}`);
  }
  return entries.length ? `{ ${entries.join(', ')} }` : 'null';
}

/** The code of one hast node (elements and text; comments and doctypes are left out). */
export function hastToCode(node: ElementContent | Element, space: 'html' | 'svg' = 'html'): string {
  if (node.type === 'text') return json(node.value);
  if (node.type !== 'element') return 'null';
  const childSpace = node.tagName === 'svg' ? 'svg' : space;
  const children = node.children.map((child) => hastToCode(child, childSpace)).filter((code) => code !== 'null');
  return `h(${[json(node.tagName), propsCode(node.properties, childSpace), ...children].join(', ')})`;
}
