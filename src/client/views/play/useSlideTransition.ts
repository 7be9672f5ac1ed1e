// Slide transitions in the play view (the only view that has them: print, export, thumbnails and the
// presenter's screens change at once). Which transition a change takes is src/shared/transitions.ts;
// how it runs is Vue's class protocol, as Slidev's decks and their CSS know it (transitions.css):
//   1. the key's frame: the slide coming in is shown with `<name>-enter-from`, the one going out stays
//      (the same element: nothing is built) with `<name>-leave-from`; their styles are computed, then
//      both switch to `-active -to` (on the elements, before the frame paints), so CSS transitions run
//      from the starting style (with `-active` there already, they would run towards it first: the
//      slide laid out ahead has a style of its own before it comes in);
//   2. when the animations on the two slides end, the one going out is dropped.
// `view-transition` hands the change to the browser's View Transitions API (none where it has none).
// Under prefers-reduced-motion nothing moves. Only a deck with transitions loads this module, and its
// CSS (virtual:deck/transitions, src/node/transitions-module.ts); the others get stage.ts's `noTransitions`.
import { type RefObject, useEffect, useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { transitionBetween } from '../../../shared/transitions.ts';
import { config, slideAt } from '../../deck/deck.ts';
import { prefersReducedMotion } from '../../deck/ui/reducedMotion.ts';
import type { SlidePosition } from '../../slides/slide/useReadySlide.ts';
import { NO_CHANGE, type SlideChange, type SlideTransitionHook } from './stage.ts';
import './transitions.css';

interface Run {
  id: number;
  from: SlidePosition;
  to: number;
  name: string;
  /** from: rendered with the starting class, which the layout effect turns to the running ones; hold: waiting for the view transition to capture the old slide. */
  phase: 'from' | 'hold';
}

const viewTransitions = typeof document !== 'undefined' && 'startViewTransition' in document;

function classesOf(run: Run, no: number): string | undefined {
  if (run.phase === 'hold') return undefined;
  const side = no === run.to ? 'enter' : no === run.from.no ? 'leave' : null;
  if (!side) return undefined;
  return `${run.name}-${side}-from`;
}

const slideElement = (stage: RefObject<HTMLElement | null>, no: number) => stage.current?.querySelector<HTMLElement>(`.slide[data-slide="${no}"]`) ?? null;

function useTransitions(shown: SlidePosition, stage: RefObject<HTMLElement | null>): SlideChange {
  const [last, setLast] = useState(shown);
  const [run, setRun] = useState<Run | null>(null);
  // A new slide: the change is worked out in this render (React's pattern for state that follows a prop).
  if (last.no !== shown.no || last.clicks !== shown.clicks) {
    setLast(shown);
    if (last.no !== shown.no) {
      const name = prefersReducedMotion() ? null : transitionBetween(last.no, shown.no, (no) => slideAt(no)?.frontmatter, config.transition);
      const browser = name === 'view-transition';
      setRun(name && (!browser || viewTransitions) ? { id: (run?.id ?? 0) + 1, from: last, to: shown.no, name, phase: browser ? 'hold' : 'from' } : null);
    }
  }

  useLayoutEffect(() => {
    if (run?.phase === 'from') {
      // The starting classes' styles are computed before the running ones replace them: a transition
      // starts only from a style the browser has seen (a style pass, no layout; the frame needs one
      // anyway). The switch is made on the elements themselves, not by a second render: React leaves
      // a class name alone until its own value for it changes, which it does when the run ends.
      const sides = [[slideElement(stage, run.to), 'enter'], [slideElement(stage, run.from.no), 'leave']] as const;
      for (const [element] of sides) if (element) void getComputedStyle(element).opacity;
      for (const [element, side] of sides) {
        element?.classList.add(`${run.name}-${side}-active`);
        element?.classList.replace(`${run.name}-${side}-from`, `${run.name}-${side}-to`);
      }
    } else if (run?.phase === 'hold') {
      const { id } = run;
      document.startViewTransition(() => flushSync(() => setRun((now) => (now?.id === id ? null : now))));
    }
  }, [run, stage]);

  useEffect(() => {
    if (run?.phase !== 'from') return;
    const { id } = run;
    let current = true;
    const finite = (animation: Animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity);
    const animations = [run.from.no, run.to].flatMap((no) => slideElement(stage, no)?.getAnimations().filter(finite) ?? []);
    void Promise.allSettled(animations.map((animation) => animation.finished)).then(() => {
      if (current) setRun((now) => (now?.id === id ? null : now));
    });
    return () => {
      current = false;
    };
  }, [run, stage]);

  if (!run) return NO_CHANGE;
  return { leaving: run.from, holding: run.phase === 'hold', classOf: (no) => classesOf(run, no) };
}

/** The play view's slide change: which slide goes out, and the classes of both while it runs. */
export const useSlideTransition: SlideTransitionHook = useTransitions;
