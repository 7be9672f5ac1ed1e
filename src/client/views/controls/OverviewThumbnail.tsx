// An overview card's picture, drawn only once it scrolls near the view: a deck of thousands of slides
// opens its overview at once, and a thumbnail nobody scrolls to is never rendered. Until then a box of
// the same size holds its place, so the grid (and the arrow keys' rows) never shift.
import { useEffect, useRef, useState } from 'react';
import { ScaledSlide } from '../../slides/slide/ScaledSlide.tsx';
import { canvasHeight, canvasWidth } from '../../deck/canvas.ts';

/** How far outside the view a thumbnail starts to draw: a screenful ahead, so scrolling finds them drawn. */
const AHEAD = '100% 0px';

export function OverviewThumbnail({ no, clicks, width }: { no: number; clicks: number; width: number }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
      root: element.closest('dialog'),
      rootMargin: AHEAD,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  if (near) return <ScaledSlide no={no} clicks={clicks} width={width} />;
  return <div ref={placeholder} className="scaled-slide pending" style={{ width, height: (canvasHeight * width) / canvasWidth }} aria-hidden="true" />;
}
