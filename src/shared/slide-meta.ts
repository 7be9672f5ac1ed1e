// A slide's metadata as a built deck carries it: only what differs from a slide's usual values, so a
// deck of thousands of slides does not ship the same twelve fields thousands of times in its entry script
// (5,000 slides: 1.2 MB of it, parsed before the app could answer a key). The Vite plugin compacts,
// the browser expands, by the same defaults.
import type { SlideMeta } from './types.ts';

export type CompactMeta = Partial<SlideMeta>;

/** Slide `no`'s metadata when nothing about it is unusual; `file` is the deck's own Markdown file. */
function usualMeta(no: number, file: string): SlideMeta {
  return { no, id: `slide-${no}`, routeName: `page-${no}`, title: '', level: 1, layout: 'default', frontmatter: {}, clicks: 0, hideInToc: false, counted: true, filepath: file, start: 1 };
}

/** The fields of the slide at `index` that differ from its usual values. */
export function compactMeta(meta: SlideMeta, index: number, file: string): CompactMeta {
  const usual: Record<string, unknown> = { ...usualMeta(index + 1, file) };
  return Object.fromEntries(Object.entries(meta).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(usual[key])));
}

/** The whole metadata of the slide at `index` again. */
export function expandMeta(compact: CompactMeta, index: number, file: string): SlideMeta {
  return { ...usualMeta(index + 1, file), ...compact };
}
