// Messages between the tabs of one browser (navigation, drawings), with no server. A BroadcastChannel
// where the browser has one and lets the page use it; else localStorage's storage event, which every
// browser has: Safari before 15.4 has no BroadcastChannel, and a context that refuses one (the
// constructor throws) must not stop the deck. Like a BroadcastChannel, a message reaches the other
// tabs, never the sender. Null when neither works (storage refused too): then tabs do not sync.
import { createEvents } from './store.ts';

export interface TabChannel {
  /** Sends JSON-able `data` to every other tab on this channel. */
  post: (data: unknown) => void;
  /** Calls `handler` with each message another tab posts, as raw data (validate it). */
  subscribe: (handler: (data: unknown) => void) => () => void;
  close: () => void;
  /** How it travels, for tests and diagnostics. */
  kind: 'broadcast' | 'storage';
}

/** What the channel uses of the page, so tests can hand it other browsers. */
export interface TabChannelEnv {
  BroadcastChannel?: typeof BroadcastChannel;
  storage?: Pick<Storage, 'setItem' | 'removeItem'> | null;
  /** Where the storage events arrive (the window). */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
}

const PREFIX = 'deck-tab:';

function pageEnv(): TabChannelEnv {
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    // Storage refused (e.g. all site data blocked): no fallback.
  }
  return { BroadcastChannel: typeof BroadcastChannel === 'undefined' ? undefined : BroadcastChannel, storage, events: window };
}

function broadcast(Channel: typeof BroadcastChannel, name: string): TabChannel | null {
  let channel: BroadcastChannel;
  try {
    channel = new Channel(name);
  } catch {
    return null;
  }
  const arrived = createEvents<[data: unknown]>();
  channel.onmessage = (event: MessageEvent) => arrived.emit(event.data);
  return {
    kind: 'broadcast',
    post: (data) => channel.postMessage(data),
    subscribe: arrived.subscribe,
    close: () => {
      arrived.clear();
      channel.close();
    },
  };
}

function viaStorage(storage: NonNullable<TabChannelEnv['storage']>, events: NonNullable<TabChannelEnv['events']>, name: string): TabChannel | null {
  const key = `${PREFIX}${name}`;
  const arrived = createEvents<[data: unknown]>();
  // A serial and a random part: the same message twice must still change the value (or no event fires).
  let serial = 0;
  const salt = Math.random().toString(36).slice(2);
  const onStorage = (event: Event) => {
    const { key: changed, newValue } = event as StorageEvent;
    if (changed !== key || !newValue) return; // another key, or our own clean-up
    try {
      arrived.emit((JSON.parse(newValue) as { data: unknown }).data);
    } catch {
      // Not JSON: not ours.
    }
  };
  try {
    storage.setItem(key, ''); // refused here (a private mode without storage) means no fallback
    storage.removeItem(key);
  } catch {
    return null;
  }
  events.addEventListener('storage', onStorage);
  return {
    kind: 'storage',
    post: (data) => {
      try {
        storage.setItem(key, JSON.stringify({ data, id: `${salt}-${serial++}` }));
        storage.removeItem(key); // the event has the value; nothing stays in storage
      } catch {
        // Full or refused: this message does not reach the other tabs.
      }
    },
    subscribe: arrived.subscribe,
    close: () => {
      arrived.clear();
      events.removeEventListener('storage', onStorage);
    },
  };
}

export function openTabChannel(name: string, env: TabChannelEnv = pageEnv()): TabChannel | null {
  const channel = env.BroadcastChannel ? broadcast(env.BroadcastChannel, name) : null;
  if (channel) return channel;
  return env.storage && env.events ? viaStorage(env.storage, env.events, name) : null;
}
