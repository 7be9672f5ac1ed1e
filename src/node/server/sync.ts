// Live sync over WebSocket (Yjs documents through Hocuspocus), on the deck server's own port.
//   "nav"      where the presenter is (and the presenter cursor): only the presenter may change it
//   "drawings" one entry per stroke: the presenter writes it; attendees (when drawings are open to
//              all) ask the server to write their strokes, which checks each (audience-drawings.ts);
//              kept across restarts with the room (room-store.ts)
//   "room"     questions, votes, polls: only the server writes it, after checking each request (room.ts);
//              kept across restarts (room-store.ts)
//   "backstage" presence only, opened by presenters alone: each server process's count of the pages
//              that follow through it. On "nav", every change and every renewal of it (each node's,
//              every 15 s) went to every follower, as many writes as a move, for a figure only the
//              presenter view shows.
// Presence (awareness) on "nav": the presenter's pointer. Attendees' own presence is not passed on:
// nobody needs it, and relaying it would send every follower every other follower's.
// Every connection comes from one of the deck's own pages (Origin), logs in within seconds, and is
// held to what socket-guard.ts allows. With REDIS_URL set, several server processes share the
// documents through Redis.
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { Hocuspocus, type Document, type Extension, type connectedPayload, type onAuthenticatePayload, type onStatelessPayload } from '@hocuspocus/server';
import * as Y from 'yjs';
import { WebSocketServer } from 'ws';
import { HEARTBEAT, LIVE_DOCUMENTS, PING, PONG, PRESENTER, decodeCredentials, parseDrawRequest, type LiveDocumentName } from '../../shared/live.ts';
import { parseNodePresence } from '../../shared/room.ts';
import { requestToken } from './api.ts';
import { applyDrawRequest } from './audience-drawings.ts';
import { createRoom, newLimits, type Sender } from './room.ts';
import type { RoomStore } from './room-store.ts';
import type { LiveNotice } from '../../shared/notices.ts';
import type { PresenterAuth } from './auth.ts';
import { readEnvelope } from './frames.ts';
import { requestPath } from './request-path.ts';
import { publishChangesFirst, publishOwnPresence, redisExtension } from './redis-sharing.ts';
import { cookieAllowed, originAllowed } from './origin.ts';
import { GUARD_LIMITS, SocketGuard } from './socket-guard.ts';

export const SYNC_PATH = '/sync';
/** How often at most each process publishes its count of followers. */
const COUNT_EVERY_MS = 1000;
/** The presenters' own document (see above). */
const BACKSTAGE: LiveDocumentName = 'backstage';
/** How long closing waits for the documents to be stored and unloaded. */
const UNLOAD_WAIT_MS = 5000;

/** Largest frame accepted from a client; bigger ones close that connection, nothing else. */
export const MAX_FRAME_BYTES = 1 << 20;

export const DOCUMENTS = LIVE_DOCUMENTS;

export interface SyncOptions {
  auth: PresenterAuth;
  /** Whether viewers who are not the presenter may draw (syncAll and not presenterOnly). */
  drawingsOpenToAll: boolean;
  /** Slides in the deck: drawings on other slide numbers are refused. (A function in dev, where the Markdown changes.) */
  slideCount: number | (() => number);
  redisUrl?: string;
  /** Where questions, votes and polls are kept across restarts (none: they last as long as the process). */
  roomStore?: RoomStore;
  /** Where the drawings are kept across restarts (none: as long as the process, and the pages that hold them). */
  drawingsStore?: RoomStore;
  /** Origins besides the deck's own whose pages may connect (see origin.ts). */
  allowedOrigins?: readonly string[];
  /** How often each socket is pinged; one that did not answer the last ping is dropped (default HEARTBEAT.serverMs). */
  heartbeatMs?: number;
  /** A connection that has not logged in by then is closed (default GUARD_LIMITS.loginDeadlineMs). */
  loginDeadlineMs?: number;
  log?: (message: string) => void;
}

export interface SyncServer {
  /** Takes over an HTTP upgrade request for the sync path; returns false for other paths. */
  handleUpgrade: (request: IncomingMessage, socket: Duplex, head: Buffer) => boolean;
  connections: () => number;
  close: () => Promise<void>;
}

