// The deck server's live state (Yjs over WebSocket through Hocuspocus), so devices follow the presenter.
// Three documents: "nav" (where the presenter is), "drawings" and "room", and the presenter view's own
// "backstage" (how many follow). The server decides who may change each; this side only writes where
// it was granted read-write, so followers never diverge. What is only true while a page is there (the
// presenter's pointer) is presence (Hocuspocus awareness): shared with every device, never stored. A
// page with nothing to show has none: an empty one was renewed to every follower every 15 s.
import { HocuspocusProvider, HocuspocusProviderWebsocket, WebSocketStatus } from '@hocuspocus/provider';
import * as Y from 'yjs';
import { PING, encodeCredentials, type DrawRequest } from '../../shared/live.ts';
import { parseNotice, type LiveNotice } from '../../shared/notices.ts';
import { parseNodePresence, type RoomRequest } from '../../shared/room.ts';
import { currentView } from '../deck/view.ts';
import { createEvents } from '../state/store.ts';
import { retryNow } from '../deck/ui/retrying.ts';
import { startHeartbeat, type SocketState } from './heartbeat.ts';
import { followerCount, linkStatus, OFFLINE_AFTER_MS } from './linkStatus.ts';
import { presenterToken, viewerSecret, type Session } from './session.ts';

export interface LiveDocument {
  /** This page's copy of the server's document, kept in step by the provider. */
  doc: Y.Doc;
  /** Its "state" map, where every live document keeps its entries. */
  map: Y.Map<unknown>;
  /** True once the server granted this page write access to the document. */
  writable: () => boolean;
  /** False until the first sync with the server completes: changes before that are what a joining page catches up on. */
  synced: () => boolean;
  /** Called after every sync with the server (first connect and each reconnect), and at once if synced already. */
  onSynced: (listener: () => void) => void;
  /** Asks the server for something outside the document (an attendee's strokes, a question, a vote); it checks each. */
  request: (request: DrawRequest | RoomRequest) => void;
  /** Calls `listener` with each notice the server sends this page on this document (a welcome, a refusal, reactions). */
  onNotice: (listener: (notice: LiveNotice) => void) => void;
  presence: Presence;
}

/** This page's presence on a document, and every other page's. */
export interface Presence {
  /** This page's id among the document's clients. */
  clientId: number;
  /** Sets one field of this page's presence; null or undefined takes it away (and with it a presence left empty). */
  set: (field: string, value: unknown) => void;
  /** A client's presence, or undefined when it is not there. */
  get: (clientId: number) => Record<string, unknown> | undefined;
  /** Every client's presence, this page's included. */
  all: () => Iterable<unknown>;
  onChange: (listener: () => void) => void;
}

export interface LiveSync {
  nav: LiveDocument;
  drawings: LiveDocument;
  /** Questions, votes, polls and the presenter's choices about them; only the server writes it. */
  room: LiveDocument;
  /**
   * Logs in again when what the page would log in with has changed (the presenter logged in, or
   * the page moved between the audience and presenter views): the server decides anew what it may do.
   */
  refresh: () => void;
}

function syncUrl(): string {
  const url = new URL(`${import.meta.env.BASE_URL}sync`, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}

// The presenter view (which, with no password set, makes the page the presenter) says so when it logs in.
const credentials = () => encodeCredentials({ token: presenterToken(), viewer: viewerSecret(), presenterView: currentView() === 'presenter' });
/** What the page last logged in with. */
let loggedInWith: string | null = null;

/** A document, and a way to send the server the heartbeat's pings on it (their pongs are no notice). */
type OpenDocument = LiveDocument & { ping: () => void };

function openDocument(socket: HocuspocusProviderWebsocket, name: string): OpenDocument {
  const synced = createEvents();
  const notices = createEvents<[notice: LiveNotice]>();
  // What the server says before anyone here listens (its welcome comes as the page joins, while
  // the drawing code may still be loading) waits for the first listener.
  const early: LiveNotice[] = [];
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name,
    token: () => (loggedInWith = credentials()),
    onSynced: () => synced.emit(),
    onStateless: ({ payload }) => {
      const notice = parseNotice(payload); // a pong, or anything malformed: no notice
      if (!notice) return;
      if (notices.heard()) notices.emit(notice);
      else if (early.length < 16) early.push(notice);
    },
  });
  // No presence until there is something to show (see Presence.set).
  provider.awareness?.setLocalState(null);
  provider.attach();
  return {
    doc: provider.document,
    map: provider.document.getMap('state'),
    writable: () => provider.authorizedScope === 'read-write',
    synced: () => provider.isSynced,
    onSynced: (listener) => {
      synced.subscribe(listener);
      // Joined before this listener came (it loads lazily): it still hears of that join.
      if (provider.isSynced) queueMicrotask(listener);
    },
    request: (request) => provider.sendStateless(JSON.stringify(request)),
    ping: () => provider.sendStateless(PING),
    presence: {
      clientId: provider.document.clientID,
      set: (field, value) => {
        const kept = Object.entries(provider.awareness?.getLocalState() ?? {}).filter(([name]) => name !== field);
        if (value !== null && value !== undefined) kept.push([field, value]);
        provider.awareness?.setLocalState(kept.length ? Object.fromEntries(kept) : null);
      },
      get: (clientId) => provider.awareness?.getStates().get(clientId),
      all: () => provider.awareness?.getStates().values() ?? [],
      onChange: (listener) => provider.awareness?.on('change', listener),
    },
    onNotice: (listener) => {
      notices.subscribe(listener);
      early.splice(0).forEach(listener);
    },
  };
}

