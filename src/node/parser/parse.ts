// Turns a Slidev-style Markdown deck into the deck configuration and slide records: `loadDeck`
// reads the entry file and every file it imports (sources.ts); `parseDeck` reads one file given as
// text. Splitting, frontmatter, imports and the headmatter each have their own module; this one
// puts the slides together, numbers them across files, and gathers what the build should say.
import path from 'node:path';
import { lookOf } from '../../shared/themes.ts';
import type { DeckConfig, SlideFrontmatter, SlideRecord } from '../../shared/types.ts';
import { findDeckLayouts, vueLayoutWarnings } from '../deck-layouts.ts';
import { slidevExtrasWarnings } from '../slidev-extras.ts';
import type { DeckWarning } from '../warnings.ts';
import { forEachLine } from './clicks.ts';
import { checkFrontmatter, FRONTMATTER_KEYS, type Field } from './frontmatter.ts';
import { readHeadmatter } from './headmatter.ts';
import { type DeckFiles, expandImports, type ParsedFile, parseFile, type SlideSource } from './imports.ts';
import { renderNotes, splitNotes, withoutClickMarkers } from './notes.ts';
import { didYouMean, SLIDEV_ONLY_FRONTMATTER } from './slidev-compat.ts';
import { readDeckSources } from './sources.ts';
import { DeckSourceError } from './split.ts';
import { slideSteps } from './steps.ts';

export { DeckSourceError };
export type { DeckWarning };

export interface ParsedDeck {
  config: DeckConfig;
  slides: SlideRecord[];
  /** What builds but not quite as written, each with the file and line it is about. */
  warnings: DeckWarning[];
}

export interface LoadedDeck extends ParsedDeck {
  /** Absolute paths of the Markdown files the deck is made of, the entry first. */
  files: string[];
  /** Their text, in the same order. */
  sources: string[];
  /** Absolute paths of files a `src:` names that could not be read (watched: the deck changes when one appears). */
  missing: string[];
}

