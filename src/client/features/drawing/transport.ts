// How drawings travel between views. The store talks to transports only through this interface,
// so another transport (e.g. Yjs over the sync server) plugs in with `store.connect(transport)`.
import { tabTopic } from '../../live/tabs.ts';
import type { DrawingMessage } from './messages.ts';

export interface DrawingTransport {
  /** Sends a message to every other view reachable this way (not back to this page). */
  send: (message: DrawingMessage) => void;
  /**
   * Calls `handler` with each message that arrives, as raw data: the store validates it, so a
   * transport need not (and must not assume the data is well formed).
   */
  subscribe: (handler: (data: unknown) => void) => () => void;
  /** Stops sending and receiving. */
  close: () => void;
}

/** Tabs of one browser, on the deck's tab channel (live/tabs.ts); null where tabs cannot talk. */
export function createTabTransport(): DrawingTransport | null {
  const channel = tabTopic('drawings');
  if (!channel) return null;
  return { send: (message) => channel.post(message), subscribe: channel.subscribe, close: channel.close };
}
