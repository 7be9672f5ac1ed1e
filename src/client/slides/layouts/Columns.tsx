// Slidev's column layouts. two-cols: the default slot (and `::left::`) on the left, `::right::` on the
// right. two-cols-header: the default slot across the top, `::left::` and `::right::` below it, and
// `::bottom::` across the foot. As in Slidev, `class:` goes on each column and `layoutClass:` on the root.
import type { ReactNode } from 'react';
import { LayoutFrame, classOf } from './Background.tsx';
import type { LayoutProps } from './types.ts';
import './columns.css';

function Column({ name, className, children }: { name: string; className?: string; children: ReactNode }) {
  return <div className={['layout-content', name, className].filter(Boolean).join(' ')}>{children}</div>;
}

export function TwoCols({ slots, frontmatter }: LayoutProps) {
  const columnClass = classOf(frontmatter.class);
  return (
    <LayoutFrame name="two-cols" slidev="slidev-layout two-columns" background={frontmatter.background} className={frontmatter.layoutClass}>
      <Column name="col-left" className={columnClass}>
        {slots.default}
        {slots.left}
      </Column>
      <Column name="col-right" className={columnClass}>
        {slots.right}
      </Column>
    </LayoutFrame>
  );
}

export function TwoColsHeader({ slots, frontmatter }: LayoutProps) {
  const columnClass = classOf(frontmatter.class);
  return (
    <LayoutFrame name="two-cols-header" background={frontmatter.background} className={frontmatter.layoutClass}>
      <Column name="col-header">{slots.default}</Column>
      <Column name="col-left" className={columnClass}>
        {slots.left}
      </Column>
      <Column name="col-right" className={columnClass}>
        {slots.right}
      </Column>
      {slots.bottom !== undefined && (
        <Column name="col-bottom" className={columnClass}>
          {slots.bottom}
        </Column>
      )}
    </LayoutFrame>
  );
}
