import type { ReactNode } from 'react';
import { assetUrl } from '../deck/deck.ts';

/** A layout's frame, with the frontmatter's background image under a scrim that keeps text readable. */
export function LayoutFrame({ name, background, className, children }: { name: string; background?: unknown; className?: string; children: ReactNode }) {
  const image = typeof background === 'string' && background ? background : undefined;
  return (
    <div
      className={`layout layout-${name}${image ? ' has-background' : ''}${className ? ` ${className}` : ''}`}
      style={image ? { backgroundImage: `url("${assetUrl(image)}")` } : undefined}
    >
      {children}
    </div>
  );
}
