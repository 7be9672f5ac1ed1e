// This page's following state (follow.ts's rules) as a store the play view reads: whether it is
// live or browsing, where the presenter is, and a short word when a move was turned back. It only
// applies while the presenter is on another device: a presenter in a tab of this same browser drives
// this view as before (a click on the projector's window moves the talk on), and a device that has
// lost the server works on its own until it is back.
import type { Position } from '../../shared/navigation.ts';
import { createStore } from '../state/store.ts';
import { FREE, backToLive as back, compare, movedHere, presenterMoved, type FollowState } from './follow.ts';
import { linkStatus } from './linkStatus.ts';

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
  const { state, show } = back(following.get());
  following.set({ ...state, said: null });
  return show;
}