/** What the server knows of a connection once it logged in (Hocuspocus's per-connection context). */
interface ConnectionContext extends Sender {
  presenter: boolean;
  /** The device's public id: the owner of its strokes, questions and votes. */
  viewer: string;
  /** What made it the presenter (its token, the browser's cookie): checked again when presenters are signed out. */
  tokens: (string | null | undefined)[];
}

/** A device's public id, from the secret its browser keeps (so it owns its strokes across reloads). */
function viewerId(secret: string | null): string {
  return createHash('sha256')
    .update(`deck viewer\0${secret ?? randomBytes(24).toString('base64url')}`)
    .digest('base64url')
    .slice(0, 16);
}

/** Keeps a document in its store: loaded when the document opens, saved after changes (Hocuspocus debounces). */
function persistence(name: LiveDocumentName, store: RoomStore, log: (message: string) => void): Extension {
  return {
    async onLoadDocument({ documentName, document }) {
      if (documentName !== name) return;
      const state = await store.load().catch((err: Error) => (log(`sync: could not read the ${name} from ${store.where}: ${err.message}`), null));
      if (!state) return;
      try {
        Y.applyUpdate(document, state);
      } catch (err) {
        log(`sync: the ${name} kept in ${store.where} is unreadable (${err instanceof Error ? err.message : String(err)}); starting empty`);
      }
    },
    async onStoreDocument({ documentName, document }) {
      if (documentName === name) await store.save(Y.encodeStateAsUpdate(document));
    },
  };
}

