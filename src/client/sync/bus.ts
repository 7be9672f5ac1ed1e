// The deck's sync bus: topics that views of one deck share. Tabs of one browser talk over a
// BroadcastChannel; when a deck server is behind the page, devices share its live "nav" document too.
import type { LiveSync } from './server.ts';
import { fetchSession } from './session.ts';

export type Topic = 'nav' | 'cursor';

/** `catchingUp` is true for the state a page receives when it first joins the server. */
type Handler = (payload: unknown, catchingUp: boolean) => void;

export interface SyncBus {
  publish: (topic: Topic, payload: unknown) => void;
  subscribe: (topic: Topic, handler: Handler) => () => void;
  /** Called each time the page (re)joins the deck server, e.g. after the server restarted. */
  onJoin: (listener: () => void) => () => void;
}

interface Envelope {
  topic: Topic;
  payload: unknown;
}

const isTopic = (value: unknown): value is Topic => value === 'nav' || value === 'cursor';
const isEnvelope = (data: unknown): data is Envelope => typeof data === 'object' && data !== null && isTopic((data as Envelope).topic);

function createBus(name: string): SyncBus {
  const handlers = new Map<Topic, Set<Handler>>();
  const deliver = (topic: Topic, payload: unknown, catchingUp = false) => handlers.get(topic)?.forEach((handler) => handler(payload, catchingUp));

  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(name);
  if (channel) {
    channel.onmessage = (event: MessageEvent) => {
      if (isEnvelope(event.data)) deliver(event.data.topic, event.data.payload); // anything else: not ours, ignored
    };
  }

  const joinListeners = new Set<() => void>();
  let live: LiveSync | null = null;
  // The Yjs client loads only when a deck server is there to talk to (never for a static build).
  void fetchSession().then(async (session) => {
    if (!session.server) return;
    const { connectLiveSync } = await import('./server.ts');
    live = connectLiveSync(session);
    live?.nav.onSynced(() => joinListeners.forEach((listener) => listener()));
    const nav = live?.nav;
    nav?.map.observe((event) => {
      if (event.transaction.local) return;
      for (const key of event.keysChanged) if (isTopic(key)) deliver(key, nav.map.get(key), !nav.synced());
    });
  });

  return {
    publish: (topic, payload) => {
      channel?.postMessage({ topic, payload } satisfies Envelope);
      // Only a page the server lets write (the presenter, or anyone without a password) shares its moves.
      if (live?.nav.writable()) live.nav.map.set(topic, payload);
    },
    subscribe: (topic, handler) => {
      const set = handlers.get(topic) ?? new Set();
      set.add(handler);
      handlers.set(topic, set);
      return () => set.delete(handler);
    },
    onJoin: (listener) => {
      joinListeners.add(listener);
      return () => joinListeners.delete(listener);
    },
  };
}

let bus: SyncBus | undefined;

/** The page's bus, one per deck (its path), so two decks in one browser stay apart. */
export function getSyncBus(): SyncBus {
  bus ??= createBus(`deck:${window.location.pathname}`);
  return bus;
}
