// Navigation state (slide number and click step) lives in the URL; this hook reads and moves it.
import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { slideAt, slides } from '../deck/deck.ts';
import { resolveClicks, slidePath } from './route.ts';

export interface DeckNavigation {
  no: number;
  clicks: number;
  /** Click steps on the current slide. */
  clicksTotal: number;
  hasNext: boolean;
  hasPrev: boolean;
  next: () => void;
  prev: () => void;
  /** Next slide, skipping any remaining click steps. */
  nextSlide: () => void;
  /** Previous slide, at its first step. */
  prevSlide: () => void;
  go: (no: number, clicks?: number) => void;
}

export function useDeckNavigation(prefix: string, no: number): DeckNavigation {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const clicksTotal = slideAt(no)?.clicks ?? 0;
  const clicks = resolveClicks(search.get('clicks'), clicksTotal);

  const go = useCallback(
    (target: number, targetClicks = 0) => {
      const clamped = Math.min(Math.max(target, 1), slides.length);
      const total = slideAt(clamped)?.clicks ?? 0;
      // Click steps replace the history entry; a new slide adds one, so Back goes to the previous slide.
      navigate(slidePath(prefix, clamped, Math.min(targetClicks, total), search), { replace: clamped === no });
    },
    [navigate, prefix, search, no],
  );

  return useMemo(() => {
    const hasNext = clicks < clicksTotal || no < slides.length;
    const hasPrev = clicks > 0 || no > 1;
    return {
      no,
      clicks,
      clicksTotal,
      hasNext,
      hasPrev,
      go,
      next: () => {
        if (clicks < clicksTotal) go(no, clicks + 1);
        else if (no < slides.length) go(no + 1, 0);
      },
      prev: () => {
        if (clicks > 0) go(no, clicks - 1);
        else if (no > 1) go(no - 1, slideAt(no - 1)?.clicks ?? 0);
      },
      nextSlide: () => go(no + 1, 0),
      prevSlide: () => go(no - 1, 0),
    };
  }, [no, clicks, clicksTotal, go]);
}