export function createSyncServer(options: SyncOptions): SyncServer {
  const log = options.log ?? ((message: string) => console.log(message));
  const allowedOrigins = options.allowedOrigins ?? [];
  const guards = new WeakMap<IncomingMessage, SocketGuard>();
  const send = (connection: connectedPayload['connection'], notice: LiveNotice) => connection.sendStateless(JSON.stringify(notice));
  const roomDocument = () => hocuspocus.documents.get('room');
  const room = createRoom({ broadcast: (notice) => roomDocument()?.broadcastStateless(JSON.stringify(notice)) });

  /**
   * Publishes how many pages follow through this process (presence, on "backstage"), once a second
   * at most and only when it changed: every change of presence is written to every presenter page
   * of every node (and published through Redis), so thousands joining at once must not each cost one.
   */
  let countTimer: NodeJS.Timeout | undefined;
  const countFollowers = () => {
    countTimer ??= setTimeout(() => {
      countTimer = undefined;
      const backstage: Document | undefined = hocuspocus.documents.get(BACKSTAGE);
      if (!backstage) return;
      const nav: Document | undefined = hocuspocus.documents.get('nav');
      const followers = nav?.getConnections().filter((connection) => !(connection.context as ConnectionContext).presenter).length ?? 0;
      if (parseNodePresence(backstage.awareness.getLocalState())?.followers === followers) return;
      backstage.awareness.setLocalState({ deckNode: { followers } });
    }, COUNT_EVERY_MS);
  };

  const extensions: Extension[] = [];
  const stores = { room: options.roomStore, drawings: options.drawingsStore } as const;
  /** Saves what the room and the drawings hold now, whatever the debounce still waits for. */
  const keepAll = async () => {
    for (const [name, store] of Object.entries(stores)) {
      const kept = hocuspocus.documents.get(name);
      if (kept && store) await store.save(Y.encodeStateAsUpdate(kept)).catch((err: Error) => log(`sync: could not keep the ${name}: ${err.message}`));
    }
  };
  // The Redis extension first: when another node is saving the room, it skips this node's save.
  if (options.redisUrl) {
    const redis = redisExtension(options.redisUrl, log, () => hocuspocus.documents.values(), () => void keepAll());
    extensions.push(redis, publishChangesFirst(redis), publishOwnPresence(redis));
  }
  for (const [name, store] of Object.entries(stores)) if (store) extensions.push(persistence(name as keyof typeof stores, store, log));
  // Closing waits for every document to be stored and unloaded before the extensions are destroyed
  // (as Hocuspocus's own Server.destroy does): a store still running when Redis is hung up on fails.
  const unloaded = new Set<() => void>();
  let closing = false;
  extensions.push({
    // The room's writes wait for its next tick (room.ts): a request that came just before the
    // last page left is written now, which keeps the document loaded until it is stored.
    async beforeUnloadDocument({ documentName }) {
      if (documentName === 'room') room.flush();
    },
    async afterUnloadDocument({ instance }) {
      if (!pagesDocumentsLoaded(instance)) for (const done of unloaded) done();
    },
  });

  /** Whether a document pages opened is still loaded (the backstage is the server's own, held to the end). */
  const pagesDocumentsLoaded = (instance: Hocuspocus) => [...instance.documents.keys()].some((name) => name !== BACKSTAGE);
  /** Resolves once no document pages opened is loaded, or after UNLOAD_WAIT_MS (a store that hangs does not hold the close up). */
  const allUnloaded = () =>
    new Promise<void>((resolve) => {
      if (!pagesDocumentsLoaded(hocuspocus)) return resolve();
      const done = () => {
        clearTimeout(timer);
        unloaded.delete(done);
        resolve();
      };
      const timer = setTimeout(done, UNLOAD_WAIT_MS);
      unloaded.add(done);
    });

  const hocuspocus = new Hocuspocus({
    quiet: true,
    // WebSocket pings this often; a socket that did not answer the last one is dropped.
    timeout: options.heartbeatMs ?? HEARTBEAT.serverMs,
    extensions,
    // Every connection logs in; its token decides whether it may write.
    async onAuthenticate({ documentName, token, request, connectionConfig }: onAuthenticatePayload): Promise<ConnectionContext> {
      if (!(DOCUMENTS as readonly string[]).includes(documentName)) throw new Error(`unknown document ${documentName}`);
      const credentials = decodeCredentials(token);
      // The token the page sends, or the session cookie of a browser where the presenter logged
      // in (only on a connection one of the deck's own pages opened).
      const cookie = cookieAllowed(request, allowedOrigins) ? requestToken(request) : undefined;
      // Without a password, whoever opens the presenter view presents; audience views follow.
      const presenter = options.auth.required ? options.auth.allows(credentials.token) || options.auth.allows(cookie) : credentials.presenterView;
      if (documentName === BACKSTAGE && !presenter) throw new Error('the backstage is the presenter\'s');
      // Only the presenter writes "nav" and "drawings" (everyone else's strokes go through the
      // server's checks); only the server writes "room" and "backstage".
      connectionConfig.readOnly = documentName === 'room' || documentName === BACKSTAGE || !presenter;
      return { presenter, viewer: presenter ? PRESENTER : viewerId(credentials.viewer), tokens: [credentials.token, cookie], limits: newLimits() };
    },
    async connected({ documentName, request, context, connection }: connectedPayload) {
      const { presenter, viewer } = context as ConnectionContext;
      guards.get(request)?.admit(documentName, presenter);
      if (documentName === 'drawings' || documentName === 'room') send(connection, { kind: 'welcome', viewer });
      if (documentName === 'nav') countFollowers();
    },
    async onDisconnect({ documentName }) {
      if (documentName === 'nav') countFollowers();
    },
    async onStateless({ documentName, document, payload, connection }: onStatelessPayload) {
      const context = connection.context as ConnectionContext;
      // The page's heartbeat: answered at once, so the page knows its link still carries frames.
      if (documentName === 'nav') {
        if (payload === PING) connection.sendStateless(PONG);
        return;
      }
      const map = document.getMap('state') as Y.Map<unknown>;
      if (documentName === 'room') {
        const refusal = room.handle(map, context, payload);
        if (refusal) send(connection, refusal);
        return;
      }
      const request = documentName === 'drawings' && !context.presenter ? parseDrawRequest(payload) : null;
      if (!request) return;
      const refusal = applyDrawRequest(map, context.viewer, request, { slideCount: typeof options.slideCount === 'function' ? options.slideCount() : options.slideCount, open: options.drawingsOpenToAll });
      if (refusal) send(connection, { kind: 'refused', request: 'draw', no: request.no, ...refusal });
    },
  });

  /**
   * The backstage is held open by the server itself from its first connection on (not before: its
   * presence's timer would keep a server that never listened running), followed or not: its presence
   * is how a node's count reaches the presenter's (through Redis, when the presenter is on another node).
   */
  let backstageHeld: Promise<Awaited<ReturnType<Hocuspocus['openDirectConnection']>> | null> | undefined;
  const holdBackstage = () => {
    backstageHeld ??= hocuspocus.openDirectConnection(BACKSTAGE, {}).then(
      (held) => (countFollowers(), held),
      (err: Error) => (log(`sync: could not open the ${BACKSTAGE}: ${err.message}`), null),
    );
  };

  // Presenters signed out (the secret was rotated): their connections close, and come back as
  // the audience when their pages reconnect with a token that no longer counts.
  const stopWatching = options.auth.onKeyChange(() => {
    for (const document of hocuspocus.documents.values()) {
      for (const connection of document.getConnections()) {
        const { presenter, tokens } = connection.context as ConnectionContext;
        if (presenter && options.auth.required && !tokens.some((token) => options.auth.allows(token))) connection.webSocket.close(1008, 'signed out');
      }
    }
  });

  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  sockets.on('connection', (socket, request) => {
    const from = request.socket.remoteAddress ?? 'unknown';
    const guard = new SocketGuard();
    guards.set(request, guard);
    // A client that breaks the protocol or sends too much loses its own connection only.
    socket.on('error', (err) => log(`sync: dropped a connection: ${err.message}`));
    /** Closes the connection (code 1008) and reads nothing more from it: what is still on the way stays in the network. */
    const hangUp = (reason: string) => {
      socket.pause();
      socket.close(1008, reason);
      setTimeout(() => socket.terminate(), 1000).unref();
    };
    const deadlineMs = options.loginDeadlineMs ?? GUARD_LIMITS.loginDeadlineMs;
    const deadline = setTimeout(() => {
      if (guard.admitted) return;
      log(`sync: closed a connection from ${from} that did not log in within ${deadlineMs / 1000} s`);
      hangUp('login timed out');
    }, deadlineMs);
    socket.once('close', () => clearTimeout(deadline));
    // Frames reach Hocuspocus through this filter: a malformed one, or too much before logging in,
    // closes the connection with one log line; one the deck does not use, or over an attendee's
    // limits, is dropped (said once per connection, not once per frame).
    const dropped = new Set<string>();
    const emit = socket.emit.bind(socket);
    socket.emit = (event: string | symbol, ...args: unknown[]) => {
      if (event !== 'message') return emit(event, ...args);
      const envelope = readEnvelope(args[0], DOCUMENTS);
      if (!envelope.ok) {
        log(`sync: dropped a malformed frame (${envelope.problem}) from ${from}`);
        socket.close(1003, 'malformed frame');
        return false;
      }
      const verdict = envelope.used ? guard.check(envelope.document, envelope.kind, envelope.size) : { pass: false as const, reason: `a message kind the deck does not use (${envelope.kind})`, close: false };
      if (verdict.pass) return emit(event, ...args);
      if (verdict.close) {
        log(`sync: closed a connection from ${from}: ${verdict.reason}`);
        hangUp(verdict.reason);
      } else if (!verdict.quiet && !dropped.has(verdict.reason)) {
        dropped.add(verdict.reason);
        log(`sync: dropping frames from ${from}: ${verdict.reason}`);
      }
      return false;
    };
    hocuspocus.handleConnection(socket, request);
  });

  return {
    handleUpgrade(request, socket, head) {
      if (requestPath(request.url) !== SYNC_PATH) return false;
      // A closing server takes no new connections: pages reconnect to the next one.
      if (closing) {
        socket.destroy();
        return true;
      }
      // A page of another site (or another port of this host) may not drive the deck, even from
      // the presenter's own browser.
      if (!originAllowed(request, allowedOrigins)) {
        log(`sync: refused a connection from a page at ${String(request.headers.origin).slice(0, 80)}`);
        socket.end('HTTP/1.1 403 Forbidden\r\ncontent-type: text/plain\r\nconnection: close\r\n\r\nThis page may not connect to the deck.\n');
        return true;
      }
      holdBackstage();
      sockets.handleUpgrade(request, socket, head, (ws) => sockets.emit('connection', ws, request));
      return true;
    },
    connections: () => hocuspocus.getConnectionsCount(),
    async close() {
      closing = true;
      stopWatching();
      clearTimeout(countTimer);
      room.stop();
      await keepAll();
      hocuspocus.closeConnections();
      // Don't wait for each client's goodbye: a stopping server drops its sockets at once.
      for (const client of sockets.clients) client.terminate();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
      await allUnloaded();
      // Not unloaded (that asks Redis to unsubscribe, which with Redis away held the close up for
      // seconds and failed it): destroyed, which ends its presence and the presence's timer.
      void backstageHeld?.then((held) => held?.document?.destroy());
      await hocuspocus.hooks('onDestroy', { instance: hocuspocus });
      await options.roomStore?.close();
      await options.drawingsStore?.close();
    },
  };
}
