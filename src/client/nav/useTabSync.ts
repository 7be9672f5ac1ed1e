// Tabs of one browser follow each other's page and click step through a BroadcastChannel.
import { useEffect, useRef } from 'react';
import { slides } from '../deck/deck.ts';
import type { DeckNavigation } from './useDeckNavigation.ts';

interface NavMessage {
  type: 'nav';
  no: number;
  clicks: number;
}

/** A channel per deck, so two decks open in one browser do not steer each other. */
const channelName = () => `deck-nav:${window.location.pathname}`;

export function parseNavMessage(data: unknown): NavMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, no, clicks } = data as Record<string, unknown>;
  if (type !== 'nav' || !Number.isInteger(no) || !Number.isInteger(clicks)) return null;
  if ((no as number) < 1 || (no as number) > slides.length || (clicks as number) < 0) return null;
  return { type, no: no as number, clicks: clicks as number };
}

export function useTabSync(nav: DeckNavigation): void {
  const channel = useRef<BroadcastChannel | null>(null);
  // The position last taken from another tab: not announced back, so tabs never ping-pong.
  const followed = useRef<{ no: number; clicks: number } | null>(null);
  const mounted = useRef(false);
  const { no, clicks, go } = nav;
  // The channel lives as long as the view; it always calls the latest `go`.
  const goLatest = useRef(go);
  useEffect(() => {
    goLatest.current = go;
  }, [go]);

  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const bc = new BroadcastChannel(channelName());
    channel.current = bc;
    bc.onmessage = (event: MessageEvent) => {
      const message = parseNavMessage(event.data);
      if (!message) return; // not ours, or malformed: ignore
      followed.current = { no: message.no, clicks: message.clicks };
      goLatest.current(message.no, message.clicks);
    };
    return () => {
      bc.close();
      channel.current = null;
    };
  }, []);

  useEffect(() => {
    // Opening a tab does not move the others; only moves made here are announced.
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    const last = followed.current;
    if (last && last.no === no && last.clicks === clicks) return;
    followed.current = null;
    channel.current?.postMessage({ type: 'nav', no, clicks } satisfies NavMessage);
  }, [no, clicks]);
}
