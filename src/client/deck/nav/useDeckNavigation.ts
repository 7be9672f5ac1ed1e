// Navigation state (slide number and click step) lives in the URL; this hook reads and moves it.
import { useLayoutEffect, useMemo, useRef } from 'react';
import { parseHash, useNavigate, useSearchParams } from '../router/router.tsx';
import { go, hasNext, hasPrev, next, nextSlide, prev, prevSlide, samePosition, type Position } from '../../../shared/navigation.ts';
import { slideAt, stepCounts } from '../deck.ts';
import { resolveClicks, slidePath } from './route.ts';

export interface DeckNavigation {
  no: number;
  clicks: number;
  /** Click steps on the current slide. */
  clicksTotal: number;
  hasNext: boolean;
  hasPrev: boolean;
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

/**
 * The view's position and moves (each through `guard`, when given). Where the deck is going is read
 * from the URL when a move is made, which changes at once with each move while the render that
 * follows may lag, so quick repeated presses step on from the last one; the rules themselves are
 * src/shared/navigation.ts. The moves are the same functions from render to render, so memoised
 * views that take them are left alone by click steps.
 */
export function useDeckNavigation(prefix: string, no: number, guard?: (target: Position) => Position): DeckNavigation {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const clicksTotal = stepCounts[no - 1] ?? 0;
  const clicks = resolveClicks(search.get('clicks'), clicksTotal);
  // What the moves fall back on (an address naming no slide) and check with, as last rendered.
  const rendered = useRef({ no, clicks, guard });
  useLayoutEffect(() => {
    rendered.current = { no, clicks, guard };
  });

  const moves = useMemo(() => {
    const position = (): Position => {
      const { pathname, search: query } = parseHash(window.location.hash);
      const at = Number(pathname.slice(prefix.length + 1));
      if (at !== rendered.current.no && !slideAt(at)) return { no: rendered.current.no, clicks: rendered.current.clicks };
      return { no: at, clicks: resolveClicks(new URLSearchParams(query).get('clicks'), stepCounts[at - 1] ?? 0) };
    };
    const moveTo = (asked: Position) => {
      // A follower may be turned back to where the presenter is (sync/following.ts).
      const to = rendered.current.guard ? rendered.current.guard(asked) : asked;
      const from = position();
      if (samePosition(from, to)) return;
      // Click steps replace the history entry; a new slide adds one, so Back goes to the previous slide.
      // The address's other parameters (e.g. the presenter's password) stay.
      const query = new URLSearchParams(parseHash(window.location.hash).search);
      navigate(slidePath(prefix, to.no, to.clicks, query), { replace: from.no === to.no });
    };
    return {
      go: (target: number, targetClicks = 0) => moveTo(go(stepCounts, target, targetClicks)),
      next: () => moveTo(next(stepCounts, position())),
      prev: () => moveTo(prev(stepCounts, position())),
      nextSlide: () => moveTo(nextSlide(stepCounts, position())),
      prevSlide: () => moveTo(prevSlide(stepCounts, position())),
    };
  }, [navigate, prefix]);

  return useMemo(() => {
    const here = { no, clicks };
    return { no, clicks, clicksTotal, hasNext: hasNext(stepCounts, here), hasPrev: hasPrev(here), ...moves };
  }, [no, clicks, clicksTotal, moves]);
}
