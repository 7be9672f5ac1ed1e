// The slides on the play view's canvas, and the shape of a slide change as the transition hook
// (virtual:deck/transitions: useSlideTransition.ts for a deck with transitions, `noTransitions` here
// for the others, so a deck without any carries none of that code) describes it.
import type { RefObject } from 'react';
import type { SlidePosition } from '../../slides/slide/useReadySlide.ts';

export interface SlideChange {
  /** The slide going out, drawn until its transition ends. */
  leaving: SlidePosition | null;
  /** The slide coming in stays hidden for now (a view transition first captures the one going out). */
  holding: boolean;
  /** The transition's classes for slide `no`, if it takes part. */
  classOf: (no: number) => string | undefined;
}

export type SlideTransitionHook = (shown: SlidePosition, stage: RefObject<HTMLElement | null>) => SlideChange;

export const NO_CHANGE: SlideChange = { leaving: null, holding: false, classOf: () => undefined };

/** The hook of a deck whose slides change at once. */
export const noTransitions: SlideTransitionHook = () => NO_CHANGE;

export interface StageSlide extends SlidePosition {
  ahead: boolean;
  leaving: boolean;
  className?: string;
}

/**
 * The slides on the canvas: the one shown, the one going out, the next one laid out ahead (when the
 * deck has one: `total`) at the step it opens at (`aheadClicks`); in slide order, so no element ever
 * moves in the DOM (a moved one is rebuilt).
 */
export function stageSlides(shown: SlidePosition, ahead: number, total: number, change: SlideChange, aheadClicks = 0): StageSlide[] {
  const list: StageSlide[] = [{ ...shown, ahead: change.holding, leaving: false, className: change.classOf(shown.no) }];
  const { leaving } = change;
  if (leaving && leaving.no !== shown.no) list.push({ ...leaving, ahead: false, leaving: true, className: change.classOf(leaving.no) });
  if (ahead > shown.no && ahead <= total && ahead !== leaving?.no) list.push({ no: ahead, clicks: aheadClicks, ahead: true, leaving: false });
  return list.sort((a, b) => a.no - b.no);
}
