// Slidev's <Transform :scale="0.5" origin="top center">: its content scaled, from `origin` (default
// the top left), as Slidev's does (the box keeps its unscaled place in the layout).
import type { ReactNode } from 'react';

interface TransformProps {
  scale?: number | string;
  origin?: string;
  className?: string;
  children?: ReactNode;
}

export function Transform({ scale, origin, className, children }: TransformProps) {
  const style = { transform: scale != null ? `scale(${Number(scale) || 1})` : undefined, transformOrigin: origin || 'top left' };
  return (
    <div className={className} style={style}>
      {children}
    </div>
  );
}
