// An overview card's picture, drawn only once it scrolls near the view: a deck of thousands of slides
// opens its overview at once, and a thumbnail nobody scrolls to is never rendered. Until then a box of
// the same size holds its place, so the grid (and the arrow keys' rows) never shift.
import { useEffect, useRef, useState } from 'react';
import { ScaledSlide } from '../../slides/slide/ScaledSlide.tsx';
import { canvasHeight, canvasWidth } from '../../deck/canvas.ts';

/** How far outside the view a thumbnail starts to draw: a screenful ahead, so scrolling finds them drawn. */
const AHEAD = '100% 0px';

/** One observer for all the thumbnails in a dialog, and what each waits to do once near the view. */
interface NearWatch {
  observer: IntersectionObserver;
  waiting: Map<Element, () => void>;
}

// One observer per dialog, not one per thumbnail: on a deck of 5,000 slides, making an observer for
// each card added 50–90 ms to the overview's opening of about 0.9 s.
const watches = new WeakMap<Element | Document, NearWatch>();

/** Calls `near` once `element` comes within a screenful of `root`'s view; returns the cancel. */
function whenNear(element: Element, root: Element | null, near: () => void): () => void {
  const key = root ?? document;
  let watch = watches.get(key);
  if (!watch) {
    const waiting = new Map<Element, () => void>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer.unobserve(entry.target);
          const call = waiting.get(entry.target);
          waiting.delete(entry.target);
          call?.();
        }
      },
      { root, rootMargin: AHEAD },
    );
    watch = { observer, waiting };
    watches.set(key, watch);
  }
  const { observer, waiting } = watch;
  waiting.set(element, near);
  observer.observe(element);
  return () => {
    waiting.delete(element);
    observer.unobserve(element);
  };
}

export function OverviewThumbnail({ no, clicks, width }: { no: number; clicks: number; width: number }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    return whenNear(element, element.closest('dialog'), () => setNear(true));
  }, [near]);

  if (near) return <ScaledSlide no={no} clicks={clicks} width={width} />;
  return <div ref={placeholder} className="scaled-slide pending" style={{ width, height: (canvasHeight * width) / canvasWidth }} aria-hidden="true" />;
}