let live: LiveSync | null = null;

/** The provider's socket, and a way to give up a link that went silent as if it had closed. */
class DeckSocket extends HocuspocusProviderWebsocket {
  /**
   * As the browser's close event would (the socket cleans up and connects anew; the documents know
   * they are no longer in step). Closing a stalled WebSocket itself waits for a goodbye that never comes.
   */
  giveUp(reason: string): void {
    this.emit('close', { event: new CloseEvent('close', { code: 4408, reason }) });
  }
}

/** Keeps linkStatus up to date from the socket and the "nav" document. */
function trackLink(socket: DeckSocket, nav: OpenDocument): LiveDocument {
  let offlineTimer: ReturnType<typeof setTimeout> | undefined;
  const losing = (status: 'connecting' | 'reconnecting') => {
    if (linkStatus.get() !== 'offline') linkStatus.set(status);
    offlineTimer ??= setTimeout(() => linkStatus.set('offline'), OFFLINE_AFTER_MS);
  };
  losing('connecting');
  nav.onSynced(() => {
    clearTimeout(offlineTimer);
    offlineTimer = undefined;
    linkStatus.set('live');
    // The server is there: what the page could not load meanwhile can be asked for again now.
    retryNow();
  });
  socket.on('disconnect', () => losing('reconnecting'));
  // A link that goes silent without closing is given up (heartbeat.ts): it then disconnects, above.
  const states: Record<WebSocketStatus, SocketState> = {
    [WebSocketStatus.Connected]: 'connected',
    [WebSocketStatus.Connecting]: 'connecting',
    [WebSocketStatus.Disconnected]: 'disconnected',
  };
  const heartbeat = startHeartbeat({
    state: () => states[socket.status],
    lastHeard: () => socket.lastMessageReceived,
    ping: nav.ping,
    abandon: (reason) => socket.giveUp(reason),
  });
  socket.on('status', heartbeat.changed);
  return nav;
}

/** Keeps followerCount: the sum of what each server's presence on the backstage says follows through it. */
function countFollowers(backstage: OpenDocument): void {
  backstage.presence.onChange(() => {
    let sum: number | null = null;
    for (const state of backstage.presence.all()) {
      const node = parseNodePresence(state);
      if (node) sum = (sum ?? 0) + node.followers;
    }
    followerCount.set(sum);
  });
}

/** Connects once, when a deck server is behind the page. */
export function connectLiveSync(session: Session): LiveSync | null {
  if (!session.server || typeof WebSocket === 'undefined') return null;
  if (!live) {
    // Retry soon after losing the server (venue Wi-Fi, a restart): after 0.25 s, then at most a second
    // apart (at random within that, so a room of phones does not knock all at once), so a page is
    // back within a second or so of its network.
    const socket = new DeckSocket({ url: syncUrl(), delay: 250, minDelay: 250, factor: 1.5, maxDelay: 1000, jitter: true });
    // The presenter view's own document, opened once the page shows that view and the server has
    // made it the presenter (it refuses the document to anyone else).
    let backstage: OpenDocument | null = null;
    const openBackstage = () => {
      if (backstage || currentView() !== 'presenter' || !live?.nav.writable()) return;
      backstage = openDocument(socket, 'backstage');
      countFollowers(backstage);
    };
    live = {
      nav: trackLink(socket, openDocument(socket, 'nav')),
      drawings: openDocument(socket, 'drawings'),
      room: openDocument(socket, 'room'),
      refresh: () => {
        // Not connected yet (or trying again): the next attempt logs in with what is current.
        if (loggedInWith === null || loggedInWith === credentials() || socket.status !== WebSocketStatus.Connected) return;
        const reconnect = () => {
          socket.off('disconnect', reconnect);
          void socket.connect();
        };
        socket.on('disconnect', reconnect);
        socket.disconnect();
      },
    };
    live.nav.onSynced(openBackstage);
  }
  return live;
}

export function liveSync(): LiveSync | null {
  return live;
}
