// A view's position (deck/nav/position.ts, the store) and its moves, for the view's controls.
import { useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import { firstStep, go, hasNext, hasPrev, next, nextSlide, prev, prevSlide, type Position } from '../../../shared/navigation.ts';
import { stepCounts } from '../deck.ts';
import { moveTo, openView, placement, positionInAddress, type Guard, type MoveOrigin } from './position.ts';

export interface Moves {
  /** Next click step, or the next slide after the last step. */
  next: () => void;
  /** Previous click step, or the previous slide (all steps shown) from step 0. */
  prev: () => void;
  /** Next slide, skipping any remaining click steps. */
  nextSlide: () => void;
  /** Previous slide, at its first step. */
  prevSlide: () => void;
  go: (no: number, clicks?: number) => void;
}

export interface DeckNavigation extends Moves {
  no: number;
  clicks: number;
  /** Click steps on the current slide. */
  clicksTotal: number;
  hasNext: boolean;
  hasPrev: boolean;
  /** The same moves, said to come from `origin` (a key, a swipe…); the moves above are clicks. */
  by: (origin: MoveOrigin) => Moves;
}

/** Moves that step on from where the store is when they are made, so quick presses never repeat one step. */
function movesFrom(origin: MoveOrigin): Moves {
  const here = () => placement.get();
  return {
    go: (target, clicks = 0) => moveTo(go(stepCounts, target, clicks), origin),
    next: () => moveTo(next(stepCounts, here()), origin),
    prev: () => moveTo(prev(stepCounts, here()), origin),
    nextSlide: () => moveTo(nextSlide(stepCounts, here()), origin),
    prevSlide: () => moveTo(prevSlide(stepCounts, here()), origin),
  };
}

const byOrigin = new Map<MoveOrigin, Moves>();
function movesBy(origin: MoveOrigin): Moves {
  let moves = byOrigin.get(origin);
  if (!moves) byOrigin.set(origin, (moves = movesFrom(origin)));
  return moves;
}

let openPrefix: string | null = null;

/**
 * The view's position and moves. The view (route `prefix`, slide `no` as routed) takes the position
 * store over as it opens, with `guard` for its moves; until then the address says where it is. The
 * moves are the same functions from render to render, so memoised views that take them are left
 * alone by click steps.
 */
export function useDeckNavigation(prefix: string, no: number, guard?: Guard): DeckNavigation {
  useLayoutEffect(() => {
    const close = openView(prefix, guard);
    openPrefix = prefix;
    return () => {
      close();
      if (openPrefix === prefix) openPrefix = null;
    };
  }, [prefix, guard]);
  const placed = useSyncExternalStore(placement.subscribe, placement.get, placement.get);
  const here: Position = openPrefix === prefix ? placed : (positionInAddress(prefix) ?? { no, clicks: firstStep(stepCounts, no) });
  const { no: at, clicks } = here;
  return useMemo(() => {
    const position = { no: at, clicks };
    return { ...position, clicksTotal: stepCounts[at - 1] ?? 0, hasNext: hasNext(stepCounts, position), hasPrev: hasPrev(stepCounts, position), ...movesBy('click'), by: movesBy };
  }, [at, clicks]);
}
