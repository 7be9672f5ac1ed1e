// A Yjs document this page shares: kept in step with the deck's other tabs over the tab channel at
// once, and with the deck server's copy when a server is behind the page. A feature reads and writes
// its own document (which works with no server, and while the link is down) and leaves the rest to
// Yjs: no messages or merge rules of its own.
//   Tabs: each update goes to the other tabs; a tab that opens says hello and is sent every tab's
// whole state. Servers: what the server holds always comes in; what this page changed goes out
// while the server lets the page write, and on every (re)join the page sends what the server lacks
// (moves made while the link was down, or everything after a restart with nothing kept).
import * as Y from 'yjs';
import { fromBase64, toBase64 } from '../state/base64.ts';
import { whenLive } from './connection.ts';
import type { LiveDocument } from './server.ts';
import { tabTopic, type TabTopic } from './tabs.ts';

/** Transaction origins of what came from elsewhere, so it is not sent back where it came from. */
const FROM_TABS = Symbol('from other tabs');
const FROM_SERVER = Symbol('from the server');

/** An update is sent base64-encoded: the tab channel may be localStorage, which holds text. */
const MAX_UPDATE_CHARS = 8 * 1024 * 1024;

/** Applies an update from outside this page; one that does not decode is ignored (another tab may be hostile or older). */
function applyForeign(doc: Y.Doc, update: Uint8Array, origin: symbol): void {
  try {
    Y.applyUpdate(doc, update, origin);
  } catch {
    // Not a Yjs update: nothing to apply.
  }
}

/** Keeps `doc` in step with the same document in this deck's other tabs; returns a function that stops. */
export function keepInStepAcrossTabs(doc: Y.Doc, topic: TabTopic): () => void {
  const channel = tabTopic(topic);
  if (!channel) return () => undefined;
  const post = (update: Uint8Array) => channel.post({ update: toBase64(update) });
  const onUpdate = (update: Uint8Array, origin: unknown) => {
    if (origin !== FROM_TABS) post(update);
  };
  doc.on('update', onUpdate);
  const stop = channel.subscribe((payload) => {
    if (typeof payload !== 'object' || payload === null) return;
    const { update, hello } = payload as { update?: unknown; hello?: unknown };
    if (hello === true) post(Y.encodeStateAsUpdate(doc));
    else if (typeof update === 'string' && update.length <= MAX_UPDATE_CHARS) {
      const bytes = fromBase64(update);
      if (bytes) applyForeign(doc, bytes, FROM_TABS);
    }
  });
  channel.post({ hello: true });
  post(Y.encodeStateAsUpdate(doc));
  return () => {
    doc.off('update', onUpdate);
    stop();
  };
}

/** Keeps `doc` in step with the server's copy of it; returns a function that stops. */
export function keepInStepWithServer(doc: Y.Doc, live: LiveDocument): () => void {
  const server = live.doc;
  // This link's own: another link's writes to the same copy are news to this one.
  const TO_SERVER = Symbol('to the server');
  const fromServer = (update: Uint8Array, origin: unknown) => {
    if (origin !== TO_SERVER) applyForeign(doc, update, FROM_SERVER);
  };
  const toServer = (update: Uint8Array, origin: unknown) => {
    if (origin !== FROM_SERVER && live.writable()) Y.applyUpdate(server, update, TO_SERVER);
  };
  server.on('update', fromServer);
  doc.on('update', toServer);
  let stopped = false;
  live.onSynced(() => {
    if (stopped) return;
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(server, Y.encodeStateVector(doc)), FROM_SERVER);
    if (live.writable()) Y.applyUpdate(server, Y.encodeStateAsUpdate(doc, Y.encodeStateVector(server)), TO_SERVER);
  });
  return () => {
    stopped = true;
    server.off('update', fromServer);
    doc.off('update', toServer);
  };
}

/** The live documents a page shares as its own (nav keeps a move per presenter; only the server writes the room). */
type SharedName = 'drawings';

/**
 * Shares `doc` as the live document `name`: with the other tabs now, and with the deck server once
 * the page knows there is one. Resolves to the server's document (for requests and notices), or
 * null where there is no server.
 */
export function shareDocument(doc: Y.Doc, name: SharedName): Promise<LiveDocument | null> {
  keepInStepAcrossTabs(doc, name);
  return whenLive().then((live) => {
    if (!live) return null;
    keepInStepWithServer(doc, live[name]);
    return live[name];
  });
}
