// The talk's own components: `components/*.tsx` (or .jsx) beside its Markdown, each default-exporting
// a React component, used in any slide by its file's name without an import (`components/Counter.tsx`
// → `<Counter :count="10"/>`, `<counter/>`; `my-card.tsx` → `<MyCard/>`, `<my-card/>`), as Vue
// resolves names. They come before the engine's built-ins, as Slidev lets a deck override one.
// Slidev's own are Vue (`components/*.vue`): found too, so the build can say, where a slide uses
// one, that it is not run and what to do, but never loaded (see README, "Coming from Slidev").
// A slide imports the files of the components it uses itself (slide-module.ts): a component used by
// one slide is in that slide's chunk, and never in the first view unless the first slide uses it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { builtinComponents } from '../shared/components.ts';
import { type ComponentResolver, pascalName } from './compile/components.ts';
import { findDeckPieces } from './deck-folder.ts';
import type { DeckWarning } from './warnings.ts';

export interface DeckComponents {
  /** Component name (PascalCase) → absolute path of its React file. */
  react: Map<string, string>;
  /** Component name (PascalCase) → absolute path of a Vue file that has no React one of the same name. */
  vue: Map<string, string>;
  /** Component name → a React file with no default export (importing it would stop the build): said, not used. */
  noDefault?: Map<string, string>;
}

/** The folder of a talk's own components, `components/` beside its Markdown file. */
export const componentsDir = (talkDir: string): string => path.join(talkDir, 'components');

/** Whether a file is one the component set is made of (an added or removed one changes which names resolve). */
export const isComponentFile = (talkDir: string, file: string): boolean => path.resolve(file).startsWith(componentsDir(talkDir) + path.sep) && /\.([jt]sx|vue)$/.test(file);

/**
 * The components in `<talkDir>/components/` and its subfolders, as Slidev finds them (deck-folder.ts),
 * named as Vue resolves them (PascalCase). A React file without a default export is set aside.
 */
export function findDeckComponents(talkDir: string): DeckComponents {
  const { react, vue } = findDeckPieces(componentsDir(talkDir), (base) => pascalName(base) || undefined);
  const noDefault = new Map([...react].filter(([, file]) => !hasDefaultExport(file)));
  for (const name of noDefault.keys()) react.delete(name);
  return { react, vue, noDefault };
}

/** `export default …` or `export { X as default }`, comments aside. */
function hasDefaultExport(file: string): boolean {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return false; // gone since it was listed
  }
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  return /\bexport\s+default\b/.test(code) || /\bexport\s*\{[^}]*\bas\s+default\b[^}]*\}/.test(code);
}

/** A file as the speaker would open it: relative to the project root, `/`-separated. */
const shown = (file: string, projectRoot: string) => path.relative(projectRoot, file).split(path.sep).join('/');

/**
 * The talk's React components, for one slide: a name found imports its file into the slide module
 * (a line added to `preamble`, once) and is used by the identifier it is imported as.
 */
export function deckComponentResolver(components: DeckComponents, preamble: string[]): ComponentResolver {
  const imported = new Map<string, string>();
  return (_tag, pascal) => {
    const file = components.react.get(pascal);
    if (!file) return null;
    let id = imported.get(pascal);
    if (!id) {
      id = `$c_${imported.size}`;
      imported.set(pascal, id);
      preamble.push(`import ${id} from ${JSON.stringify(file.split(path.sep).join('/'))};`);
    }
    return id;
  };
}

const builtins = new Set<string>(builtinComponents);
const rewrite = (name: string) => `rewrite it as ${name.replace(/\.vue$/, '.tsx')} (a React component, default export, taking the same props)`;

/**
 * What the build says where a slide uses one of the talk's Vue components, or a React file with no
 * default export (in place of "unknown component"): which file it is, that it is not run, what is
 * shown instead and what to do.
 */
export function vueComponentMessage(components: DeckComponents, projectRoot: string, pascal: string, tag: string): string | undefined {
  const plain = components.noDefault?.get(pascal);
  if (plain) return `<${tag}> is ${shown(plain, projectRoot)}, which has no default export: its content is shown without it; export the component as default (\`export default function ${pascal}(props) { … }\`)`;
  const file = components.vue.get(pascal);
  if (!file || builtins.has(pascal)) return undefined;
  const name = shown(file, projectRoot);
  return `<${tag}> is ${name}, a Vue component, which this engine does not run: its content is shown without it; ${rewrite(name)}`;
}

/** One warning per Vue component named like a built-in (`components/Tweet.vue`): the built-in is used instead of it. */
export function vueOverrideWarnings(components: DeckComponents, projectRoot: string): DeckWarning[] {
  return [...components.vue].filter(([pascal]) => builtins.has(pascal)).map(([pascal, file]) => {
    const name = shown(file, projectRoot);
    return { file: name, line: 1, kind: 'component', message: `${name} is a Vue component, which this engine does not run: slides using <${pascal}> get the engine's own; ${rewrite(name)}` };
  });
}
