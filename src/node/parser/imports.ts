// Slides imported from other Markdown files with `src:`, as Slidev does it (sli.dev/features/
// importing-slides): the path is relative to the importing file (`/x.md` from the project root),
// `#2,5-7` or `#3-` picks slides, imports nest, and the importing slide's frontmatter is merged
// over each imported slide's (the importer wins; its own body is ignored). A slide with `hide` or
// `disabled` is left out. A cycle, a missing file or a range that picks nothing is a warning at
// the `src:` line, never a stop. Pure: the files arrive already read (sources.ts reads them).
import path from 'node:path';
import type { SlideError } from '../../shared/types.ts';
import type { DeckWarning } from '../warnings.ts';
import { type Fields, readYaml, type YamlFields } from './frontmatter.ts';
import { type Block, DeckSourceError, splitBlocks } from './split.ts';

/** One Markdown file, split into slide blocks with each block's frontmatter read. */
export interface ParsedFile {
  /** Path relative to the project root, with `/` separators. */
  file: string;
  lines: string[];
  blocks: Block[];
  /** Each block's frontmatter (no fields when it has none). */
  yaml: YamlFields[];
  unclosedComment?: number;
}

export function parseFile(source: string, file: string): ParsedFile {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const { blocks, unclosedComment } = splitBlocks(lines, file);
  const yaml = blocks.map((block) => (block.yaml ? readYaml(lines, block.yaml, file) : { fields: new Map() }));
  return { file, lines, blocks, yaml, ...(unclosedComment ? { unclosedComment } : {}) };
}

/** The file and range a `src:` value names, the path made relative to the project root. */
export function importTarget(src: string, importer: string): { file: string; range?: string } {
  const [rawPath = '', range] = src.trim().split('#');
  const written = rawPath.trim().replace(/\\/g, '/');
  const file = written.startsWith('/') ? path.posix.normalize(written.slice(1)) : path.posix.join(path.posix.dirname(importer), written);
  return range === undefined ? { file } : { file, range: range.trim() };
}

/** Slide numbers a range picks of `total` (Slidev's `2,5-7`, `3-`, `all`, `*`, `none`), and the parts that are no range. */
export function parseRange(range: string | undefined, total: number): { numbers: number[]; unreadable: string[]; beyond: number[] } {
  const all = Array.from({ length: total }, (_, i) => i + 1);
  if (!range || range === 'all' || range === '*') return { numbers: all, unreadable: [], beyond: [] };
  if (range === 'none') return { numbers: [], unreadable: [], beyond: [] };
  const picked = new Set<number>();
  const unreadable: string[] = [];
  for (const part of range.split(/[,;]/).map((p) => p.trim()).filter(Boolean)) {
    const match = /^(\d*)\s*(?:(-)\s*(\d*))?$/.exec(part);
    if (!match || (!match[1] && !match[3])) {
      unreadable.push(part);
      continue;
    }
    const from = match[1] ? Number(match[1]) : 1;
    const to = match[2] ? (match[3] ? Number(match[3]) : Math.max(total, from)) : from;
    for (let n = from; n <= to; n++) picked.add(n);
  }
  const numbers = [...picked].sort((a, b) => a - b);
  return { numbers: numbers.filter((n) => n >= 1 && n <= total), unreadable, beyond: numbers.filter((n) => n < 1 || n > total) };
}

/** The files this one's `src:` slides name (for reading them before the deck is put together). */
export function importedFiles(parsed: ParsedFile): string[] {
  return parsed.yaml.flatMap(({ fields }) => {
    const src = fields.get('src')?.value;
    if (typeof src !== 'string' || !src.trim() || isLeftOut(fields)) return [];
    return [importTarget(src, parsed.file).file];
  });
}

/** Slidev leaves out a slide whose `hide` or `disabled` is set (to anything but false). */
const isLeftOut = (fields: Fields) => Boolean(fields.get('hide')?.value) || Boolean(fields.get('disabled')?.value);

/** A slide of the deck: the block it comes from, with its frontmatter merged under its importers'. */
export interface SlideSource {
  file: ParsedFile;
  block: Block;
  fields: Fields;
  error?: SlideError;
}

/** A file that was read, or why it could not be used. */
export type DeckFiles = ReadonlyMap<string, ParsedFile | DeckSourceError>;

/**
 * The deck's slides in order, imports followed. `headFields` stand for the entry's first block's
 * frontmatter (the headmatter's slide fields); `files` holds every file an import may name.
 */
export function expandImports(entry: ParsedFile, headFields: Fields, files: DeckFiles): { slides: SlideSource[]; warnings: DeckWarning[] } {
  const slides: SlideSource[] = [];
  const warnings: DeckWarning[] = [];
  const warn = (file: string, line: number, message: string) => warnings.push({ file, line, message, kind: 'import' });

  const loadFile = (parsed: ParsedFile, range: string | undefined, override: Fields | undefined, chain: string[], at?: { file: string; line: number; src: string }) => {
    const { numbers, unreadable, beyond } = parseRange(range, parsed.blocks.length);
    if (at && unreadable.length) warn(at.file, at.line, `"${at.src}": ${unreadable.map((p) => `"${p}"`).join(', ')} ${unreadable.length === 1 ? 'is' : 'are'} not slide numbers or ranges such as 2,5-7: left out`);
    if (at && beyond.length) warn(at.file, at.line, `"${at.src}": ${parsed.file} has ${parsed.blocks.length} ${parsed.blocks.length === 1 ? 'slide' : 'slides'}, so ${beyond.length === 1 ? `slide ${beyond[0]} is` : `slides ${beyond.join(', ')} are`} left out`);
    for (const no of numbers) loadSlide(parsed, no - 1, override, chain);
  };

  const loadSlide = (parsed: ParsedFile, index: number, override: Fields | undefined, chain: string[]) => {
    const block = parsed.blocks[index];
    if (!block) return;
    const own: YamlFields = parsed === entry && index === 0 ? { fields: headFields } : (parsed.yaml[index] ?? { fields: new Map() });
    if (own.error) {
      slides.push({ file: parsed, block, fields: new Map(), error: own.error });
      return;
    }
    if (isLeftOut(own.fields)) return;
    const fields: Fields = new Map([...own.fields, ...(override ?? [])]);
    const src = own.fields.get('src');
    if (!src) {
      slides.push({ file: parsed, block, fields });
      return;
    }
    fields.delete('src');
    if (typeof src.value !== 'string' || !src.value.trim()) {
      warn(src.file, src.line, `"src" must be the path of a Markdown file, got ${JSON.stringify(src.value)}: the slide is left out`);
      return;
    }
    const target = importTarget(src.value, parsed.file);
    if (target.file === parsed.file || chain.includes(target.file)) {
      warn(src.file, src.line, `"src: ${src.value}" imports ${target.file}, which is already importing this slide (a cycle): the slide is left out`);
      return;
    }
    const imported = files.get(target.file);
    if (!imported) {
      warn(src.file, src.line, `"src: ${src.value}": ${target.file} was not found: the slide is left out`);
      return;
    }
    if (imported instanceof DeckSourceError) {
      warn(imported.file, imported.line, `${imported.reason} (imported by ${src.file}:${src.line}): the file's slides are left out`);
      return;
    }
    loadFile(imported, target.range, fields, [...chain, parsed.file], { file: src.file, line: src.line, src: src.value });
  };

  loadFile(entry, undefined, undefined, []);
  return { slides, warnings };
}
