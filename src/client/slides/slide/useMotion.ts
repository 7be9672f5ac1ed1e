// An element's v-motion (motion.ts) on its slide: its style for where the slide and its clicks are,
// moving there by a transition. Mounted on the slide being presented, it first stands at its `initial`
// variant for a frame, then moves to where it belongs (its entrance); laid out ahead as the next
// slide, it waits at `initial` until that slide comes. Under reduced motion it stands where it belongs.
import { type CSSProperties, useEffect, useState } from 'react';
import { afterPaint } from '../../deck/ui/afterPaint.ts';
import { prefersReducedMotion } from '../../deck/ui/reducedMotion.ts';
import { useClicks } from './ClicksContext.ts';
import { type MotionPhase, type MotionSpec, motionStyle, motionTarget, motionTransition } from './motion.ts';
import { useSlideScope, useViewNavigation } from './SlideScope.ts';

/** The element's motion style; `clickPhase`: where its own v-click puts it ('shown' without one). */
export function useMotion(spec: MotionSpec | undefined, clickPhase: MotionPhase): CSSProperties | undefined {
  const clicks = useClicks();
  const scope = useSlideScope();
  const view = useViewNavigation();
  const live = scope.renderContext === 'slide' || scope.renderContext === 'presenter';
  // Its first frame at `initial`, so the entrance is seen.
  const [arrived, setArrived] = useState(false);
  const moves = spec !== undefined && live;
  useEffect(() => {
    if (moves) afterPaint(() => setArrived(true));
  }, [moves]);
  if (!spec) return undefined;
  const current = view?.no ?? scope.no;
  const slidePhase: MotionPhase = scope.no > current ? 'before' : scope.no < current ? 'after' : clickPhase;
  // In the build's pre-rendering (no window), the first frame: at `initial`.
  const still = prefersReducedMotion();
  const variant = motionTarget(spec, live && !arrived && !still ? 'before' : slidePhase, clicks, live);
  const style = motionStyle(variant);
  return live && arrived && !still ? { ...style, transition: motionTransition(spec, variant) } : style;
}
