// Turns a Slidev-style Markdown deck into the deck configuration and slide records.
import { isMap, isScalar, LineCounter, parseDocument } from 'yaml';
import type { DeckConfig, SlideError, SlideFrontmatter, SlideRecord } from '../../shared/types.ts';
import { isLayoutName, layoutNames } from '../../shared/layouts.ts';
import { forEachLine } from './clicks.ts';
import { ConfigFieldError, configKeys, defaultConfig, isConfigKey, slideKeys, validateConfigField } from './config.ts';
import { DEFAULT_THEMES, didYouMean, SLIDEV_ONLY_FRONTMATTER, SLIDEV_ONLY_HEADMATTER } from './slidev-compat.ts';
import { renderMarkdown, splitNotes } from './notes.ts';
import { slideSteps } from './steps.ts';

/** A problem that stops the whole deck from building, located in its source file. */
export class DeckSourceError extends Error {
  constructor(message: string, readonly file: string, readonly line: number) {
    super(`${file}:${line}: ${message}`);
    this.name = 'DeckSourceError';
  }
}

export interface ParsedDeck {
  config: DeckConfig;
  slides: SlideRecord[];
  /** What builds but may not do what the author meant: Slidev fields this engine ignores, an unknown theme. */
  warnings: DeckWarning[];
}

export interface DeckWarning {
  message: string;
  /** 1-based line in the Markdown file. */
  line: number;
}

/** A warning as the commands print it: file:line: message. */
export const formatWarning = (file: string, warning: DeckWarning): string => `\x1b[33mwarning\x1b[0m ${file}:${warning.line}: ${warning.message}`;

interface Block {
  /** 0-based index of the block's first line (its separator, or 0). */
  start: number;
  /** 0-based, exclusive. */
  end: number;
  /** 0-based range of YAML lines, when the block has frontmatter. */
  yaml?: { from: number; to: number };
  /** 0-based index of the first body line. */
  bodyStart: number;
}

const isSeparator = (line: string | undefined) => line !== undefined && /^---\s*$/.test(line);
const looksLikeYamlKey = (line: string | undefined) => line !== undefined && /^[A-Za-z_$][\w$-]*\s*:/.test(line);

/** Finds the closing `---` of a frontmatter block opened at `open`, or -1. */
function closingSeparator(lines: string[], open: number): number {
  for (let i = open + 1; i < lines.length; i++) if (isSeparator(lines[i])) return i;
  return -1;
}

