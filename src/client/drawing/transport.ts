// How drawings travel between views. The store talks to transports only through this interface,
// so another transport (e.g. Yjs over the sync server) plugs in with `store.connect(transport)`.
import { createEvents } from '../state/store.ts';
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

/** Tabs of one browser, over a BroadcastChannel; null where BroadcastChannel does not exist. */
export function createBroadcastTransport(name: string): DrawingTransport | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(name);
  const arrived = createEvents<[data: unknown]>();
  channel.onmessage = (event: MessageEvent) => arrived.emit(event.data);
  return {
    send: (message) => channel.postMessage(message),
    subscribe: arrived.subscribe,
    close: () => {
      arrived.clear();
      channel.close();
    },
  };
}
