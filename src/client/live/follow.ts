// Following the presenter, or browsing: the rules for an audience device whose presenter is
// elsewhere (on another device, through the deck server). Pure, so they are tested without a page.
//   - Following ("live"), the device shows where the presenter is.
//   - A move of its own (a key, a swipe, go to) to a step before the presenter's, or to one the
//     presenter has shown before (they went back), starts browsing: the device stays there while the
//     presenter moves on.
//   - A move to the presenter's step, or past the furthest step the presenter has shown, returns it
//     to live: it never shows a step the presenter has not shown yet.
// With no presenter (no one has presented since the server started), every move is the device's own.
import type { Position } from '../../shared/navigation.ts';

export type FollowMode = 'live' | 'browsing';

export interface FollowState {
  mode: FollowMode;
  /** Where the presenter is, or null when no presenter has moved yet. */
  presenter: Position | null;
  /** The furthest step the presenter has shown. */
  furthest: Position | null;
}

export const FREE: FollowState = { mode: 'live', presenter: null, furthest: null };

/** Slide first, then click step. */
export const compare = (a: Position, b: Position) => a.no - b.no || a.clicks - b.clicks;
const later = (a: Position | null, b: Position | null) => (!a ? b : !b ? a : compare(a, b) >= 0 ? a : b);

/** The presenter moved: the new state, and where to go (null: stay, the device is browsing). */
export function presenterMoved(state: FollowState, presenter: Position, furthest?: Position | null): { state: FollowState; show: Position | null } {
  const next = { ...state, presenter, furthest: later(later(state.furthest, furthest ?? null), presenter) };
  return { state: next, show: next.mode === 'live' ? presenter : null };
}

/** The device itself asked to go to `target`: the new state, and where it goes. */
export function movedHere(state: FollowState, target: Position): { state: FollowState; show: Position } {
  const { presenter, furthest } = state;
  if (!presenter) return { state, show: target };
  const beyond = furthest !== null && compare(target, furthest) > 0;
  if (beyond || compare(target, presenter) === 0) return { state: { ...state, mode: 'live' }, show: presenter };
  return { state: { ...state, mode: 'browsing' }, show: target };
}

/** "Back to live": where the presenter is. */
export function backToLive(state: FollowState): { state: FollowState; show: Position | null } {
  return { state: { ...state, mode: 'live' }, show: state.presenter };
}
