// What the pointer has been doing lately in play mode. A mouse that rests for a moment hides (as
// video players do), so the arrow does not sit on the projected slide. On a touch screen the
// toolbar shows at first and when asked for (its handle), and goes away again after a few seconds
// without a touch instead of covering the slide's last lines; a tap on the slide still navigates.
import { useEffect, useState } from 'react';

/** How long a mouse rests before it hides. */
export const MOUSE_REST_MS = 2000;
/** How long a touch screen's toolbar stays after the last touch. */
export const TOUCH_SHOW_MS = 4000;

export interface PointerRest {
  /** The mouse has not moved for MOUSE_REST_MS. */
  mouseResting: boolean;
  /** A touch screen's toolbar is up: the page just opened, or its handle was tapped, and touches keep it up. */
  touchToolbar: boolean;
  showTouchToolbar: () => void;
}

export function usePointerRest(): PointerRest {
  const [mouseResting, setMouseResting] = useState(false);
  // A touch screen shows its toolbar at first, so people see there is one.
  const [touchToolbar, setTouchToolbar] = useState(() => matchMedia('(hover: none)').matches);

  useEffect(() => {
    if (!touchToolbar) return;
    // Any touch while it is up keeps it up a while longer.
    let timer = setTimeout(() => setTouchToolbar(false), TOUCH_SHOW_MS);
    const touched = (event: PointerEvent) => {
      if (event.pointerType !== 'touch') return;
      clearTimeout(timer);
      timer = setTimeout(() => setTouchToolbar(false), TOUCH_SHOW_MS);
    };
    window.addEventListener('pointerdown', touched, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('pointerdown', touched);
    };
  }, [touchToolbar]);

  useEffect(() => {
    let mouseTimer = setTimeout(() => setMouseResting(true), MOUSE_REST_MS);
    const moved = (event: PointerEvent) => {
      if (event.pointerType !== 'touch') {
        setMouseResting(false); // React skips the render when it already was false
        clearTimeout(mouseTimer);
        mouseTimer = setTimeout(() => setMouseResting(true), MOUSE_REST_MS);
      }
    };
    window.addEventListener('pointermove', moved, { passive: true });
    window.addEventListener('pointerdown', moved, { passive: true });
    return () => {
      clearTimeout(mouseTimer);
      window.removeEventListener('pointermove', moved);
      window.removeEventListener('pointerdown', moved);
    };
  }, []);

  return { mouseResting, touchToolbar, showTouchToolbar: () => setTouchToolbar(true) };
}
