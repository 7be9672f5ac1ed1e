// Splits one Markdown file into slide blocks the way Slidev does: a `---` line separates slides
// unless it sits inside a code fence or an HTML comment; a `---` block right after a separator is
// the slide's frontmatter, and so is a ```yaml block at the very top of a slide that has none
// (Slidev's "block frontmatter"). The first block's frontmatter is the file's headmatter.

/** A problem that stops the whole deck from building, located in its source file. */
export class DeckSourceError extends Error {
  constructor(readonly reason: string, readonly file: string, readonly line: number) {
    super(`${file}:${line}: ${reason}`);
    this.name = 'DeckSourceError';
  }
}

export interface Block {
  /** 0-based index of the block's first line (its separator, or 0). */
  start: number;
  /** 0-based, exclusive. */
  end: number;
  /** 0-based range of YAML lines, when the block has frontmatter. */
  yaml?: { from: number; to: number };
  /** 0-based index of the first body line. */
  bodyStart: number;
}

export interface SplitFile {
  blocks: Block[];
  /** 1-based line of an HTML comment that is never closed: every later `---` is inside it, as in Slidev. */
  unclosedComment?: number;
}

const isSeparator = (line: string | undefined) => line !== undefined && /^---\s*$/.test(line);
const looksLikeYamlKey = (line: string | undefined) => line !== undefined && /^[A-Za-z_$][\w$-]*\s*:/.test(line);

/** Finds the closing `---` of a frontmatter block opened at `open`, or -1. */
function closingSeparator(lines: string[], open: number): number {
  for (let i = open + 1; i < lines.length; i++) if (isSeparator(lines[i])) return i;
  return -1;
}

/** Whether the line leaves an HTML comment open, given whether one was open before it. */
export function commentOpenAfter(line: string, open: boolean): boolean {
  let at = 0;
  for (;;) {
    if (open) {
      const close = line.indexOf('-->', at);
      if (close < 0) return true;
      open = false;
      at = close + 3;
    } else {
      const start = line.indexOf('<!--', at);
      if (start < 0) return false;
      open = true;
      at = start + 4;
    }
  }
}

/** A ```yaml block opening the body (blank lines before it allowed): its YAML lines and where the body then starts. */
function blockFrontmatter(lines: string[], from: number, end: number): { yaml: { from: number; to: number }; bodyStart: number } | undefined {
  let open = from;
  while (open < end && !lines[open]?.trim()) open++;
  if (open >= end || !/^\s*```ya?ml\s*$/.test(lines[open] ?? '')) return undefined;
  for (let close = open + 1; close < end; close++) {
    if (/^\s*```\s*$/.test(lines[close] ?? '')) return { yaml: { from: open + 1, to: close }, bodyStart: close + 1 };
  }
  return undefined;
}

export function splitBlocks(lines: string[], file: string): SplitFile {
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
  let comment = false;
  let commentLine = 0;
  for (let i = bodyStart; i < lines.length; i++) {
    const line = lines[i] ?? '';
    // Inside an HTML comment nothing counts: not a separator, not a fence (Slidev's rule).
    if (comment) {
      comment = commentOpenAfter(line, true);
      continue;
    }
    const fenceMark = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fenceMark && (fence === null || (line.trim().startsWith(fence) && line.trim().replace(/[`~]/g, '') === ''))) {
      fence = fence === null ? fenceMark : null;
      fenceLine = i;
      continue;
    }
    if (fence !== null) continue;
    if (!isSeparator(line)) {
      comment = commentOpenAfter(line, false);
      if (comment) commentLine = i;
      continue;
    }

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

  // Block frontmatter: a slide without a `---` block may open with a ```yaml block instead.
  for (const block of blocks) {
    if (block.yaml) continue;
    const found = blockFrontmatter(lines, block.bodyStart, block.end);
    if (found) Object.assign(block, found);
  }
  return comment ? { blocks, unclosedComment: commentLine + 1 } : { blocks };
}
