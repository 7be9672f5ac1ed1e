// Scales the fixed-size slide canvas (canvasWidth × canvasWidth / aspectRatio) to its container.
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { canvasHeight, canvasWidth } from '../../deck/canvas.ts';

export type Scale = 'fit' | 'actual';

export function SlideCanvas({ scale = 'fit', children }: { scale?: Scale; children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  const [factor, setFactor] = useState(1);

  useLayoutEffect(() => {
    const element = frame.current;
    if (!element || scale === 'actual') return setFactor(1);
    const measure = () => {
      const [across, down] = [element.clientWidth / canvasWidth, element.clientHeight / canvasHeight];
      const fit = Math.min(across, down);
      // A window within a pixel of the slide's shape (1366×768 for 16:9) is covered, cropping under a
      // pixel, rather than left a band of letterbox under a pixel wide: drawn as a dark line along
      // the slide's edge.
      const slack = Math.max(element.clientWidth - canvasWidth * fit, element.clientHeight - canvasHeight * fit);
      setFactor(slack < 1 ? Math.max(across, down) : fit);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [scale]);

  return (
    <div ref={frame} className={`canvas-frame scale-${scale}`}>
      <div
        className="canvas"
        style={{ width: canvasWidth, height: canvasHeight, transform: `scale(${factor})` }}
      >
        {children}
      </div>
    </div>
  );
}
