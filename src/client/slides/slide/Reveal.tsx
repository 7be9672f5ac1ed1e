// An element shown, hidden or marked at its click steps (worked out at build time, compile/clicks.ts),
// with Slidev's classes so a deck's own CSS for them applies: `slidev-vclick-target` always,
// `slidev-vclick-hidden` while hidden (`-display-none` for v-switch), `slidev-vclick-current` at its
// step, `slidev-vclick-prior` after it, and `slidev-vclick-anim-<preset>` for its animation.
// A `v-mark` draws its hand-made mark (rough-notation, loaded only by slides that have one) when
// its click comes. What it holds reads whether it is shown (ClickShownContext: a video plays then).
// A `v-motion` element comes through Motion.tsx, which adds the style its variants make.
import { clsx } from 'clsx';
import { createElement, Suspense, type ElementType, type ReactNode } from 'react';
import { lazyPart } from '../../deck/ui/retrying.ts';
import { ClickShownContext, useClickShown } from './ClickShownContext.ts';
import { useClicks } from './ClicksContext.ts';
import { withinClicks } from './clickRange.ts';
import type { MarkSpec } from './mark-spec.ts';

/** [start, end (null: stays), hide, mode, animations], as compile/codegen.ts writes it. */
type ClickTuple = [number, number | null, boolean, 'opacity' | 'display', string[]];

export interface RevealProps {
  as: ElementType;
  click?: ClickTuple;
  mark?: MarkSpec;
  className?: string;
  children?: ReactNode;
  [prop: string]: unknown;
}

const Mark = lazyPart(() => import('./Mark.tsx'));

/** Elements that take no children: a mark on one is drawn around a span holding it. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

export function Reveal({ as, click, mark, className, children, ...props }: RevealProps) {
  const clicks = useClicks();
  const outerShown = useClickShown();
  let classes = className;
  let hidden = false;
  if (click) {
    const [start, end, hide, mode, animations] = click;
    const active = withinClicks(clicks, start, end);
    hidden = hide ? active : !active;
    classes = clsx(
      className,
      'slidev-vclick-target',
      hidden && (mode === 'display' ? 'slidev-vclick-display-none' : 'slidev-vclick-hidden'),
      clicks === start && 'slidev-vclick-current',
      active && clicks !== start && 'slidev-vclick-prior',
      animations.map((preset) => `slidev-vclick-anim-${preset}`),
    );
  }
  const isTag = typeof as === 'string';
  const inner = mark ? (
    <>
      {children}
      <Suspense fallback={null}>
        <Mark spec={mark} shown={mark.span ? withinClicks(clicks, mark.span[0], mark.span[1]) : true} />
      </Suspense>
    </>
  ) : (
    children
  );
  // What it holds knows whether it is shown (a <SlidevVideo v-click> plays when its step comes);
  // always wrapped when it has a click, so a step never changes the tree (its content is kept).
  const provide = (node: ReactNode) => (click ? <ClickShownContext value={outerShown && !hidden}>{node}</ClickShownContext> : node);
  const content = provide(inner);
  if (isTag && mark && VOID.has(as)) {
    return (
      <span className={classes} aria-hidden={hidden || undefined} style={{ display: 'inline-block' }}>
        {createElement(as, props)}
        {content}
      </span>
    );
  }
  // A component may not take a class: it goes inside an element that does.
  if (!isTag) return <div className={classes} aria-hidden={hidden || undefined}>{provide(createElement(as, props, inner))}</div>;
  return createElement(as, { ...props, className: classes, 'aria-hidden': hidden || undefined }, content);
}
