// Views of the deck follow each other's page and click step over the sync bus.
import { useEffect, useRef } from 'react';
import { slides } from '../deck/deck.ts';
import { getSyncBus } from '../sync/bus.ts';
import { afterPaint } from '../ui/afterPaint.ts';
import type { DeckNavigation } from './useDeckNavigation.ts';

export interface NavState {
  no: number;
  clicks: number;
}

/** A navigation message from elsewhere, or null when it is malformed. */
export function parseNavState(data: unknown, slideCount = slides.length): NavState | null {
  if (typeof data !== 'object' || data === null) return null;
  const { no, clicks } = data as Record<string, unknown>;
  if (!Number.isInteger(no) || !Number.isInteger(clicks)) return null;
  if ((no as number) < 1 || (no as number) > slideCount || (clicks as number) < 0) return null;
  return { no: no as number, clicks: clicks as number };
}

/**
 * `leads`: a presenter view drives. Joining the server does not move it to the shared position
 * (an audience view catches up with where the presenter is); instead, each time it (re)joins, it
 * announces where it is, so followers resync after the server was away.
 */
export function useTabSync(nav: DeckNavigation, leads = false): void {
  // The position last taken from elsewhere: not announced back, so views never ping-pong.
  const followed = useRef<NavState | null>(null);
  const mounted = useRef(false);
  const { no, clicks, go } = nav;
  // The subscription lives as long as the view; it always calls the latest `go`.
  const goLatest = useRef(go);
  useEffect(() => {
    goLatest.current = go;
  }, [go]);

  useEffect(
    () =>
      getSyncBus().subscribe('nav', (payload, catchingUp) => {
        const state = parseNavState(payload);
        if (!state || (catchingUp && leads)) return;
        followed.current = state;
        goLatest.current(state.no, state.clicks);
      }),
    [leads],
  );

  const position = useRef<NavState>({ no, clicks });
  useEffect(() => {
    position.current = { no, clicks };
  }, [no, clicks]);
  useEffect(() => {
    if (!leads) return;
    return getSyncBus().onJoin(() => getSyncBus().publish('nav', position.current));
  }, [leads]);

  useEffect(() => {
    // Opening a view does not move the others; only moves made here are announced.
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    const last = followed.current;
    if (last && last.no === no && last.clicks === clicks) return;
    followed.current = null;
    // Followers hear of the move once this view has painted it: the presenter's screen comes first.
    afterPaint(() => getSyncBus().publish('nav', { no, clicks } satisfies NavState));
  }, [no, clicks]);
}
