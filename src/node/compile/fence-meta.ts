// The `{…}` groups after a code fence's language, Slidev style:
//   ```rust {1|2-4|all}             line-highlight steps, one range per click
//   ```ts {monaco}                  a kind: an editable Monaco editor
//   ```ts {2,3}{lines:true}         options, after the steps or kind
// Anything else in braces is an unknown kind, reported with what is allowed.

export interface FenceOptions {
  /** Line numbers for this block, overriding the deck's `lineNumbers`. */
  lines?: boolean;
  /** Number of the first line when numbered. */
  startLine?: number;
}

export interface FenceMeta {
  /** Line-highlight steps, e.g. ["1", "2-4", "all"]; [] when none. */
  steps: string[];
  kind?: 'monaco';
  options: FenceOptions;
  /** The meta the highlighter should see: only the steps group, or ''. */
  highlighterMeta: string;
}

export class FenceMetaError extends Error {}

export const fenceKinds = ['monaco'] as const;
const optionNames = ['lines', 'startLine'] as const;

const step = /^\s*(?:all|\*|\d+(?:\s*-\s*\d+)?(?:\s*,\s*\d+(?:\s*-\s*\d+)?)*)\s*$/;
const isSteps = (group: string) => group.split('|').every((s) => step.test(s));

function parseValue(raw: string): unknown {
  const text = raw.trim();
  if (text === 'true' || text === 'false') return text === 'true';
  if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  const quoted = /^(['"])(.*)\1$/.exec(text);
  return quoted ? quoted[2] : text;
}

function parseOptions(group: string): FenceOptions {
  const options: FenceOptions = {};
  for (const pair of group.split(',')) {
    if (!pair.trim()) continue;
    const colon = pair.indexOf(':');
    const name = pair.slice(0, colon).trim();
    const value = parseValue(pair.slice(colon + 1));
    if (name === 'lines') {
      if (typeof value !== 'boolean') throw new FenceMetaError(`code block option "lines" must be true or false, got ${JSON.stringify(value)}`);
      options.lines = value;
    } else if (name === 'startLine') {
      if (!Number.isInteger(value) || (value as number) < 0) throw new FenceMetaError(`code block option "startLine" must be a whole number, got ${JSON.stringify(value)}`);
      options.startLine = value as number;
    } else {
      throw new FenceMetaError(`unknown code block option "${name}" in {${group}}; known options: ${optionNames.join(', ')}`);
    }
  }
  return options;
}

/** Reads a fence's meta string; throws FenceMetaError with a message for the slide's error card. */
export function parseFenceMeta(meta: string): FenceMeta {
  const result: FenceMeta = { steps: [], options: {}, highlighterMeta: '' };
  let sawOptions = false;
  let sawMain = false;
  for (const match of meta.matchAll(/\{([^}]*)\}/g)) {
    const group = (match[1] ?? '').trim();
    if (!group) continue;
    if (group.includes(':')) {
      result.options = { ...result.options, ...parseOptions(group) };
      sawOptions = true;
      continue;
    }
    if (sawMain) throw new FenceMetaError(`a code block takes one group of steps or a kind, then options; {${group}} is one too many`);
    if (sawOptions) throw new FenceMetaError(`{${group}} must come before the code block's options, e.g. {1|2-4}{lines:true}`);
    sawMain = true;
    if ((fenceKinds as readonly string[]).includes(group)) result.kind = group as FenceMeta['kind'];
    else if (isSteps(group)) {
      result.steps = group.split('|').map((s) => s.trim());
      result.highlighterMeta = `{${group}}`;
    } else {
      throw new FenceMetaError(
        `unknown kind {${group}} for a code block: expected line-highlight steps such as {1|2-4|all}, a kind (${fenceKinds.map((k) => `{${k}}`).join(', ')}) or options such as {lines:true}`,
      );
    }
  }
  return result;
}
