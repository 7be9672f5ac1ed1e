// Slidev's <Arrow x1 y1 x2 y2 width color two-way>: a straight arrow drawn over the slide, from
// (x1, y1) to (x2, y2) in the slide's own pixels (from the top left of the box it is placed in), in
// the text's colour unless `color` says. A drawing, so screen readers skip it unless it is given a
// name (`title="…"` or `aria-label="…"`); it takes no clicks, so what is under it can still be clicked.
import { useId } from 'react';
import { boolProp, numberProp } from './props.ts';
import './arrow.css';

interface ArrowProps {
  x1?: number | string;
  y1?: number | string;
  x2?: number | string;
  y2?: number | string;
  width?: number | string;
  color?: string;
  twoWay?: boolean | string;
  title?: string;
  'aria-label'?: string;
  className?: string;
}

export function Arrow({ x1, y1, x2, y2, width, color, twoWay, title, 'aria-label': label, className }: ArrowProps) {
  const id = `slidev-arrow-${useId().replace(/[^\w-]/g, '')}`;
  const [ax, ay, bx, by] = [x1, y1, x2, y2].map((v) => numberProp(v, 0)) as [number, number, number, number];
  const paint = color || 'currentColor';
  const both = boolProp(twoWay, 'two-way');
  const name = label ?? title;
  const marker = { markerUnits: 'strokeWidth', markerHeight: 7, refY: 3.5, orient: 'auto' } as const;
  return (
    <svg
      className={className ? `slidev-arrow ${className}` : 'slidev-arrow'}
      width={Math.max(ax, bx) + 50}
      height={Math.max(ay, by) + 50}
      role={name ? 'img' : undefined}
      aria-label={name || undefined}
      aria-hidden={name ? undefined : true}
    >
      <defs>
        <marker id={id} markerWidth={10} refX={9} {...marker}>
          <polygon points="0 0, 10 3.5, 0 7" fill={paint} />
        </marker>
        {both && (
          <marker id={`${id}-rev`} markerWidth={20} refX={11} {...marker}>
            <polygon points="20 0, 10 3.5, 20 7" fill={paint} />
          </marker>
        )}
      </defs>
      <line x1={ax} y1={ay} x2={bx} y2={by} stroke={paint} strokeWidth={numberProp(width, 2)} markerEnd={`url(#${id})`} markerStart={both ? `url(#${id}-rev)` : undefined} />
    </svg>
  );
}
