// What the go-to dialog accepts: a slide number 1..total, or "/" and a slide's path.
import type { SlideMeta } from '../../../shared/types.ts';

/** Input is kept only when it starts with a digit or a slash. */
export function acceptGotoInput(text: string): string {
  return /^[\d/]/.test(text) ? text : '';
}

/** The slide the input names, or undefined when it names none. */
export function resolveGoto(text: string, slides: readonly SlideMeta[], total: number): number | undefined {
  const input = text.trim();
  if (input.startsWith('/')) {
    const path = input.slice(1);
    const alias = (s: SlideMeta) => typeof s.frontmatter.routeAlias === 'string' && s.frontmatter.routeAlias === path;
    return slides.find((s) => String(s.no) === path || alias(s))?.no;
  }
  if (!/^\d+$/.test(input)) return undefined;
  const no = Number(input);
  return no > 0 && no <= total ? no : undefined;
}
