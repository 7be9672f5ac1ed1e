// Deck configuration: defaults, and validation of the headmatter's fields. A value Slidev accepts
// never stops the build: one this engine cannot honour is read as the nearest it can, with a note
// saying so (`highlighter: prism` → Shiki, `routerMode: history` → hash). Values no Slidev deck
// could mean (`canvasWidth: wide`) stop the build with the field and what it takes.
import type { ColorSchema, DeckConfig, DrawingsConfig, FontsConfig } from '../../shared/types.ts';
import { readTransition } from '../../shared/transitions.ts';
import { parseDuration } from './duration.ts';
import { didYouMean } from './slidev-compat.ts';

export const defaultConfig: DeckConfig = {
  theme: 'default',
  title: 'Slides',
  titleTemplate: '%s',
  addons: [],
  remoteAssets: false,
  monaco: false,
  download: false,
  info: false,
  highlighter: 'shiki',
  lineNumbers: false,
  colorSchema: 'auto',
  routerMode: 'hash',
  aspectRatio: 16 / 9,
  canvasWidth: 980,
  exportFilename: 'slides-export',
  selectable: true,
  themeConfig: {},
  fonts: { sans: 'Nunito Sans', mono: 'Fira Code', weights: [200, 400, 600] },
  favicon: '',
  drawings: { enabled: true, persist: false, presenterOnly: false, syncAll: true },
  plantUmlServer: 'https://www.plantuml.com/plantuml',
  codeCopy: true,
  record: 'dev',
  css: 'unocss',
  headmatter: {},
};

/** A field that failed validation; `key` locates it in the YAML. */
export class ConfigFieldError extends Error {
  constructor(readonly key: string, message: string) {
    super(message);
  }
}

/** Says what a value Slidev accepts becomes here. */
export type Note = (message: string) => void;

type Validator<T> = (value: unknown, key: string, note: Note) => T;

const fail = (key: string, expected: string, value: unknown): never => {
  throw new ConfigFieldError(key, `"${key}" must be ${expected}, got ${JSON.stringify(value)}`);
};

const string: Validator<string> = (v, k) => (typeof v === 'string' ? v : fail(k, 'a string', v));
/** Text YAML may have read as a number (`title: 2024`). */
const text: Validator<string> = (v, k) => (typeof v === 'number' ? String(v) : string(v, k, () => {}));
const boolean: Validator<boolean> = (v, k) => (typeof v === 'boolean' ? v : fail(k, 'true or false', v));
const positive: Validator<number> = (v, k) =>
  typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : fail(k, 'a positive number', v);

function oneOf<T extends string | boolean>(...options: T[]): Validator<T> {
  return (v, k) => (options.includes(v as T) ? (v as T) : fail(k, `one of ${options.map((o) => JSON.stringify(o)).join(', ')}`, v));
}

/** Slidev's values that this engine reads as another (`routerMode: history` → hash), with what happens. */
function readAs<T extends string | boolean>(own: Validator<T>, others: Record<string, [T, string]>): Validator<T> {
  return (v, k, note) => {
    const other = typeof v === 'string' && Object.hasOwn(others, v) ? others[v] : undefined;
    if (!other) return own(v, k, note);
    if (other[1]) note(`"${k}: ${String(v)}" ${other[1]}`);
    return other[0];
  };
}

const stringList: Validator<string[]> = (v, k) =>
  Array.isArray(v) && v.every((x) => typeof x === 'string') ? v : fail(k, 'a list of strings', v);

/** "16/9", "16:9", "16x9" (Slidev's separators) or a number. */
const aspectRatio: Validator<number> = (v, k, note) => {
  if (typeof v === 'number') return positive(v, k, note);
  const match = typeof v === 'string' ? /^\s*(\d+(?:\.\d+)?)\s*(?:[/:x|]\s*(\d+(?:\.\d+)?))?\s*$/.exec(v) : null;
  if (!match) return fail(k, 'a ratio such as 16/9', v);
  const ratio = Number(match[1]) / Number(match[2] ?? 1);
  return Number.isFinite(ratio) && ratio > 0 ? ratio : fail(k, 'a ratio such as 16/9', v);
};

