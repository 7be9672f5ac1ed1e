// Following the presenter, or browsing: the rules for an audience device whose presenter is
// elsewhere (on another device, through the deck server). Pure, so they are tested without a page.
//   - Following ("live"), the device shows where the presenter is.
//   - A move of its own (a key, a swipe, go to) to a step before the presenter's, or to one the
//     presenter has shown before (they went back), starts browsing: the device stays there while the
//     presenter moves on.
//   - A move to the presenter's step, or past the furthest step the presenter has shown, returns it
//     to live: it never shows a step the presenter has not shown yet.
// With no presenter (no one has presented since the server started), every move is the device's own.
// Below the rules, this page's following state as a store the play view reads. It only applies
// while the presenter is on another device: a presenter in a tab of this same browser drives this
// view as before (a click on the projector's window moves the talk on), and a device that has lost
// the server works on its own until it is back.
import type { Position } from '../../shared/navigation.ts';
import { createStore } from '../state/store.ts';
import { linkStatus } from './linkStatus.ts';

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
export function returnToLive(state: FollowState): { state: FollowState; show: Position | null } {
  return { state: { ...state, mode: 'live' }, show: state.presenter };
}

export interface Following extends FollowState {
  /** Why the last move went elsewhere than asked, for a moment; null otherwise. */
  said: string | null;
}

export const following = createStore<Following>({ ...FREE, said: null });
let presenterInThisBrowser = false;

/** A stamped move came from a tab of this browser: the presenter is here, not elsewhere. */
export function sawPresenterTab(): void {
  presenterInThisBrowser = true;
  following.set({ ...FREE, said: null });
}

/** The presenter (on another device) moved; returns where this view goes, or null to stay. */
export function presenterMovedTo(presenter: Position, furthest?: Position | null): Position | null {
  if (presenterInThisBrowser) return presenter;
  const { state, show } = presenterMoved(following.get(), presenter, furthest);
  following.set({ ...state, said: following.get().said });
  return show;
}

/** Where a move this view asked for goes (the navigation hook's guard). Without the server, the device is on its own. */
export function guardMove(target: Position): Position {
  if (presenterInThisBrowser || linkStatus.get() !== 'live') return target;
  const { state, show } = movedHere(following.get(), target);
  const turnedBack = compare(show, target) !== 0 && state.furthest !== null && compare(target, state.furthest) > 0;
  following.set({ ...state, said: turnedBack ? 'The presenter has not shown that yet: back to live.' : following.get().said });
  return show;
}

/** The word said after a move was turned back has been read. */
export const forgetSaid = () => following.set({ ...following.get(), said: null });

/** "Back to live": where to go now (null when there is no presenter to go back to). */
export function backToLive(): Position | null {
  const { state, show } = returnToLive(following.get());
  following.set({ ...state, said: null });
  return show;
}