function splitBlocks(lines: string[], file: string): Block[] {
  const blocks: Block[] = [];
  let start = 0;
  let bodyStart = 0;
  let yaml: Block['yaml'];

  if (isSeparator(lines[0])) {
    const close = closingSeparator(lines, 0);
    if (close < 0) throw new DeckSourceError('the headmatter opened here is never closed with ---', file, 1);
    yaml = { from: 1, to: close };
    bodyStart = close + 1;
  }

  let fence: string | null = null;
  let fenceLine = 0;
  for (let i = bodyStart; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const fenceMark = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fenceMark && (fence === null || (line.trim().startsWith(fence) && line.trim().replace(/[`~]/g, '') === ''))) {
      fence = fence === null ? fenceMark : null;
      fenceLine = i;
      continue;
    }
    if (fence !== null || !isSeparator(line)) continue;

    blocks.push({ start, end: i, yaml, bodyStart });
    start = i;
    yaml = undefined;
    bodyStart = i + 1;
    if (looksLikeYamlKey(lines[i + 1])) {
      const close = closingSeparator(lines, i);
      if (close > 0) {
        yaml = { from: i + 1, to: close };
        bodyStart = close + 1;
        i = close;
      }
    }
  }
  if (fence !== null) {
    // Markdown would run the block to the end of the file, swallowing every later slide.
    const opening = (lines[fenceLine] ?? '').trim().slice(0, 40);
    throw new DeckSourceError(`this code fence (${opening}) is never closed: every later slide would be swallowed into it; close it with ${fence}`, file, fenceLine + 1);
  }
  blocks.push({ start, end: lines.length, yaml, bodyStart });

  // A separator at the very end of the file does not make an empty last slide.
  const last = blocks.at(-1);
  if (blocks.length > 1 && last && !last.yaml && lines.slice(last.bodyStart).every((l) => !l.trim())) blocks.pop();
  return blocks;
}

interface YamlFields {
  /** Key → [value, 1-based line]. */
  fields: Map<string, { value: unknown; line: number }>;
  error?: SlideError;
}

function readYaml(lines: string[], range: { from: number; to: number }): YamlFields {
  const lineCounter = new LineCounter();
  const doc = parseDocument(lines.slice(range.from, range.to).join('\n'), { lineCounter, prettyErrors: false });
  const fields: YamlFields['fields'] = new Map();
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
    fields.set(key, { value, line });
  }
  return { fields };
}

function readConfig(lines: string[], range: Block['yaml'], file: string, warnings: DeckWarning[]): { config: DeckConfig; slideFields: YamlFields['fields'] } {
  const config: DeckConfig = structuredClone(defaultConfig);
  const slideFields: YamlFields['fields'] = new Map();
  if (!range) return { config, slideFields };
  const { fields, error } = readYaml(lines, range);
  if (error) throw new DeckSourceError(`headmatter: ${error.message}`, file, error.line);
  for (const [key, { value, line }] of fields) {
    if (slideKeys.has(key)) {
      slideFields.set(key, { value, line });
    } else if (isConfigKey(key)) {
      try {
        (config as unknown as Record<string, unknown>)[key] = validateConfigField(key, value);
      } catch (err) {
        if (err instanceof ConfigFieldError) throw new DeckSourceError(`headmatter: ${err.message}`, file, line);
        throw err;
      }
    } else if (Object.hasOwn(SLIDEV_ONLY_HEADMATTER, key)) {
      warnings.push({ message: `headmatter: "${key}" is a Slidev option this engine does not support, ignored: ${SLIDEV_ONLY_HEADMATTER[key]}`, line });
    } else {
      // Close to one of ours: a typo, which would silently not do what was meant. Anything else may
      // be a Slidev theme's or layout's own field: said, and built without.
      const meant = didYouMean(key, [...configKeys, ...slideKeys]);
      if (meant) throw new DeckSourceError(`headmatter: unknown option "${key}": did you mean "${meant}"?`, file, line);
      warnings.push({ message: `headmatter: unknown option "${key}", ignored (the options are listed in README's Configuration)`, line });
    }
  }
  if (!DEFAULT_THEMES.has(config.theme)) {
    const line = fields.get('theme')?.line ?? range.from + 1;
    warnings.push({ message: `headmatter: theme "${config.theme}" is not available here, ignored: the deck keeps its own look (restyle it with \`css:\` and themeConfig)`, line });
  }
  return { config, slideFields };
}

/** The frontmatter keys the engine itself reads. */
const FRONTMATTER_KEYS = ['layout', 'background', 'class', 'clicks', 'hideInToc', 'title', 'level'];

/** Slidev frontmatter this engine ignores, and keys that look like a typo of one it reads. */
function frontmatterWarnings(fields: YamlFields['fields'], no: number): DeckWarning[] {
  const warnings: DeckWarning[] = [];
  for (const [key, { line }] of fields) {
    if (FRONTMATTER_KEYS.includes(key)) continue;
    if (Object.hasOwn(SLIDEV_ONLY_FRONTMATTER, key)) {
      warnings.push({ message: `slide ${no}: "${key}" is a Slidev field this engine does not support, ignored: ${SLIDEV_ONLY_FRONTMATTER[key]}`, line });
      continue;
    }
    // Other keys are the layout's to read (as in Slidev); one close to ours is likely a typo.
    const meant = didYouMean(key, FRONTMATTER_KEYS);
    if (meant) warnings.push({ message: `slide ${no}: unknown field "${key}", ignored: did you mean "${meant}"?`, line });
  }
  return warnings;
}

/** Checks the frontmatter keys the engine itself reads; returns the first problem. */
function checkFrontmatter(fields: YamlFields['fields']): SlideError | undefined {
  const checks: Record<string, [(v: unknown) => boolean, string]> = {
    layout: [(v) => typeof v === 'string' && isLayoutName(v), `one of ${layoutNames.join(', ')}`],
    background: [(v) => typeof v === 'string', 'an image path or URL'],
    class: [(v) => typeof v === 'string', 'a string of class names'],
    clicks: [(v) => Number.isInteger(v) && (v as number) >= 0, 'a whole number ≥ 0'],
    hideInToc: [(v) => typeof v === 'boolean', 'true or false'],
    title: [(v) => typeof v === 'string', 'a string'],
    level: [(v) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 6, 'a whole number from 1 to 6'],
  };
  for (const [key, { value, line }] of fields) {
    const check = checks[key];
    if (check && !check[0](value)) return { message: `"${key}" must be ${check[1]}, got ${JSON.stringify(value)}`, line };
  }
  return undefined;
}

/** Plain text of a Markdown heading: no emphasis, code ticks, links or tags. */
function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[*_`~]/g, '')
    .replace(/\\(.)/g, '$1')
    .trim();
}

function firstHeading(content: string): { title: string; level: number } {
  let found: { title: string; level: number } | undefined;
  forEachLine(content, (line, inFence) => {
    if (found || inFence) return;
    const match = /^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (match?.[1] && match[2] !== undefined) found = { title: plainText(match[2]), level: match[1].length };
  });
  return found ?? { title: '', level: 0 };
}

export function parseDeck(source: string, file: string): ParsedDeck {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks = splitBlocks(lines, file);
  const warnings: DeckWarning[] = [];
  const { config, slideFields: headSlideFields } = readConfig(lines, blocks[0]?.yaml, file, warnings);

  const slides = blocks.map((block, index): SlideRecord => {
    const yaml: YamlFields = index === 0 ? { fields: headSlideFields } : block.yaml ? readYaml(lines, block.yaml) : { fields: new Map() };
    const error = yaml.error ?? checkFrontmatter(yaml.fields);
    if (!error) warnings.push(...frontmatterWarnings(yaml.fields, index + 1));
    const frontmatter: SlideFrontmatter = error ? {} : Object.fromEntries([...yaml.fields].map(([k, { value }]) => [k, value]));

    const { content, note } = splitNotes(lines.slice(block.bodyStart, block.end).join('\n'));
    const heading = firstHeading(content);
    const layout = frontmatter.layout ?? (index === 0 ? 'cover' : 'default');
    let last = block.end;
    while (last > block.bodyStart && !lines[last - 1]?.trim()) last--;
    const no = index + 1;
    const steps = error ? { clicks: 0, codeBlocks: 0 } : slideSteps(content);

    return {
      index,
      no,
      path: String(no),
      id: `slide-${no}`,
      routeName: `page-${no}`,
      content,
      raw: lines.slice(block.start, block.end).join('\n'),
      title: frontmatter.title ?? heading.title,
      level: frontmatter.level ?? heading.level,
      frontmatter,
      layout,
      note,
      notesHTML: renderMarkdown(note),
      filepath: file,
      start: block.start + 1,
      end: Math.max(last, block.start + 1),
      contentStart: block.bodyStart + 1,
      clicks: Math.max(steps.clicks, frontmatter.clicks ?? 0),
      codeBlocks: steps.codeBlocks,
      hideInToc: frontmatter.hideInToc ?? false,
      counted: layout !== 'end',
      ...(error ? { error } : {}),
    };
  });

  return { config, slides, warnings };
}
