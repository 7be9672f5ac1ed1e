// Slidev's v-motion (after @vueuse/motion) as styles: an element's variants, which the compiler passes
// from the slide's expressions (compile/codegen.ts), become a transform, an opacity and any other
// style they name, moved between by a CSS transition. Which variant applies, as Slidev's docs say:
// `initial` before the element's slide (or its v-click) comes, `enter` once it has, then each
// `click-x` from click x on (`click-x-y`: from x until y), later ones over earlier ones, and `leave`
// once its slide (or its v-click) has passed. Where nothing moves (previews, print, export) it
// stands where all of them together put it.
import type { CSSProperties } from 'react';
import { withinClicks } from './clickRange.ts';

export type Variant = Record<string, unknown>;

/** As compile/codegen.ts writes it: the variants, and each click variant as [from, until (null: stays), variant]. */
export interface MotionSpec {
  initial?: unknown;
  enter?: unknown;
  leave?: unknown;
  delay?: unknown;
  duration?: unknown;
  clicks: [number, number | null, unknown][];
}

/** Where the element is in its slide's life: not come yet, shown, or gone past. */
export type MotionPhase = 'before' | 'shown' | 'after';

/**
 * Where its own v-click puts it at `clicks` ([start, end (null: stays), hide], as Reveal reads it):
 * not shown yet, shown, or hidden again (or by v-click-hide). Here, not in Reveal: the first view's
 * code stays as small as it was.
 */
export function clickPhase(clicks: number, click: readonly [number, number | null, boolean, ...unknown[]] | undefined): MotionPhase {
  if (!click) return 'shown';
  const [start, end, hide] = click;
  const active = withinClicks(clicks, start, end);
  if (hide !== active) return 'shown';
  return clicks < start ? 'before' : 'after';
}

const asVariant = (value: unknown): Variant => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Variant) : {});
const finite = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** The variant the element should have: `live` on a slide being presented, otherwise where it ends. */
export function motionTarget(spec: MotionSpec, phase: MotionPhase, clicks: number, live: boolean): Variant {
  const initial = asVariant(spec.initial);
  const entered = { ...initial, ...asVariant(spec.enter) };
  const byStart = [...spec.clicks].sort((a, b) => a[0] - b[0]);
  if (!live) return Object.assign(entered, ...byStart.map(([, , variant]) => asVariant(variant)));
  if (phase === 'before') return initial;
  if (phase === 'after') return { ...entered, ...asVariant(spec.leave) };
  const active = byStart.filter(([from, until]) => clicks >= from && (until === null || clicks < until));
  return Object.assign(entered, ...active.map(([, , variant]) => asVariant(variant)));
}

/** Transform keys, in the order they are composed, with the unit a bare number takes. */
const TRANSFORMS: [key: string, fn: string, unit: string][] = [
  ['x', 'translateX', 'px'],
  ['y', 'translateY', 'px'],
  ['z', 'translateZ', 'px'],
  ['scale', 'scale', ''],
  ['scaleX', 'scaleX', ''],
  ['scaleY', 'scaleY', ''],
  ['rotate', 'rotate', 'deg'],
  ['rotateX', 'rotateX', 'deg'],
  ['rotateY', 'rotateY', 'deg'],
  ['rotateZ', 'rotateZ', 'deg'],
  ['skewX', 'skewX', 'deg'],
  ['skewY', 'skewY', 'deg'],
];
const TRANSFORM_KEYS = new Set(TRANSFORMS.map(([key]) => key));

/** The style a variant sets: its transform keys as one transform, its other keys as they are. */
export function motionStyle(variant: Variant): CSSProperties {
  const style: Record<string, string | number> = {};
  const transform = TRANSFORMS.flatMap(([key, fn, unit]) => {
    const value = variant[key];
    if (typeof value === 'number' && Number.isFinite(value)) return [`${fn}(${value}${unit})`];
    return typeof value === 'string' && value ? [`${fn}(${value})`] : [];
  });
  if (transform.length) style.transform = transform.join(' ');
  for (const [key, value] of Object.entries(variant)) {
    if (key === 'transition' || TRANSFORM_KEYS.has(key)) continue;
    if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'string') style[key] = value;
  }
  return style;
}

/** @vueuse/motion's springs settle in about this long; a variant's own duration wins. */
const DEFAULT_DURATION_MS = 500;
const EASE_OUT = 'cubic-bezier(0.22, 1, 0.36, 1)';

/** The CSS transition into `variant`: its own `transition` (delay, duration in ms), else the element's `:delay` / `:duration`. */
export function motionTransition(spec: MotionSpec, variant: Variant): string {
  const own = asVariant(variant.transition);
  const duration = finite(own.duration) ?? finite(spec.duration) ?? DEFAULT_DURATION_MS;
  const delay = finite(own.delay) ?? finite(spec.delay) ?? 0;
  const properties = ['transform', ...Object.keys(motionStyle(variant)).filter((key) => key !== 'transform').map((key) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`))];
  return properties.map((property) => `${property} ${duration}ms ${EASE_OUT} ${delay}ms`).join(', ');
}
