// Where what the room puts on a screen goes, so that it never covers the slide's content: the band
// along the bottom of the window a question on screen takes (the view lays the slide out above it),
// and the lane beside the shown slide's content that reactions rise in (the view measures it). Both
// are presence of this page only: nothing here is synced or stored.
import { createStore } from '../../state/store.ts';

/** A box in the page's CSS pixels. */
export interface Lane {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The height the bottom band takes now (0: none); the view's slide stays above it. */
export const bottomBand = createStore(0);

/** Where reactions may rise on this page: outside the shown slide's content box; null where there is no such place. */
export const reactionLane = createStore<Lane | null>(null);

const sameLane = (a: Lane | null, b: Lane | null) => a === b || (!!a && !!b && a.left === b.left && a.top === b.top && a.width === b.width && a.height === b.height);

/** Sets the lane, telling listeners only when it moved. */
export function setReactionLane(lane: Lane | null): void {
  if (!sameLane(lane, reactionLane.get())) reactionLane.set(lane);
}
