// Where a browser keeps its drawings between reloads: one versioned localStorage entry per deck.
// What it holds is read like anything from outside: the store checks and sanitises every stroke.
import { loadKept, saveKept, type KeptFormat, type KeptStorage } from '../../state/kept.ts';
import type { StrokeTable } from './strokes.ts';

export interface KeptDrawings {
  /** What was kept, unchecked; undefined when nothing usable was. */
  load: () => unknown;
  save: (drawings: Record<number, StrokeTable>) => void;
}

/**
 * Version 0 (JSON without a version) held stroke tables per slide, or, before strokes had ids, one
 * SVG text per slide: `tableOfSvg` turns such a text into a table (it needs a DOM, so the page
 * passes it in).
 */
export function keptDrawings(storage: KeptStorage | null, key: string, tableOfSvg: (svg: string) => StrokeTable): KeptDrawings {
  const format: KeptFormat<unknown> = {
    key,
    version: 1,
    read: (value, version) => {
      if (version > 0) return value;
      const data: unknown = JSON.parse(String(value));
      if (typeof data !== 'object' || data === null) return undefined;
      return Object.fromEntries(Object.entries(data).map(([no, slide]) => [no, typeof slide === 'string' ? tableOfSvg(slide) : slide]));
    },
  };
  return { load: () => loadKept(format, storage), save: (drawings) => saveKept(format, drawings, storage) };
}
