// The table of contents as a tree of slide titles (see components/Toc.tsx).
import type { SlideMeta } from '../../../shared/types.ts';

export interface TocItem {
  no: number;
  title: string;
  level: number;
  children: TocItem[];
}

/** The entries as a tree: a slide nests under the closest slide before it with a lower level. */
export function tocTree(list: readonly SlideMeta[], minDepth = 1, maxDepth = Infinity): TocItem[] {
  const roots: TocItem[] = [];
  const stack: TocItem[] = [];
  for (const slide of list) {
    const level = slide.level || 1;
    if (slide.hideInToc || !slide.counted || !slide.title || level < minDepth || level > maxDepth) continue;
    const item: TocItem = { no: slide.no, title: slide.title, level, children: [] };
    while (stack.length > 0 && (stack.at(-1)?.level ?? 0) >= level) stack.pop();
    (stack.at(-1)?.children ?? roots).push(item);
    stack.push(item);
  }
  return roots;
}
