// Where a browser keeps its drawings between reloads: one versioned localStorage entry per deck.
// What it holds is read like anything from outside: the store checks and sanitises every stroke.
import { loadKept, saveKept, type KeptFormat, type KeptStorage } from '../../state/kept.ts';

/** What is kept (version 2). */
export interface KeptState {
  /** The drawings document's whole state, as a base64 Yjs update. */
  doc?: string;
  /** This page's strokes that are not in the document (null: erased here, not yet there): slide → id → markup. */
  own?: Record<string, Record<string, string | null>>;
  /** Strokes kept by an earlier version (slide → id → entry), for the store to take in. */
  earlier?: Record<string, Record<string, unknown>>;
}

export interface KeptDrawings {
  /** What was kept, unchecked (the store validates it); undefined when nothing usable was. */
  load: () => KeptState | undefined;
  save: (state: KeptState) => void;
}

/**
 * Version 1 held stroke tables per slide (id → [clock, markup | null, owner?]); version 0 (JSON
 * without a version) the same, or, before strokes had ids, one SVG text per slide: `tableOfSvg`
 * turns such a text into a table (it needs a DOM, so the page passes it in).
 */
export function keptDrawings(storage: KeptStorage | null, key: string, tableOfSvg: (svg: string) => Record<string, unknown>): KeptDrawings {
  const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
  const format: KeptFormat<KeptState> = {
    key,
    version: 2,
    read: (value, version) => {
      if (version === 2) return isObject(value) ? (value as KeptState) : undefined;
      const data: unknown = version === 1 ? value : JSON.parse(String(value));
      if (!isObject(data)) return undefined;
      const earlier = Object.entries(data).map(([no, slide]) => [no, typeof slide === 'string' ? tableOfSvg(slide) : slide]);
      return { earlier: Object.fromEntries(earlier.filter((pair): pair is [string, Record<string, unknown>] => isObject(pair[1]))) };
    },
  };
  return { load: () => loadKept(format, storage), save: (state) => saveKept(format, state, storage) };
}
