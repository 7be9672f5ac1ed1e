// What Slidev's template syntax in a slide reads (`$slidev`, `$page`, `$frontmatter`,
// `$renderContext`, `$clicks`): the slide being drawn and where (Slide.tsx), and the moves of the
// view that shows it (the play and presenter views provide them; thumbnails and print have none).
import { createContext, useContext, useMemo } from 'react';
import type { SlideFrontmatter } from '../../../shared/types.ts';

/** Where a slide is drawn, in Slidev's words. */
export type RenderContext = 'slide' | 'presenter' | 'previewNext' | 'overview' | 'print';

export interface SlideScope {
  no: number;
  frontmatter: SlideFrontmatter;
  renderContext: RenderContext;
}

export const SlideScopeContext = createContext<SlideScope>({ no: 1, frontmatter: {}, renderContext: 'slide' });

export const useSlideScope = () => useContext(SlideScopeContext);

/** The moves of the view a slide is shown in (stable functions) and the slide it is at. */
export interface ViewNavigation {
  no: number;
  go: (no: number, clicks?: number) => void;
  next: () => void;
  prev: () => void;
  nextSlide: () => void;
  prevSlide: () => void;
}

export const ViewNavigationContext = createContext<ViewNavigation | null>(null);

export const useViewNavigation = () => useContext(ViewNavigationContext);

/** A view's navigation as the context gives it: the same object until the slide changes (not on each click). */
export function useViewNavigationValue(nav: ViewNavigation): ViewNavigation {
  const { no, go, next, prev, nextSlide, prevSlide } = nav;
  return useMemo(() => ({ no, go, next, prev, nextSlide, prevSlide }), [no, go, next, prev, nextSlide, prevSlide]);
}
