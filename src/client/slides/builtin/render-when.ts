// Slidev's <RenderWhen context="…">: whether its default slot shows where the slide is drawn.
// The contexts are Slidev's: a render context (slide, presenter, previewNext, overview, print), or
// `main` (the slide in play or presenter view), or `visible` (when the slide is in view). A list
// matches when one of its contexts does, and only while in view when it holds `visible`.
import type { RenderContext } from '../slide/SlideScope.ts';

export type WhenContext = RenderContext | 'main' | 'visible';

/** The contexts a `context` prop names: one, a list, or (written in an attribute) names split by commas or spaces. */
export function whenContexts(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[\s,]+/) : [];
  return list.filter((c): c is string => typeof c === 'string' && c !== '');
}

export function renderWhen(contexts: readonly string[], current: RenderContext, visible: boolean): boolean {
  if (contexts.length === 0) return false;
  const matches = (context: string) => context === current || context === 'visible' || (context === 'main' && (current === 'slide' || current === 'presenter'));
  return contexts.some(matches) && (!contexts.includes('visible') || visible);
}
