// Navigation state (slide number and click step) lives in the URL; this hook reads and moves it.
import { useCallback, useMemo } from 'react';
import { parseHash, useNavigate, useSearchParams } from '../router/router.tsx';
import { slideAt, slides } from '../deck/deck.ts';
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

const clicksOf = (no: number) => slideAt(no)?.clicks ?? 0;

export function useDeckNavigation(prefix: string, no: number): DeckNavigation {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const clicksTotal = clicksOf(no);
  const clicks = resolveClicks(search.get('clicks'), clicksTotal);

  // Where the deck is going: the URL changes at once with each move, while the render
  // that follows may lag, so quick repeated key presses step from the URL.
  const position = useCallback(() => {
    const { pathname, search: query } = parseHash(window.location.hash);
    const at = Number(pathname.slice(prefix.length + 1));
    return at === no || slideAt(at) ? { no: at, clicks: resolveClicks(new URLSearchParams(query).get('clicks'), clicksOf(at)) } : { no, clicks };
  }, [prefix, no, clicks]);

  const go = useCallback(
    (target: number, targetClicks = 0) => {
      const to = Math.min(Math.max(target, 1), slides.length);
      const toClicks = Math.min(Math.max(targetClicks, 0), clicksOf(to));
      const from = position();
      if (from.no === to && from.clicks === toClicks) return;
      // Click steps replace the history entry; a new slide adds one, so Back goes to the previous slide.
      navigate(slidePath(prefix, to, toClicks, search), { replace: from.no === to });
    },
    [navigate, prefix, search, position],
  );

  return useMemo(() => {
    const step = (forward: boolean) => {
      const { no: at, clicks: atClicks } = position();
      if (forward) {
        if (atClicks < clicksOf(at)) go(at, atClicks + 1);
        else if (at < slides.length) go(at + 1, 0);
      } else if (atClicks > 0) go(at, atClicks - 1);
      else if (at > 1) go(at - 1, clicksOf(at - 1));
    };
    return {
      no,
      clicks,
      clicksTotal,
      hasNext: clicks < clicksTotal || no < slides.length,
      hasPrev: clicks > 0 || no > 1,
      go,
      next: () => step(true),
      prev: () => step(false),
      nextSlide: () => go(position().no + 1, 0),
      prevSlide: () => go(position().no - 1, 0),
    };
  }, [no, clicks, clicksTotal, go, position]);
}
