// A layout's frame: the root every layout draws in, with the engine's classes (`layout layout-<name>`,
// which its own styles and tests use) and Slidev's (`slidev-layout <name>`, which decks written for
// Slidev style), the frontmatter's `class`, and its `background` image under a scrim that keeps text readable.
import type { CSSProperties, ReactNode } from 'react';
import { cssImage } from './image.ts';

interface FrameProps {
  name: string;
  /** Slidev's classes for this layout's root; `slidev-layout <name>` unless given ('' for none). */
  slidev?: string;
  background?: unknown;
  className?: unknown;
  style?: CSSProperties;
  children: ReactNode;
}

/** Class names from a frontmatter value (`class: a b`), '' when it is not a string. */
export const classOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export function LayoutFrame({ name, slidev = `slidev-layout ${name}`, background, className, style, children }: FrameProps) {
  const image = cssImage(background);
  const classes = ['layout', `layout-${name}`, slidev, image && 'has-background', classOf(className)].filter(Boolean).join(' ');
  return (
    <div className={classes} style={image ? { backgroundImage: image, ...style } : style}>
      {children}
    </div>
  );
}
