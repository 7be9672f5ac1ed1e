// How drawings travel between views. The store talks to transports only through this interface,
// so another transport (e.g. Yjs over the sync server) plugs in with `store.connect(transport)`.
import { openTabChannel } from '../../state/tabChannel.ts';
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

/** Tabs of one browser, over a BroadcastChannel (or storage events where there is none: tabChannel.ts); null where neither works. */
export function createBroadcastTransport(name: string): DrawingTransport | null {
  const channel = openTabChannel(name);
  if (!channel) return null;
  return { send: (message) => channel.post(message), subscribe: channel.subscribe, close: channel.close };
}
