// Slide transitions, by Slidev's rules: `transition:` in the headmatter is every slide's, a slide's
// frontmatter its own. Moving forward, the slide being left says how it goes; moving back, the slide
// being returned to (so one slide's setting rules the change between it and the next, both ways).
// A name is one of the engine's (fade, fade-out, slide-left/right/up/down, view-transition) or a
// deck's own, drawn by its CSS with Vue's transition classes (`<name>-enter-active`…); `a | b` is
// the pair forward | backward, and each slide-* name goes back the opposite way unless a pair says
// otherwise. `none` is no transition. Pure, so the parser and the play view share it (unit-tested).

export const BUILT_IN_TRANSITIONS = ['fade', 'fade-out', 'slide-left', 'slide-right', 'slide-up', 'slide-down', 'view-transition'] as const;

/** The way back of a one-way name, as Slidev pairs them. */
const PAIRED: Readonly<Record<string, string>> = {
  'slide-left': 'slide-left | slide-right',
  'slide-right': 'slide-right | slide-left',
  'slide-up': 'slide-up | slide-down',
  'slide-down': 'slide-down | slide-up',
};

/** A class-name-safe transition name. */
const NAME = /^[A-Za-z_][\w-]*$/;

/**
 * A `transition:` value as written (a name, `forward | backward`, Vue's `{ name: … }` object, or
 * false / null for "the deck's") as the text the deck keeps, or undefined when it sets none. Throws
 * with what it takes when the value cannot be a transition.
 */
export function readTransition(value: unknown): string | undefined {
  if (value === false || value === null || value === undefined || value === '') return undefined;
  const name = typeof value === 'object' && !Array.isArray(value) ? (value as { name?: unknown }).name : value;
  if (typeof name !== 'string') throw new Error('a transition name such as slide-left, fade or "slide-left | slide-right"');
  const parts = name.split('|').map((part) => part.trim());
  if (parts.length > 2 || parts.some((part) => part !== '' && !NAME.test(part)) || parts.every((part) => part === '')) {
    throw new Error('a transition name such as slide-left, fade or "slide-left | slide-right"');
  }
  return parts.join(' | ').trim();
}

/** The name to draw for one direction of a setting (`slide-left`, `a | b`), or null for none. */
export function resolveTransition(setting: string | undefined, backward: boolean): string | null {
  if (!setting) return null;
  const spec = setting.includes('|') ? setting : (PAIRED[setting] ?? setting);
  const [forward = '', back = ''] = spec.split('|').map((part) => part.trim());
  const name = spec.includes('|') ? (backward ? back : forward) : spec;
  return name && name !== 'none' ? name : null;
}

/** A slide's own setting, as the parser kept it in its frontmatter. */
const settingOf = (frontmatter: Readonly<Record<string, unknown>> | undefined): string | undefined =>
  typeof frontmatter?.transition === 'string' && frontmatter.transition ? frontmatter.transition : undefined;

/**
 * The transition from slide `from` to slide `to` (numbers from 1): the setting of the slide that
 * rules the change (the one left going forward, the one reached going back), else the deck's; null
 * for none (the same slide, or nothing set).
 */
export function transitionBetween(from: number, to: number, frontmatterOf: (no: number) => Readonly<Record<string, unknown>> | undefined, deckSetting: string | undefined): string | null {
  if (from === to) return null;
  const backward = to < from;
  return resolveTransition(settingOf(frontmatterOf(backward ? to : from)) ?? deckSetting, backward);
}

/** Whether any slide change of the deck may transition: when not, the play view skips the machinery. */
export function deckTransitions(deckSetting: string | undefined, slideSettings: readonly unknown[]): boolean {
  const moves = (setting: string | undefined) => resolveTransition(setting, false) !== null || resolveTransition(setting, true) !== null;
  return moves(deckSetting) || slideSettings.some((setting) => typeof setting === 'string' && moves(setting));
}
