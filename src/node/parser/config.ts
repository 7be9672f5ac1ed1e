// Deck configuration: defaults, and validation of the headmatter's fields.
import type { ColorSchema, DeckConfig, DrawingsConfig, FontsConfig } from '../../shared/types.ts';
import { parseDuration } from './duration.ts';

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
};

/** Headmatter keys that configure the first slide rather than the deck. */
export const slideKeys = new Set([
  'layout', 'background', 'class', 'clicks', 'hideInToc', 'level', 'hide', 'transition',
]);

/** A field that failed validation; `key` locates it in the YAML. */
export class ConfigFieldError extends Error {
  constructor(readonly key: string, message: string) {
    super(message);
  }
}

type Validator<T> = (value: unknown, key: string) => T;

const fail = (key: string, expected: string, value: unknown): never => {
  throw new ConfigFieldError(key, `"${key}" must be ${expected}, got ${JSON.stringify(value)}`);
};

const string: Validator<string> = (v, k) => (typeof v === 'string' ? v : fail(k, 'a string', v));
const boolean: Validator<boolean> = (v, k) => (typeof v === 'boolean' ? v : fail(k, 'true or false', v));
const positive: Validator<number> = (v, k) =>
  typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : fail(k, 'a positive number', v);

function oneOf<T extends string | boolean>(...options: T[]): Validator<T> {
  return (v, k) => (options.includes(v as T) ? (v as T) : fail(k, `one of ${options.map((o) => JSON.stringify(o)).join(', ')}`, v));
}

const stringList: Validator<string[]> = (v, k) =>
  Array.isArray(v) && v.every((x) => typeof x === 'string') ? v : fail(k, 'a list of strings', v);

/** "16/9", "16:9" or a number. */
const aspectRatio: Validator<number> = (v, k) => {
  if (typeof v === 'number') return positive(v, k);
  const match = typeof v === 'string' ? /^\s*(\d+(?:\.\d+)?)\s*[/:]\s*(\d+(?:\.\d+)?)\s*$/.exec(v) : null;
  if (!match) return fail(k, 'a ratio such as 16/9', v);
  const ratio = Number(match[1]) / Number(match[2]);
  return Number.isFinite(ratio) && ratio > 0 ? ratio : fail(k, 'a ratio such as 16/9', v);
};

function record<T extends object>(fields: { [K in keyof T]: Validator<T[K]> }, defaults: T): Validator<T> {
  return (v, k) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return fail(k, 'a mapping', v);
    const out = { ...defaults };
    for (const [field, value] of Object.entries(v)) {
      const validate = (fields as Record<string, Validator<unknown>>)[field];
      if (!validate) {
        throw new ConfigFieldError(k, `unknown option "${k}.${field}"; expected one of ${Object.keys(fields).join(', ')}`);
      }
      (out as Record<string, unknown>)[field] = validate(value, `${k}.${field}`);
    }
    return out;
  };
}

const weights: Validator<number[]> = (v, k) => {
  const list = typeof v === 'string' ? v.split(',').map((s) => Number(s.trim())) : v;
  if (Array.isArray(list) && list.length > 0 && list.every((w) => Number.isInteger(w) && w >= 100 && w <= 900 && w % 100 === 0)) {
    return list as number[];
  }
  return fail(k, 'font weights such as "200,400,600"', v);
};

const fonts = record<FontsConfig>({ sans: string, mono: string, weights }, defaultConfig.fonts);
const drawings: Validator<DrawingsConfig> = (v, k) =>
  typeof v === 'boolean'
    ? { ...defaultConfig.drawings, enabled: v }
    : record<DrawingsConfig>({ enabled: boolean, persist: boolean, presenterOnly: boolean, syncAll: boolean }, defaultConfig.drawings)(v, k);

const themeConfig: Validator<Record<string, string>> = (v, k) => {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return fail(k, 'a mapping of names to values', v);
  return Object.fromEntries(Object.entries(v).map(([name, value]) => [name, string(value, `${k}.${name}`)]));
};

const info: Validator<string | false> = (v, k) => (v === false || typeof v === 'string' ? v : fail(k, 'Markdown text or false', v));

/** A real calendar date, YYYY-MM-DD (a time may follow); anything else is a date resolve error. */
const date: Validator<string> = (v, k) => {
  const text = v instanceof Date && !Number.isNaN(v.getTime()) ? v.toISOString() : typeof v === 'string' ? v.trim() : '';
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(text);
  if (match?.[1] && match[2] && match[3]) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const resolved = new Date(Date.UTC(year, month - 1, day));
    if (resolved.getUTCFullYear() === year && resolved.getUTCMonth() === month - 1 && resolved.getUTCDate() === day) return `${match[1]}-${match[2]}-${match[3]}`;
  }
  throw new ConfigFieldError(k, `date resolve error: "${k}" must be a real date written YYYY-MM-DD (e.g. 2022-10-13), got ${JSON.stringify(v)}`);
};

/** "unocss" or "none" (the engine's styles only), or the path of the talk's own stylesheet. */
const css: Validator<string> = (v, k) => {
  const s = string(v, k).trim();
  return s === 'unocss' || s === 'none' || /\.css$/i.test(s) ? s : fail(k, '"unocss", "none" or the path of a .css file such as ./style.css', v);
};

/** The talk's length: `30min`, `45m`, `1h`, `1h30m`, or a number of minutes; in seconds. */
const duration: Validator<number> = (v, k) => parseDuration(v) ?? fail(k, 'a length such as 30min, 45m, 1h or 1h30m (a plain number counts minutes; at most 24h)', v);

const httpUrl: Validator<string> = (v, k) => {
  const s = string(v, k).trim();
  return /^https?:\/\/[^\s/]+/.test(s) ? s.replace(/\/+$/, '') : fail(k, 'an http(s) URL such as https://www.plantuml.com/plantuml', v);
};

const validators: { [K in keyof DeckConfig]-?: Validator<NonNullable<DeckConfig[K]>> } = {
  theme: string,
  title: string,
  titleTemplate: (v, k) => {
    const s = string(v, k);
    return s.includes('%s') ? s : fail(k, 'a string containing %s', v);
  },
  addons: stringList,
  remoteAssets: boolean,
  monaco: oneOf<boolean | 'dev' | 'build'>(true, false, 'dev', 'build'),
  download: boolean,
  info,
  highlighter: oneOf('shiki'),
  lineNumbers: boolean,
  colorSchema: oneOf<ColorSchema>('auto', 'light', 'dark'),
  routerMode: oneOf('hash'),
  aspectRatio,
  canvasWidth: positive,
  exportFilename: string,
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
};

export const configKeys = Object.keys(validators);

/** Validates one headmatter field, returning its typed value. Throws ConfigFieldError. */
export function validateConfigField<K extends keyof DeckConfig>(key: K, value: unknown): DeckConfig[K] {
  // TypeScript cannot tie validators[key] to K; each validator returns its own field's type.
  const validate = validators[key] as Validator<DeckConfig[K]>;
  return validate(value, key);
}

export function isConfigKey(key: string): key is keyof DeckConfig {
  return Object.hasOwn(validators, key);
}
