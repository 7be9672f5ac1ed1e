// What the build says about the icons a deck writes (`<mdi-github/>` tags, `i-mdi-github` classes):
// a set that is not installed is said once for the whole deck, at its first use, with the package to
// install; an icon its set does not have is said once per icon. Either is left out of the slide.
import type { DeckWarning } from '../warnings.ts';
import { type IconRef, type IconSets, setPackage, setTitle } from '../compile/icon-sets.ts';

/** An icon written in the deck: a tag, or a class of UnoCSS's preset-icons. */
export interface IconUse {
  /** As the speaker would open it (relative to the project root). */
  file: string;
  line: number;
  /** As written: `mdi-github`, `i-carbon:logo`. */
  written: string;
  kind: 'tag' | 'class';
}

/** The icon a use names, or null when it names none (`<my-card>`, `flex`). */
export function iconOfUse(use: Pick<IconUse, 'written' | 'kind'>, sets: IconSets): IconRef | null {
  if (use.kind === 'tag') return sets.parse(use.written);
  // preset-icons reads `i-<set>-<name>` and `i-<set>:<name>`, after any variant (`hover:i-…`).
  const body = /^(?:[\w-]+:)*i-(.+)$/.exec(use.written.replace(/^[!]/, ''))?.[1];
  if (!body) return null;
  return sets.parse(body);
}

/** One warning per set that is not installed, and per icon a set lacks, at its first use, in the order given. */
export function iconWarnings(uses: IconUse[], sets: IconSets): DeckWarning[] {
  const said = new Set<string>();
  const warnings: DeckWarning[] = [];
  for (const use of uses) {
    const ref = iconOfUse(use, sets);
    if (!ref) continue;
    const shown = use.kind === 'tag' ? `<${use.written}/>` : `class "${use.written}"`;
    if (!sets.installed(ref.set)) {
      if (said.has(ref.set)) continue;
      said.add(ref.set);
      const title = setTitle(ref.set);
      warnings.push({
        file: use.file,
        line: use.line,
        kind: 'asset',
        message: `${shown} is an icon of the set "${ref.set}"${title ? ` (${title})` : ''}, which is not installed: \`npm install -D ${setPackage(ref.set)}\` in the talk's folder (icons are never fetched); its icons are left out`,
      });
    } else if (!said.has(`${ref.set}:${ref.name}`) && !sets.svg(ref)) {
      said.add(`${ref.set}:${ref.name}`);
      warnings.push({ file: use.file, line: use.line, kind: 'asset', message: `${shown}: the icon set "${ref.set}" has no icon "${ref.name}" (see https://icones.js.org/collection/${ref.set}): left out` });
    }
  }
  return warnings;
}
