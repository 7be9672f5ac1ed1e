// Views of the deck follow each other's page and click step over the sync bus: the moves made here
// (the position store's, deck/nav/position.ts) go out, and the presenter's come in as moves that follow. The moves of a view
// that drives the room (a presenter the server lets write) are stamped (moves.ts): a view takes
// such a move only if it is newer than the last it took, so a follower never jumps back to a move
// that arrived late along the slower way, and two presenter tabs pressing at once end on one slide.
import { useEffect } from 'react';
import { slides } from '../deck/deck.ts';
import { getSyncBus } from './bus.ts';
import { MoveClock, parseNavState, type NavState } from './moves.ts';
import { presenterMovedTo, sawPresenterTab } from './follow.ts';
import type { Position } from '../../shared/navigation.ts';
import { afterPaint } from '../deck/ui/afterPaint.ts';
import { moveTo, placement } from '../deck/nav/position.ts';
import { currentScreen, onOwnScreenChange, takeScreen } from '../deck/stage/screen.ts';

/** This page's clock: every view of the page stamps and compares with the same one. */
const clock = new MoveClock(Math.random().toString(36).slice(2, 12));

/** The furthest step this page has shown while presenting (followers never go past it). */
let furthestShown: Position | null = null;
function reach(at: Position): Position {
  if (!furthestShown || at.no > furthestShown.no || (at.no === furthestShown.no && at.clicks > furthestShown.clicks)) furthestShown = { no: at.no, clicks: at.clicks };
  return furthestShown;
}

/** Shares where this view is and what its screen shows: stamped when this page drives the room. */
function announce(at: { no: number; clicks: number }): void {
  const bus = getSyncBus();
  const state: NavState = { ...at, screen: currentScreen() };
  bus.publish('nav', (bus.leads() ? { ...state, stamp: clock.stamp(), furthest: reach(at) } : state) satisfies NavState);
}

/**
 * Shares a move made here once it is painted (the presenter's screen comes first). It is stamped
 * now, when it was made: if a newer move from elsewhere is taken meanwhile, this one is not shared
 * at all — every view, this one included, ends on the newer move.
 */
function announceAfterPaint(at: { no: number; clicks: number }): void {
  const bus = getSyncBus();
  if (!bus.leads()) return afterPaint(() => bus.publish('nav', { ...at, screen: currentScreen() } satisfies NavState));
  const stamp = clock.stamp();
  afterPaint(() => {
    if (clock.latest === stamp) bus.publish('nav', { ...at, screen: currentScreen(), stamp, furthest: reach(at) } satisfies NavState);
  });
}

/**
 * `leads`: a presenter view drives. Joining the server does not move it to the shared position
 * (an audience view catches up with where the presenter is); instead, the first time it joins as
 * the presenter, it announces where it is. Coming back after losing the server it announces
 * nothing anew: the moves it made meanwhile reach the server with the stamps they were made with,
 * as the documents sync, and every view (this one too) takes the newest move, its own or another
 * presenter device's.
 */
export function useSyncedPosition(leads = false): void {
  // A view that opens in a page already connected (the presenter logged in, or the page moved
  // between views) logs in anew, so the server grants what this view may do.
  useEffect(() => getSyncBus().refreshCredentials(), [leads]);

  useEffect(
    () =>
      getSyncBus().subscribe('nav', (payload, catchingUp, viaServer) => {
        const state = parseNavState(payload, slides.length);
        if (!state) return;
        // A stamped move older than one already taken arrived late: it is not where anyone is now.
        if (state.stamp && !clock.witness(state.stamp)) return;
        // Black or white goes for every screen, a browsing follower's too; a presenter that
        // reloads finds the room as it left it.
        if (state.screen) takeScreen(state.screen);
        if (catchingUp && leads) return;
        if (state.stamp && !viaServer) sawPresenterTab();
        // A presenter on another device: this view follows unless it is browsing (follow.ts).
        const to = state.stamp && viaServer && !leads ? presenterMovedTo(state, state.furthest) : state;
        if (to) moveTo(to, 'follow');
      }),
    [leads],
  );

  useEffect(() => {
    if (!leads) return;
    let announced = false;
    return getSyncBus().onJoin(() => {
      if (announced || !getSyncBus().leads()) return;
      announced = true;
      const { no, clicks } = placement.get();
      announce({ no, clicks });
    });
  }, [leads]);
  // Blacking the screen out (or back) is a move of its own, at the same step.
  useEffect(
    () =>
      onOwnScreenChange(() => {
        const { no, clicks } = placement.get();
        announce({ no, clicks });
      }),
    [],
  );

  // Every move made here goes out (the view opening and moves that follow are nobody's news).
  useEffect(
    () =>
      placement.subscribe(() => {
        const { no, clicks, origin } = placement.get();
        if (origin !== 'open' && origin !== 'follow') announceAfterPaint({ no, clicks });
      }),
    [],
  );
}
