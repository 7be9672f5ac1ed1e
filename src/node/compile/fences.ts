// A code fence's info string, read as Slidev reads it (sli.dev/features/line-highlighting):
//   ```rust {1|2-4|all}                line-highlight steps, one range per click
//   ```ts{2-3}                         the same written without a space
//   ```ts [server.ts] {2,3}            a title
//   ```ts {2|3}{at:2, lines:true}      options, a JavaScript object: at, lines, startLine, maxHeight, finally
//   ```ts {monaco}                     a kind: an editable Monaco editor
//   ```ts {monaco-run} {autorun:false} an editor whose code runs, with the options of a run
// What is not understood is reported and left out; the block is always shown.
import { constantValue } from './expressions.ts';

export interface FenceOptions {
  /** Click the steps start at (Slidev's `at`: '+1' by default). */
  at?: string | number;
  /** Line numbers for this block, overriding the deck's `lineNumbers`. */
  lines?: boolean;
  /** Number of the first line (line numbers and ranges count from it). */
  startLine?: number;
  /** A CSS height past which the block scrolls, e.g. '150px'. */
  maxHeight?: string;
  /** The range shown once the steps are done (default: the last). */
  finally?: string;
  /** Shiki Magic Move's animation length, in milliseconds. */
  duration?: number;
  /** {monaco-run}: run when the slide is shown and on each edit (true), once when shown ('once'), or on Run only (false). */
  autorun?: boolean | 'once';
  /** {monaco-run}: the click the output panel shows at, as v-click writes it ('+1', 3, [2, 4]). */
  showOutputAt?: string | number | (string | number)[];
  /** {monaco-run}: a CSS height for the output panel, e.g. '120px'. */
  outputHeight?: string;
}

const KINDS = ['monaco', 'monaco-run', 'monaco-diff', 'monaco-write'] as const;
type FenceKind = (typeof KINDS)[number];

/** Options only a {monaco-run} block reads (Slidev's Monaco props for a runnable editor). */
const RUN_OPTIONS = ['autorun', 'showOutputAt', 'outputHeight'];

export interface FenceInfo {
  lang: string;
  title: string;
  /** Line-highlight steps, e.g. ['1', '2-4', 'all']; [] when none. */
  steps: string[];
  kind?: FenceKind;
  options: FenceOptions;
  /** What could not be read, one message each. */
  problems: string[];
  /** Anything after the groups (e.g. `twoslash`), ignored. */
  rest: string;
}

const STEP = /^\s*(?:all|none|hide|\*|\d+(?:\s*-\s*\d*)?(?:\s*,\s*\d+(?:\s*-\s*\d*)?)*)\s*$/;

// Slidev's reading of the info string: language, title, steps (or kind), options, rest.
const INFO = /^([\w'+#.-]+)?(?:[ \t]*|[ \t][ \w\t'-]*)(?:\[([^\]]*)\])?[ \t]*(?:\{([\w,|\-* ]+)\})?[ \t]*(\{[^}]*\})?(.*)$/;

const isClick = (value: unknown) => typeof value === 'number' || typeof value === 'string';

function readOptions(group: string, problems: string[], kind: FenceKind | undefined): FenceOptions {
  let raw: unknown;
  try {
    raw = constantValue(`(${group})`);
  } catch {
    problems.push(`the code block's options ${group} are not a JavaScript object of constants, and are ignored`);
    return {};
  }
  const options: FenceOptions = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const wrong = (expected: string) => problems.push(`code block option "${key}" must be ${expected}, got ${JSON.stringify(value)}: ignored`);
    if (RUN_OPTIONS.includes(key) && kind !== 'monaco-run') {
      problems.push(`code block option "${key}" is read by {monaco-run} blocks only: ignored`);
      continue;
    }
    if (key === 'at') {
      if (typeof value === 'number' || typeof value === 'string') options.at = value;
      else wrong('a click number or a relative position such as \'+1\'');
    } else if (key === 'lines') {
      if (typeof value === 'boolean') options.lines = value;
      else wrong('true or false');
    } else if (key === 'startLine') {
      if (Number.isInteger(value) && (value as number) >= 0) options.startLine = value as number;
      else wrong('a whole number');
    } else if (key === 'maxHeight') {
      if (typeof value === 'string' || typeof value === 'number') options.maxHeight = typeof value === 'number' ? `${value}px` : value;
      else wrong('a CSS height such as \'150px\'');
    } else if (key === 'finally') {
      options.finally = String(value);
    } else if (key === 'duration') {
      if (typeof value === 'number' && value >= 0) options.duration = value;
      else wrong('a number of milliseconds');
    } else if (key === 'autorun') {
      if (typeof value === 'boolean' || value === 'once') options.autorun = value;
      else wrong("true, false or 'once'");
    } else if (key === 'showOutputAt') {
      if (isClick(value) || (Array.isArray(value) && value.length === 2 && value.every(isClick))) options.showOutputAt = value as FenceOptions['showOutputAt'];
      else wrong("a click as v-click takes it, such as '+1', 3 or [2, 4]");
    } else if (key === 'outputHeight') {
      if (typeof value === 'string' || typeof value === 'number') options.outputHeight = typeof value === 'number' ? `${value}px` : value;
      else wrong("a CSS height such as '120px'");
    } else {
      const known = ['at', 'lines', 'startLine', 'maxHeight', 'finally', 'duration', ...(kind === 'monaco-run' ? RUN_OPTIONS : [])];
      problems.push(`unknown code block option "${key}" (known: ${known.join(', ')}): ignored`);
    }
  }
  return options;
}

export function fenceInfo(info: string): FenceInfo {
  const match = INFO.exec(info.trim()) ?? [];
  const [, lang = '', title = '', group = '', optionsGroup = '', rest = ''] = match;
  const problems: string[] = [];
  const result: FenceInfo = { lang: lang.toLowerCase(), title, steps: [], options: {}, problems, rest: rest.trim() };
  const main = group.trim();
  if ((KINDS as readonly string[]).includes(main)) result.kind = main as FenceKind;
  else if (main) {
    const steps = main.split('|').map((s) => s.trim());
    if (steps.every((s) => STEP.test(s))) result.steps = steps;
    else problems.push(`unknown kind {${main}} for a code block (expected line-highlight steps such as {1|2-4|all} or one of ${KINDS.map((k) => `{${k}}`).join(', ')}): shown without it`);
  }
  if (optionsGroup) result.options = readOptions(optionsGroup, problems, result.kind);
  if (result.rest.startsWith('{')) problems.push(`${result.rest} after the code block's options is not read`);
  return result;
}
