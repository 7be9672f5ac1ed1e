// Scales the fixed-size slide canvas (canvasWidth × canvasWidth / aspectRatio) to its container.
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { canvasHeight, canvasWidth } from '../../deck/canvas.ts';

export type Scale = 'fit' | 'actual';

export function SlideCanvas({ scale = 'fit', children }: { scale?: Scale; children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLDivElement>(null);

  // The scale is set on the element, not through state: a first render at the wrong scale and a
  // second at the right one cost a phone a long task as the page starts, and a frame at scale 1.
  // It is measured when the observer first reports (after the frame's layout, before its paint),
  // not here: reading a size here would lay the page out inside the commit, lengthening its task.
  useLayoutEffect(() => {
    const element = frame.current;
    const scaled = canvas.current;
    if (!element || !scaled) return;
    const apply = (factor: number) => (scaled.style.transform = `scale(${factor})`);
    if (scale === 'actual') return void apply(1);
    const measure = () => {
      const [across, down] = [element.clientWidth / canvasWidth, element.clientHeight / canvasHeight];
      const fit = Math.min(across, down);
      // A window within a pixel of the slide's shape (1366×768 for 16:9) is covered, cropping under a
      // pixel, rather than left a band of letterbox under a pixel wide: drawn as a dark line along
      // the slide's edge.
      const slack = Math.max(element.clientWidth - canvasWidth * fit, element.clientHeight - canvasHeight * fit);
      apply(slack < 1 ? Math.max(across, down) : fit);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [scale]);

  return (
    <div ref={frame} className={`canvas-frame scale-${scale}`}>
      <div ref={canvas} className="canvas" style={{ width: canvasWidth, height: canvasHeight }}>
        {children}
      </div>
    </div>
  );
}