/** A mapping of sub-options; one it does not know is said (with the one it is close to) and left out. */
function record<T extends object>(fields: { [K in keyof T]: Validator<T[K]> }, defaults: T, ignored: { names: string[]; why: string } = { names: [], why: '' }): Validator<T> {
  return (v, k, note) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return fail(k, 'a mapping', v);
    const out = { ...defaults };
    const left: string[] = [];
    for (const [field, value] of Object.entries(v)) {
      const validate = (fields as Record<string, Validator<unknown>>)[field];
      if (validate) (out as Record<string, unknown>)[field] = validate(value, `${k}.${field}`, note);
      else if (ignored.names.includes(field)) left.push(`${k}.${field}`);
      else {
        const meant = didYouMean(field, Object.keys(fields));
        note(`unknown option "${k}.${field}", ignored${meant ? `: did you mean "${k}.${meant}"?` : ` (the options are ${Object.keys(fields).join(', ')})`}`);
      }
    }
    if (left.length) note(`${left.join(', ')}: Slidev ${left.length === 1 ? 'option' : 'options'} this engine does not use, ignored: ${ignored.why}`);
    return out;
  };
}

/** A font family; of a list (`Roboto, sans-serif` or [Roboto, …]) the first, which is the one self-hosted. */
const family: Validator<string> = (v, k) => {
  const first = Array.isArray(v) ? v[0] : typeof v === 'string' ? v.split(',')[0] : undefined;
  const name = typeof first === 'string' ? first.trim().replace(/^(['"])(.*)\1$/, '$2') : '';
  return name ? name : fail(k, 'a font family name', v);
};

const weights: Validator<number[]> = (v, k) => {
  const list = typeof v === 'string' ? v.split(',') : typeof v === 'number' ? [v] : v;
  const numbers = Array.isArray(list) ? list.map((w) => Number(typeof w === 'string' ? w.trim() : w)) : [];
  if (numbers.length > 0 && numbers.every((w) => Number.isInteger(w) && w >= 100 && w <= 900 && w % 100 === 0)) return numbers;
  return fail(k, 'font weights such as "200,400,600"', v);
};

const fonts = record<FontsConfig>({ sans: family, mono: family, weights, italic: boolean }, defaultConfig.fonts, {
  names: ['serif', 'custom', 'provider', 'local', 'webfonts', 'fallbacks'],
  why: 'fonts are self-hosted from the @fontsource packages named by fonts.sans and fonts.mono',
});

const drawingsRecord = record<DrawingsConfig>({
  enabled: readAs(boolean, { dev: [false, 'is read as false: this engine has one setting for dev and builds'], build: [true, 'is read as true: this engine has one setting for dev and builds'] }),
  // Slidev's persist may name a folder to save drawings in; here they are kept in the browser.
  persist: (v, k, note) => (typeof v === 'string' ? (note(`"${k}: ${v}" is read as true: drawings are kept in the browser, not in a folder`), true) : boolean(v, k, note)),
  presenterOnly: boolean,
  syncAll: boolean,
}, defaultConfig.drawings);
const drawings: Validator<DrawingsConfig> = (v, k, note) => (typeof v === 'boolean' ? { ...defaultConfig.drawings, enabled: v } : drawingsRecord(v, k, note));

/** Theme values become CSS variables: text and numbers; anything else stays for the theme alone. */
const themeConfig: Validator<Record<string, string>> = (v, k, note) => {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return fail(k, 'a mapping of names to values', v);
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(v)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') out[name] = String(value);
    else note(`"${k}.${name}" is not a single value: kept for the theme, but no --deck-theme-${name} variable`);
  }
  return out;
};

const info: Validator<string | false> = (v, k, note) => {
  if (v === true) note(`"${k}: true" gives no text to show: there is no Info button`);
  return v === false || v === true ? false : typeof v === 'string' ? v : fail(k, 'Markdown text or false', v);
};

/** Shaped like YYYY-MM-DD (a time may follow): what the deck's `date` is; anything else is a theme's field. */
export const DATE_SHAPE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** The text of a `date` value, for checking its shape. */
export const dateText = (v: unknown): string => (v instanceof Date && !Number.isNaN(v.getTime()) ? v.toISOString() : typeof v === 'string' ? v.trim() : '');

/** A real calendar date, YYYY-MM-DD (a time may follow); one shaped so that is no real date is a date resolve error. */
const date: Validator<string> = (v, k) => {
  const match = DATE_SHAPE.exec(dateText(v));
  if (match?.[1] && match[2] && match[3]) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const resolved = new Date(Date.UTC(year, month - 1, day));
    if (resolved.getUTCFullYear() === year && resolved.getUTCMonth() === month - 1 && resolved.getUTCDate() === day) return `${match[1]}-${match[2]}-${match[3]}`;
  }
  throw new ConfigFieldError(k, `date resolve error: "${k}" must be a real date written YYYY-MM-DD (e.g. 2022-10-13), got ${JSON.stringify(v)}`);
};

/** "unocss" or "none" (the engine's styles only), or the path of the talk's own stylesheet. */
const css: Validator<string> = (v, k, note) => {
  const s = string(v, k, note).trim();
  return s === 'unocss' || s === 'none' || /\.css$/i.test(s) ? s : fail(k, '"unocss", "none" or the path of a .css file such as ./style.css', v);
};

/** Slidev's `transition:` (src/shared/transitions.ts): a name, a `forward | backward` pair, or Vue's { name } object. */
const transition: Validator<string> = (v, k, note) => {
  try {
    return readTransition(v) ?? '';
  } catch (err) {
    note(`"${k}" must be ${err instanceof Error ? err.message : 'a transition name'}, got ${JSON.stringify(v)}: ignored, slides change at once`);
    return '';
  }
};

/** The talk's length: `30min`, `45m`, `1h`, `1h30m`, or a number of minutes; in seconds. */
const duration: Validator<number> = (v, k) => parseDuration(v) ?? fail(k, 'a length such as 30min, 45m, 1h or 1h30m (a plain number counts minutes; at most 24h)', v);

const httpUrl: Validator<string> = (v, k, note) => {
  const s = string(v, k, note).trim();
  return /^https?:\/\/[^\s/]+/.test(s) ? s.replace(/\/+$/, '') : fail(k, 'an http(s) URL such as https://www.plantuml.com/plantuml', v);
};

/** true (the build prints the PDF), false, or where the Download PDF link goes (Slidev: "can also be a custom url"). */
const download: Validator<boolean | string> = (v, k) => {
  if (typeof v === 'boolean') return v;
  const s = typeof v === 'string' ? v.trim() : '';
  if (s === 'true' || s === 'auto') return true;
  if (s === 'false') return false;
  return s ? s : fail(k, 'true, false or the URL of the PDF', v);
};

const BUILD_ONLY = 'this engine has one setting for dev and builds';

type ConfigKey = Exclude<keyof DeckConfig, 'headmatter'>;

const validators: { [K in ConfigKey]-?: Validator<NonNullable<DeckConfig[K]>> } = {
  theme: text,
  title: text,
  titleTemplate: (v, k, note) => {
    const s = string(v, k, note);
    if (!s.includes('%s')) note(`"${k}" has no %s: every page's title is "${s}", without the deck's or the slide's title`);
    return s;
  },
  addons: stringList,
  remoteAssets: readAs(boolean, { dev: [false, `is read as false: ${BUILD_ONLY}`], build: [true, `is read as true: ${BUILD_ONLY}`] }),
  monaco: oneOf<boolean | 'dev' | 'build'>(true, false, 'dev', 'build'),
  download,
  info,
  highlighter: (v, k, note) => {
    if (v !== 'shiki') note(`"${k}: ${String(v)}" is not available here: code is highlighted with Shiki`);
    return 'shiki';
  },
  lineNumbers: boolean,
  colorSchema: readAs(oneOf<ColorSchema>('auto', 'light', 'dark'), { all: ['auto', ''] }),
  routerMode: readAs(oneOf('hash'), { history: ['hash', 'is read as hash: slides are addressed as #/3'], memory: ['hash', 'is read as hash: slides are addressed as #/3'] }),
  aspectRatio,
  canvasWidth: positive,
  exportFilename: (v, k, note) => (v === null || v === '' ? defaultConfig.exportFilename : text(v, k, note)),
  selectable: boolean,
  themeConfig,
  fonts,
  favicon: string,
  drawings,
  plantUmlServer: httpUrl,
  codeCopy: boolean,
  record: oneOf<boolean | 'dev' | 'build'>(true, false, 'dev', 'build'),
  css,
  date,
  duration,
  transition,
};

export const configKeys: readonly string[] = Object.keys(validators);

/** Validates one headmatter field, returning its typed value. Throws ConfigFieldError; `note` hears what a value becomes. */
export function validateConfigField<K extends ConfigKey>(key: K, value: unknown, note: Note = () => {}): DeckConfig[K] {
  // TypeScript cannot tie validators[key] to K; each validator returns its own field's type.
  const validate = validators[key] as Validator<DeckConfig[K]>;
  return validate(value, key, note);
}

export function isConfigKey(key: string): key is ConfigKey {
  return Object.hasOwn(validators, key);
}