export interface DeckOptions {
  /** The deck's own layouts (layouts/*), by name: a slide may name them besides the built-in ones. */
  deckLayouts?: ReadonlySet<string>;
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

function slideRecord(source: SlideSource, index: number, frontmatter: SlideFrontmatter, layout: string): { slide: SlideRecord; noteClicks: number[] } {
  const { file: { lines, file }, block, error } = source;
  const { content, note: written } = splitNotes(lines.slice(block.bodyStart, block.end).join('\n'));
  const notes = renderNotes(written);
  const heading = firstHeading(content);
  let last = block.end;
  while (last > block.bodyStart && !lines[last - 1]?.trim()) last--;
  const no = index + 1;
  const steps = error ? { clicks: 0, codeBlocks: 0 } : slideSteps(content);
  const named = typeof frontmatter.name === 'string' ? frontmatter.name : undefined;
  const slide: SlideRecord = {
    index,
    no,
    path: String(no),
    id: `slide-${no}`,
    routeName: `page-${no}`,
    content,
    raw: lines.slice(block.start, block.end).join('\n'),
    title: frontmatter.title ?? named ?? heading.title,
    level: frontmatter.level ?? heading.level,
    frontmatter,
    layout,
    note: withoutClickMarkers(written),
    notesHTML: notes.html,
    filepath: file,
    start: block.start + 1,
    end: Math.max(last, block.start + 1),
    contentStart: block.bodyStart + 1,
    // Slidev's `clicks:` is the slide's total, whatever its elements count.
    clicks: frontmatter.clicks ?? steps.clicks,
    codeBlocks: steps.codeBlocks,
    hideInToc: frontmatter.hideInToc ?? false,
    counted: layout !== 'end',
    ...(error ? { error } : {}),
  };
  return { slide, noteClicks: notes.clicks };
}

/** A click marker in the notes past the slide's last click: its part of the notes is never the current one. */
function pastLastClickWarning(source: SlideSource, slide: SlideRecord, noteClicks: readonly number[]): DeckWarning[] {
  const last = Math.max(0, ...noteClicks);
  if (last <= slide.clicks) return [];
  const { file, block } = source;
  const body = file.lines.slice(block.bodyStart, block.end);
  // The notes are the slide's last comment, which begins at its last `<!--`.
  let open = body.length - 1;
  while (open > 0 && !body[open]?.includes('<!--')) open--;
  return [{ file: file.file, line: block.bodyStart + open + 1, kind: 'feature', message: `slide ${slide.no}: its notes' click markers count to click ${last}, but the slide has ${slide.clicks === 1 ? '1 click' : `${slide.clicks} clicks`}: the parts after click ${slide.clicks} are never highlighted (as in Slidev)` }];
}

/** Slidev fields the engine ignores, said once per field for the whole deck: how many slides, and where first. */
function ignoredFieldWarnings(uses: Map<string, { no: number; field: Field }[]>): DeckWarning[] {
  return [...uses].map(([key, list]) => {
    const [{ no, field }] = list as [{ no: number; field: Field }];
    const where = list.length === 1 ? `slide ${no}: "${key}"` : `"${key}" (on ${list.length} slides, first slide ${no})`;
    return { file: field.file, line: field.line, kind: 'field', message: `${where} is a Slidev field this engine does not support, ignored: ${SLIDEV_ONLY_FRONTMATTER[key] ?? ''}` };
  });
}

/** Puts the deck together from its files, already read: `entry` names one of them. */
export function assembleDeck(entry: string, files: DeckFiles, options: DeckOptions = {}): ParsedDeck {
  const entryFile = files.get(entry);
  if (!entryFile) throw new Error(`the deck's Markdown file ${entry} was not read`);
  if (entryFile instanceof DeckSourceError) throw entryFile;
  const head = entryFile.yaml[0];
  if (head?.error) throw new DeckSourceError(`headmatter: ${head.error.message}`, entry, head.error.line);
  const headmatter = readHeadmatter(head?.fields ?? new Map(), entry, 1);
  const warnings: DeckWarning[] = [...headmatter.warnings];
  for (const parsed of files.values()) {
    if (parsed instanceof DeckSourceError || !parsed.unclosedComment) continue;
    warnings.push({ file: parsed.file, line: parsed.unclosedComment, kind: 'html', message: 'this HTML comment is never closed: every --- after it is inside it, so the slides after it are part of this one (as in Slidev); close it with -->' });
  }

  const expanded = expandImports(entryFile, headmatter.slideFields, files);
  warnings.push(...expanded.warnings);
  const fromHeadmatter = new Set(headmatter.slideFields.values());
  const ignored = new Map<string, { no: number; field: Field }[]>();
  // Layouts a slide may name besides the built-in ones: the deck's own, and its theme's.
  const layouts = new Set([...(options.deckLayouts ?? []), ...lookOf(headmatter.config.theme).layouts]);

  const slides = expanded.slides.map((source, index) => {
    const no = index + 1;
    const checked = checkFrontmatter(source.fields, layouts);
    for (const problem of checked.problems) warnings.push({ file: problem.file, line: problem.line, kind: problem.kind, message: `slide ${no}: ${problem.message}` });
    for (const [key, field] of source.fields) {
      if (FRONTMATTER_KEYS.includes(key)) continue;
      if (Object.hasOwn(SLIDEV_ONLY_FRONTMATTER, key)) {
        ignored.set(key, [...(ignored.get(key) ?? []), { no, field }]);
        continue;
      }
      // Other keys are the layout's to read (as in Slidev); one close to ours is likely a typo (the headmatter's were checked there).
      const meant = fromHeadmatter.has(field) ? null : didYouMean(key, FRONTMATTER_KEYS);
      if (meant) warnings.push({ file: field.file, line: field.line, kind: 'field', message: `slide ${no}: unknown field "${key}", ignored: did you mean "${meant}"?` });
    }
    if (source.error) warnings.push({ file: source.file.file, line: source.error.line, kind: 'card', message: `slide ${no} shows an error card: ${source.error.message}` });
    const layout = checked.layout ?? (index === 0 ? 'cover' : 'default');
    const { slide, noteClicks } = slideRecord(source, index, checked.frontmatter as SlideFrontmatter, layout);
    warnings.push(...pastLastClickWarning(source, slide, noteClicks));
    return slide;
  });
  warnings.push(...ignoredFieldWarnings(ignored));
  return { config: headmatter.config, slides, warnings };
}

/**
 * One Markdown file given as text (`file` names it, relative to the project root). Imports are
 * looked up in `imported` (path relative to the root → text); any other `src:` is a missing file.
 */
export function parseDeck(source: string, file: string, options: DeckOptions & { imported?: Record<string, string> } = {}): ParsedDeck {
  const files = new Map<string, ParsedFile | DeckSourceError>([[file, parseFile(source, file)]]);
  for (const [name, text] of Object.entries(options.imported ?? {})) {
    try {
      files.set(name, parseFile(text, name));
    } catch (err) {
      if (!(err instanceof DeckSourceError)) throw err;
      files.set(name, err);
    }
  }
  return assembleDeck(file, files, options);
}

/** Reads the deck's Markdown file and every file it imports, and puts the deck together. */
export async function loadDeck(slidesFile: string, options: DeckOptions & { root: string }): Promise<LoadedDeck> {
  const read = await readDeckSources(slidesFile, options.root);
  // The deck's own layouts (layouts/*.tsx beside its Markdown) are layouts it may name; Vue ones are said.
  const own = findDeckLayouts(path.dirname(path.resolve(options.root, slidesFile)));
  const deck = assembleDeck(read.entry, read.files, { deckLayouts: new Set(own.react.keys()), ...options });
  deck.warnings.push(...vueLayoutWarnings(own, options.root), ...slidevExtrasWarnings(path.dirname(path.resolve(options.root, slidesFile)), options.root));
  return { ...deck, files: read.read.map((f) => f.path), sources: read.read.map((f) => f.text), missing: read.missing };
}
