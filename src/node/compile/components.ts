// Which component a tag in a slide names, as Slidev resolves it (`<Toc/>`, `<toc/>`, `<my-card>` →
// MyCard): one of the engine's built-ins, else nothing, and the build says so. Each source of
// components is a resolver of its own, asked in turn.
import path from 'node:path';
import { engineComponents, ownFileComponents } from '../../shared/components.ts';
import { clientDir } from '../paths.ts';
import { kebabName } from './clicks.ts';

/** The code a slide module uses for a component (an expression), or null when this resolver does not have it. */
export type ComponentResolver = (tag: string, pascal: string) => string | null;

/** `my-card`, `MyCard`, `my_card` → `MyCard`. */
export const pascalName = (tag: string) => kebabName(tag).replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());

const builtins = new Set<string>(engineComponents);

/** The engine's built-in components, from the slide module's `$b` import. */
export const builtinResolver: ComponentResolver = (_tag, pascal) => (builtins.has(pascal) ? `$b.${pascal}` : null);

const ownFile = new Set<string>(ownFileComponents);

/** Slidev's built-ins and the engine's few-slide ones (src/client/slides/builtin/<Name>.tsx), each imported by the slide that uses it (a line added to `preamble`, once). */
export function ownFileResolver(preamble: string[]): ComponentResolver {
  const imported = new Set<string>();
  return (_tag, pascal) => {
    if (!ownFile.has(pascal)) return null;
    if (!imported.has(pascal)) {
      imported.add(pascal);
      preamble.push(`import { ${pascal} as $s_${pascal} } from ${JSON.stringify(path.join(clientDir, 'slides', 'builtin', `${pascal}.tsx`).split(path.sep).join('/'))};`);
    }
    return `$s_${pascal}`;
  };
}

/** Asks each resolver in turn. */
export function resolveComponent(tag: string, resolvers: readonly ComponentResolver[]): string | null {
  const pascal = pascalName(tag);
  for (const resolver of resolvers) {
    const found = resolver(tag, pascal);
    if (found) return found;
  }
  return null;
}
