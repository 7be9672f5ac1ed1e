// Where a pointer is on the slide, in the canvas's units, for drauu. drauu's default asks the SVG
// for getScreenCTM(), which WebKit computes without the CSS transform that scales the canvas to the
// window (a long-standing WebKit bug, still in many Safari versions in the room): strokes landed 1.3×
// too far from the top-left at 1280×720, and synced so to every screen. Here the layer's box says the
// scale instead, which every engine reports alike: drauu's own "no transform" path does the rest.
import type { Drauu } from 'drauu';

export interface PointerMapping {
  coordinateTransform: false;
  /** Canvas units per CSS pixel of the window. */
  coordinateScale: number;
  /** drauu adds this to pageX/pageY: minus the scroll, so page coordinates become the viewport's. */
  offset: { x: number; y: number };
}

/** The mapping for a layer `boxWidth` CSS pixels wide showing `canvasWidth` units, with the page scrolled by (`scrollX`, `scrollY`). */
export function pointerMapping(boxWidth: number, canvasWidth: number, scrollX: number, scrollY: number): PointerMapping {
  return {
    coordinateTransform: false,
    coordinateScale: boxWidth > 0 ? canvasWidth / boxWidth : 1,
    offset: { x: -scrollX, y: -scrollY },
  };
}

/** Keeps drauu's mapping current for `layer`: now, and as each stroke begins. Returns a function that stops. */
export function mapPointers(drauu: Drauu, layer: SVGSVGElement, canvasWidth: number): () => void {
  const update = () => Object.assign(drauu.options, pointerMapping(layer.getBoundingClientRect().width, canvasWidth, window.scrollX, window.scrollY));
  update();
  // In the capture phase at the window: before drauu's own listener on the slide hears the press.
  window.addEventListener('pointerdown', update, { capture: true });
  return () => window.removeEventListener('pointerdown', update, { capture: true });
}
