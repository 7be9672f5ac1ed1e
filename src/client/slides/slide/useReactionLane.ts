// Measures, for a view, the lane where reactions may rise without covering the slide: from the right
// edge of the shown slide's content box (its layout's box less the layout's padding, which the page
// number sits in too) to the right edge of the view's region, from the region's top down to the
// content box's bottom. Published in deck/stage/bands.ts for the room to read; cleared on leaving.
import { type RefObject, useEffect } from 'react';
import { setReactionLane } from '../../deck/stage/bands.ts';

/** The box the slide `no` shown inside `region` keeps its content to, in the page's pixels. */
export function contentBoxOf(region: HTMLElement, no: number): DOMRect | null {
  const layout = region.querySelector<HTMLElement>(`.slide[data-slide="${no}"]:not(.slide-ahead, .slide-leaving) .layout`);
  if (!layout || !layout.offsetWidth) return null;
  const box = layout.getBoundingClientRect();
  const scale = box.width / layout.offsetWidth;
  const style = getComputedStyle(layout);
  const [top, right, bottom, left] = [style.paddingTop, style.paddingRight, style.paddingBottom, style.paddingLeft].map((value) => parseFloat(value) * scale) as [number, number, number, number];
  return new DOMRect(box.left + left, box.top + top, box.width - left - right, box.height - top - bottom);
}

/** `active`: whether to measure now (a view whose room is not there yet need not: it costs a layout). */
export function useReactionLane(region: RefObject<HTMLElement | null>, no: number, active = true): void {
  useEffect(() => {
    const element = region.current;
    if (!element || !active) return;
    let frame = 0;
    // The slide may still be coming (its code loads lazily, slowly on a busy machine) or show an
    // error card, which has no layout: no lane until a layout appears in the region.
    const arriving = new MutationObserver(() => schedule());
    const measure = () => {
      frame = 0;
      const content = contentBoxOf(element, no);
      if (!content) {
        setReactionLane(null);
        arriving.observe(element, { childList: true, subtree: true });
        return;
      }
      arriving.disconnect();
      // The slide's frame resizes inside the region (a band taken at the bottom); observing twice is harmless.
      element.querySelectorAll('.canvas-frame').forEach((canvasFrame) => observer.observe(canvasFrame));
      const bounds = element.getBoundingClientRect();
      const left = Math.ceil(content.right);
      setReactionLane({ left, top: Math.round(bounds.top), width: Math.max(0, Math.floor(bounds.right) - left), height: Math.max(0, Math.floor(content.bottom - bounds.top)) });
    };
    const schedule = () => (frame ||= requestAnimationFrame(measure));
    const observer = new ResizeObserver(schedule);
    observer.observe(element);
    schedule();
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      arriving.disconnect();
      setReactionLane(null);
    };
  }, [region, no, active]);
}
