// The deck's sync bus: topics that views of one deck share. Tabs of one browser talk over the
// deck's tab channel (tabs.ts); when a deck server is behind the page, devices share its live "nav" document too.
// In that document each presenter view keeps its latest move under a key of its own ("lead:<id>"),
// so two presenters moving at once never overwrite each other there; every view follows the one
// with the newest stamp (moves.ts), whichever arrived first. The presenter's pointer ("cursor") is
// presence, not document: only the pointer of the page that made the newest move is shown, so an
// attendee's presence cannot pass for the presenter's.
import { createEvents, type Events } from '../state/store.ts';
import type { LiveSync } from './server.ts';
import { isNewer, isStamp, type Stamp } from './moves.ts';
import { whenLive } from './connection.ts';
import { tabTopic } from './tabs.ts';

export type Topic = 'nav' | 'cursor';

/**
 * `catchingUp` is true for the state a page receives when it first joins the server (not when it
 * comes back after losing it: what happened meanwhile is news); `viaServer` tells a move that came
 * from another device (through the server) from one of a tab of this browser.
 */
type Handler = (payload: unknown, catchingUp: boolean, viaServer: boolean) => void;

export interface SyncBus {
  publish: (topic: Topic, payload: unknown) => void;
  subscribe: (topic: Topic, handler: Handler) => () => void;
  /** Called each time the page (re)joins the deck server, e.g. after the server restarted. */
  onJoin: (listener: () => void) => () => void;
  /** Whether the server lets this page drive the other devices (it is the presenter, or there is no password). */
  leads: () => boolean;
  /** Logs in to the server again if the page's presenter token or view changed since it last did. */
  refreshCredentials: () => void;
}

const LEAD_PREFIX = 'lead:';
const stampOf = (payload: unknown): Stamp | null => {
  const stamp = typeof payload === 'object' && payload !== null ? (payload as { stamp?: unknown }).stamp : undefined;
  return isStamp(stamp) ? stamp : null;
};

/** The Yjs client that made a move (written with it, by a page the server lets write). */
const clientOf = (payload: unknown): number | undefined => {
  const client = typeof payload === 'object' && payload !== null ? (payload as { client?: unknown }).client : undefined;
  return Number.isSafeInteger(client) ? (client as number) : undefined;
};

/** The newest presenter move in the live document, or undefined when there is none. */
function newestLead(map: Iterable<[string, unknown]>): unknown {
  let newest: { payload: unknown; stamp: Stamp } | undefined;
  for (const [key, payload] of map) {
    const stamp = key.startsWith(LEAD_PREFIX) ? stampOf(payload) : null;
    if (stamp && isNewer(stamp, newest?.stamp ?? null)) newest = { payload, stamp };
  }
  return newest?.payload;
}

function createBus(): SyncBus {
  const topics = new Map<Topic, Events<Parameters<Handler>>>();
  const topic = (name: Topic) => {
    let events = topics.get(name);
    if (!events) topics.set(name, (events = createEvents()));
    return events;
  };
  const deliver = (name: Topic, payload: unknown, catchingUp = false, viaServer = false) => topics.get(name)?.emit(payload, catchingUp, viaServer);

  // The other tabs of this browser (tabs.ts).
  const tabs = { nav: tabTopic('nav'), cursor: tabTopic('cursor') };
  for (const name of ['nav', 'cursor'] as const) tabs[name]?.subscribe((payload) => deliver(name, payload));

  const joined = createEvents();
  let live: LiveSync | null = null;
  /** Whether the page has been in step with the server before (so a sync now is a return). */
  let joinedBefore = false;
  // The Yjs client loads only when a deck server is there to talk to (never for a static build).
  void whenLive().then((connected) => {
    live = connected;
    live?.nav.onSynced(() => {
      // Whether this page drives the room or follows it, for the page's own styles and for tests.
      document.documentElement.dataset.deckLive = live?.nav.writable() ? 'lead' : 'follow';
      joinedBefore = true;
      joined.emit();
    });
    const nav = live?.nav;
    nav?.map.observe((event) => {
      if (event.transaction.local) return;
      if (![...event.keysChanged].some((key) => key.startsWith(LEAD_PREFIX))) return;
      const newest = newestLead(nav.map.entries());
      if (newest !== undefined) deliver('nav', newest, !nav.synced() && !joinedBefore, true);
      showCursor();
    });
    nav?.presence.onChange(showCursor);
  });

  /** Shows the pointer of the page that made the newest move, when it changed. */
  let shownCursor: string | undefined;
  const showCursor = () => {
    const nav = live?.nav;
    const client = nav ? clientOf(newestLead(nav.map.entries())) : undefined;
    if (!nav || client === undefined || client === nav.presence.clientId) return;
    const cursor = nav.presence.get(client)?.cursor ?? null;
    const text = JSON.stringify(cursor);
    if (text === shownCursor) return;
    shownCursor = text;
    deliver('cursor', cursor);
  };

  /** Writes this view's move under its own key, and clears older moves of other views away. */
  const lead = (payload: unknown) => {
    const map = live?.nav.map;
    const stamp = stampOf(payload);
    if (!map || !stamp) return;
    const write = () => {
      map.set(`${LEAD_PREFIX}${stamp.by}`, { ...(payload as object), client: live?.nav.presence.clientId });
      for (const [key, other] of map.entries()) {
        const theirs = key.startsWith(LEAD_PREFIX) ? stampOf(other) : null;
        if (key === 'nav' || (theirs && isNewer(stamp, theirs))) map.delete(key); // 'nav': where earlier versions kept it
      }
    };
    if (map.doc) map.doc.transact(write);
    else write();
  };

  return {
    publish: (topic, payload) => {
      tabs[topic]?.post(payload);
      // Only a page the server lets write (the presenter, or anyone without a password) shares its moves.
      if (!live?.nav.writable()) return;
      if (topic === 'nav') lead(payload);
      else live.nav.presence.set(topic, payload);
    },
    subscribe: (name, handler) => topic(name).subscribe(handler),
    onJoin: joined.subscribe,
    leads: () => live?.nav.writable() ?? false,
    refreshCredentials: () => live?.refresh(),
  };
}

let bus: SyncBus | undefined;

/** The page's bus. */
export function getSyncBus(): SyncBus {
  bus ??= createBus();
  return bus;
}
