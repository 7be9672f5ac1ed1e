// The deck's sync bus: topics that views of one deck share. Here over a BroadcastChannel
// (tabs of one browser); the sync server adds devices behind the same interface.

export type Topic = 'nav' | 'cursor';

type Handler = (payload: unknown) => void;

export interface SyncBus {
  publish: (topic: Topic, payload: unknown) => void;
  subscribe: (topic: Topic, handler: Handler) => () => void;
}

interface Envelope {
  topic: Topic;
  payload: unknown;
}

const isEnvelope = (data: unknown): data is Envelope =>
  typeof data === 'object' && data !== null && ((data as Envelope).topic === 'nav' || (data as Envelope).topic === 'cursor');

function createBroadcastBus(name: string): SyncBus {
  const handlers = new Map<Topic, Set<Handler>>();
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(name);
  if (channel) {
    channel.onmessage = (event: MessageEvent) => {
      if (!isEnvelope(event.data)) return; // not ours, or malformed
      for (const handler of handlers.get(event.data.topic) ?? []) handler(event.data.payload);
    };
  }
  return {
    publish: (topic, payload) => channel?.postMessage({ topic, payload } satisfies Envelope),
    subscribe: (topic, handler) => {
      const set = handlers.get(topic) ?? new Set();
      set.add(handler);
      handlers.set(topic, set);
      return () => set.delete(handler);
    },
  };
}

let bus: SyncBus | undefined;

/** The page's bus, one channel per deck (its path), so two decks in one browser stay apart. */
export function getSyncBus(): SyncBus {
  bus ??= createBroadcastBus(`deck:${window.location.pathname}`);
  return bus;
}
