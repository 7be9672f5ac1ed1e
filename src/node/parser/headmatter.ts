// The headmatter (the entry file's first frontmatter) as the deck's configuration. Every field is
// kept as written in `config.headmatter`; the engine's options are validated (config.ts); the
// first slide's fields go to that slide; Slidev options this engine does not do are named; a
// name close to one of ours is a typo ("did you mean …?"); anything else is a theme's or a
// layout's own field, kept for it (and for the first slide's frontmatter) with one note.
import type { DeckConfig } from '../../shared/types.ts';
import type { DeckWarning } from '../warnings.ts';
import { ConfigFieldError, configKeys, DATE_SHAPE, dateText, defaultConfig, isConfigKey, validateConfigField } from './config.ts';
import { FRONTMATTER_KEYS, type Field, type Fields } from './frontmatter.ts';
import { didYouMean, SLIDEV_ONLY_FRONTMATTER, SLIDEV_ONLY_HEADMATTER } from './slidev-compat.ts';
import { DeckSourceError } from './split.ts';
import { applyTheme } from './theme.ts';

/** Headmatter keys that configure the first slide rather than the deck (`title` names the deck). */
export const SLIDE_KEYS: ReadonlySet<string> = new Set([...FRONTMATTER_KEYS.filter((key) => key !== 'title'), ...Object.keys(SLIDEV_ONLY_FRONTMATTER)]);

export interface Headmatter {
  config: DeckConfig;
  /** The first slide's frontmatter fields: its own keys, and the theme's fields. */
  slideFields: Fields;
  warnings: DeckWarning[];
}

const listed = (names: string[]) => (names.length === 1 ? `"${names[0]}" is` : `${names.slice(0, -1).map((n) => `"${n}"`).join(', ')} and "${names.at(-1)}" are`);

export function readHeadmatter(fields: Fields, file: string, firstLine: number): Headmatter {
  const config: DeckConfig = structuredClone(defaultConfig);
  config.headmatter = Object.fromEntries([...fields].map(([key, { value }]) => [key, value]));
  const slideFields: Fields = new Map();
  const warnings: DeckWarning[] = [];
  const themeFields: [string, Field][] = [];
  const known = [...configKeys, ...SLIDE_KEYS];

  for (const [key, field] of fields) {
    const { value, line } = field;
    const warn = (message: string) => warnings.push({ file, line, message: `headmatter: ${message}`, kind: 'field' });
    // A `date` not written YYYY-MM-DD is not the talk's date but a theme's field (`date: 26 June 2023`).
    if (key === 'date' && !DATE_SHAPE.test(dateText(value))) {
      themeFields.push([key, field]);
    } else if (isConfigKey(key)) {
      try {
        (config as unknown as Record<string, unknown>)[key] = validateConfigField(key, value, warn);
      } catch (err) {
        if (err instanceof ConfigFieldError) throw new DeckSourceError(`headmatter: ${err.message}`, file, line);
        throw err;
      }
    } else if (SLIDE_KEYS.has(key)) {
      slideFields.set(key, field);
    } else if (Object.hasOwn(SLIDEV_ONLY_HEADMATTER, key)) {
      warn(`"${key}" is a Slidev option this engine does not support, ignored: ${SLIDEV_ONLY_HEADMATTER[key]}`);
    } else {
      // Close to one of ours: a typo, which would silently not do what was meant.
      const meant = didYouMean(key, known);
      if (meant) warn(`unknown option "${key}", ignored: did you mean "${meant}"?`);
      else themeFields.push([key, field]);
    }
  }

  for (const [key, field] of themeFields) slideFields.set(key, field);
  const [first] = themeFields;
  if (first) {
    const names = themeFields.map(([key]) => key);
    warnings.push({
      file,
      line: first[1].line,
      kind: 'field',
      message: `headmatter: ${listed(names)} not ${names.length === 1 ? 'an option' : 'options'} of this engine: kept for the theme and layouts ($slidev.configs, the first slide's frontmatter), unused by the engine itself`,
    });
  }
  warnings.push(...applyTheme(config, fields.get('fonts')?.value, file, fields.get('theme')?.line ?? firstLine));
  return { config, slideFields, warnings };
}
