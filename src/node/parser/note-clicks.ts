// Slidev's click markers in speaker notes: `[click]` starts the part said at the next click, and
// `[click:n]` the part said n clicks after the part before (so `[click:3]` skips two, as Slidev
// counts). In the notes' HTML each marker is a badge naming its click (`.note-click`, data-clicks),
// and everything else is tagged with the click it is said at: data-note-part on an element or text,
// data-note-parts (space-separated) on an element that holds markers. The presenter view fades all
// but the current click's part (src/client/views/presenter/noteClicks.ts).
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import type { Emphasis, Root as MdastRoot } from 'mdast';
import { findAndReplace } from 'mdast-util-find-and-replace';
import type { VFile } from 'vfile';

/** A marker as written; its group is the clicks it counts (1 when absent). */
export const NOTE_CLICK_MARKER = /\[click(?::(\d+))?\]/gi;

declare module 'vfile' {
  interface DataMap {
    /** The click each of the notes' markers names, in the notes' order. */
    noteClicks: number[];
  }
}

/**
 * The badge a marker becomes: the click's number, read as "click n". Made from an mdast node with
 * children of its own: a text node would be merged into the text around it, its data lost.
 */
function badge(clicks: number): Emphasis {
  return {
    type: 'emphasis',
    children: [],
    data: {
      hName: 'span',
      hProperties: { className: ['note-click'], dataClicks: clicks, title: `Click ${clicks}: click to go there` },
      hChildren: [
        { type: 'element', tagName: 'span', properties: { className: ['visually-hidden'] }, children: [{ type: 'text', value: 'click ' }] },
        { type: 'text', value: String(clicks) },
      ],
    },
  };
}

/** remark: each marker outside code becomes its badge; the clicks they name go in `file.data.noteClicks`. */
export function remarkNoteClicks() {
  return (tree: MdastRoot, file: VFile) => {
    let clicks = 0;
    const named: number[] = [];
    // In document order, so each marker counts from the one before it.
    findAndReplace(tree, [
      NOTE_CLICK_MARKER,
      (_: string, by: string | undefined) => {
        clicks += by === undefined ? 1 : Number(by);
        named.push(clicks);
        return badge(clicks);
      },
    ]);
    file.data.noteClicks = named;
  };
}

const isMarker = (element: Element): boolean => element.properties.dataClicks !== undefined;
const holdsMarker = (node: ElementContent): boolean => node.type === 'element' && (isMarker(node) || node.children.some(holdsMarker));

/** rehype: tags what the notes say with the click it is said at (nothing, in notes without markers). */
export function rehypeNoteParts() {
  return (tree: HastRoot) => {
    const top = tree.children.filter((node): node is ElementContent => node.type !== 'doctype');
    if (!top.some(holdsMarker)) return;
    let part = 0;
    // Returns the parts said inside `children`, having tagged them.
    const divide = (children: ElementContent[]): Set<number> => {
      const parts = new Set<number>();
      children.forEach((child, index) => {
        if (child.type === 'element' && isMarker(child)) {
          part = Number(child.properties.dataClicks);
          parts.add(part);
        } else if (child.type === 'element' && holdsMarker(child)) {
          const inner = divide(child.children);
          child.properties.dataNoteParts = [...inner].join(' ');
          inner.forEach((p) => parts.add(p));
        } else if (child.type === 'element') {
          child.properties.dataNotePart = part;
          parts.add(part);
        } else if (child.type === 'text' && child.value.trim()) {
          children[index] = { type: 'element', tagName: 'span', properties: { dataNotePart: part }, children: [child] };
          parts.add(part);
        }
      });
      return parts;
    };
    divide(top);
    tree.children = top;
  };
}
