// Which component a tag in a slide names, as Slidev resolves it (`<Toc/>`, `<toc/>`, `<my-card>` →
// MyCard): one of the engine's built-ins, else nothing, and the build says so. Each source of
// components is a resolver of its own, asked in turn.
import { builtinComponents } from '../../shared/components.ts';
import { kebabName } from './clicks.ts';

/** The code a slide module uses for a component (an expression), or null when this resolver does not have it. */
export type ComponentResolver = (tag: string, pascal: string) => string | null;

/** `my-card`, `MyCard`, `my_card` → `MyCard`. */
export const pascalName = (tag: string) => kebabName(tag).replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());

const builtins = new Set<string>(builtinComponents);

/** The engine's built-in components, from the slide module's `$b` import. */
export const builtinResolver: ComponentResolver = (_tag, pascal) => (builtins.has(pascal) ? `$b.${pascal}` : null);

/** Asks each resolver in turn. */
export function resolveComponent(tag: string, resolvers: readonly ComponentResolver[]): string | null {
  const pascal = pascalName(tag);
  for (const resolver of resolvers) {
    const found = resolver(tag, pascal);
    if (found) return found;
  }
  return null;
}
