// A slide's frontmatter: read from its YAML lines, then the fields the engine itself reads checked.
// As in Slidev, a field with a value the engine cannot use is left out (with a warning) rather
// than costing the slide its content; only YAML that cannot be read at all gives an error card.
import { isMap, isScalar, LineCounter, parseDocument } from 'yaml';
import { isLayoutName } from '../../shared/layouts.ts';
import { themeIds, themes } from '../../shared/themes.ts';
import { readTransition } from '../../shared/transitions.ts';
import type { SlideError } from '../../shared/types.ts';

/** One field as written: its value, and the file and 1-based line it was written on. */
export interface Field {
  value: unknown;
  file: string;
  line: number;
}

export type Fields = Map<string, Field>;

export interface YamlFields {
  fields: Fields;
  error?: SlideError;
}

/** Reads the YAML between two 0-based lines of `file` into fields; an error when it cannot be read. */
export function readYaml(lines: readonly string[], range: { from: number; to: number }, file: string): YamlFields {
  const lineCounter = new LineCounter();
  const doc = parseDocument(lines.slice(range.from, range.to).join('\n'), { lineCounter, prettyErrors: false });
  const fields: Fields = new Map();
  const [first] = doc.errors;
  if (first) {
    const line = range.from + lineCounter.linePos(first.pos[0]).line;
    return { fields, error: { message: `invalid YAML: ${first.message.split('\n')[0]}`, line } };
  }
  if (doc.contents === null) return { fields };
  if (!isMap(doc.contents)) {
    return { fields, error: { message: 'frontmatter must be a mapping of "key: value" lines', line: range.from + 1 } };
  }
  for (const pair of doc.contents.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
    const offset = isScalar(pair.key) ? (pair.key.range?.[0] ?? 0) : 0;
    const line = range.from + lineCounter.linePos(offset).line;
    const value: unknown = isScalar(pair.value) || pair.value === null ? (pair.value?.toJSON() ?? null) : pair.value.toJSON();
    fields.set(key, { value, file, line });
  }
  return { fields };
}

/** The frontmatter keys the engine itself reads (`name` is Slidev's other word for `title`). */
export const FRONTMATTER_KEYS = ['layout', 'background', 'class', 'clicks', 'clicksStart', 'hideInToc', 'title', 'name', 'level', 'src', 'hide', 'disabled', 'clickAnimation', 'dragPos', 'transition', 'zoom'];

/** `class` as Slidev takes it: a string, a list of names, or names mapped to whether they apply. */
function classNames(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.join(' ');
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    return Object.entries(value).filter(([, on]) => Boolean(on)).map(([name]) => name).join(' ');
  }
  return undefined;
}

/** A transition setting as the slide keeps it (src/shared/transitions.ts); false or null: the deck's, kept as null. */
function transitionSetting(value: unknown): string | null | undefined {
  try {
    return readTransition(value) ?? null;
  } catch {
    return undefined;
  }
}

const CHECKS: Record<string, [normalise: (v: unknown) => unknown, expected: string]> = {
  background: [(v) => (typeof v === 'string' ? v : undefined), 'an image path, URL or CSS colour'],
  class: [classNames, 'class names (a string, a list, or names mapped to true or false)'],
  clicks: [(v) => (Number.isInteger(v) && (v as number) >= 0 ? v : undefined), 'a whole number ≥ 0'],
  clicksStart: [(v) => (Number.isInteger(v) && (v as number) >= 0 ? v : undefined), 'a whole number ≥ 0'],
  hideInToc: [(v) => (typeof v === 'boolean' ? v : undefined), 'true or false'],
  title: [(v) => (typeof v === 'string' || typeof v === 'number' ? String(v) : undefined), 'a string'],
  name: [(v) => (typeof v === 'string' || typeof v === 'number' ? String(v) : undefined), 'a string'],
  level: [(v) => (Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 6 ? v : undefined), 'a whole number from 1 to 6'],
  layout: [(v) => (typeof v === 'string' && v.trim() ? v.trim() : undefined), 'the name of a layout'],
  clickAnimation: [(v) => (typeof v === 'string' ? v : undefined), 'animation presets such as "fade up"'],
  dragPos: [(v) => (typeof v === 'object' && v !== null && !Array.isArray(v) ? v : undefined), 'names mapped to "left,top,width,height,rotate"'],
  transition: [transitionSetting, 'a transition name such as slide-left, fade or "slide-left | slide-right"'],
  zoom: [(v) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : undefined), 'a number above 0, such as 0.8'],
};

export interface FieldProblem {
  kind: 'field' | 'layout';
  message: string;
  file: string;
  line: number;
}

export interface CheckedFrontmatter {
  /** The frontmatter as the slide gets it: fields with unusable values left out, `class` made a string. */
  frontmatter: Record<string, unknown>;
  /** The layout the slide is laid out with, when the frontmatter names one that exists. */
  layout?: string;
  problems: FieldProblem[];
}

/**
 * Checks the fields the engine reads. A value it cannot use is left out with a problem naming
 * what it takes; a layout that is neither built in nor one of `deckLayouts` (the deck's own and its
 * theme's) is kept in the frontmatter (as written) but the slide is laid out with the default.
 */
export function checkFrontmatter(fields: Fields, deckLayouts: ReadonlySet<string> = new Set()): CheckedFrontmatter {
  const frontmatter: Record<string, unknown> = {};
  const problems: FieldProblem[] = [];
  let layout: string | undefined;
  for (const [key, { value, file, line }] of fields) {
    const check = CHECKS[key];
    if (!check) {
      frontmatter[key] = value;
      continue;
    }
    const normalised = check[0](value);
    if (normalised === undefined) {
      problems.push({ kind: 'field', file, line, message: `"${key}" must be ${check[1]}, got ${JSON.stringify(value)}: ignored` });
      continue;
    }
    frontmatter[key] = normalised;
    if (key === 'layout' && typeof normalised === 'string') {
      if (isLayoutName(normalised) || deckLayouts.has(normalised)) layout = normalised;
      else {
        // A layout of a theme the deck did not choose: say which theme has it.
        const theme = themeIds.find((id) => themes[id].layouts.includes(normalised));
        const hint = theme ? ` (it is the ${theme} theme's: \`theme: ${theme}\` in the headmatter)` : '';
        problems.push({ kind: 'layout', file, line, message: `layout "${normalised}" is neither built in nor one of the deck's own (layouts/): the slide is laid out with default${hint}` });
      }
    }
  }
  return { frontmatter, ...(layout ? { layout } : {}), problems };
}
