// Drawings over the deck server's live "drawings" document (Yjs): one entry per stroke, keyed
// "slide/stroke id", holding the stroke's [clock, markup, owner] (see strokes.ts and
// src/shared/live.ts), so strokes drawn at the same time on other devices are all kept.
//   The presenter writes the document. Clearing an attendee's stroke deletes its entry, so the
//   room's quota for audience drawings frees up again.
//   An attendee may not write it: their strokes go to the server as requests, which it checks and
//   writes with the device's id as owner, or refuses (the page then takes them back).
// Each time the page (re)joins, it offers what the server lacks: the presenter everything it holds
// (drawings kept with `persist` come back to a server that restarted empty), an attendee their own.
import type * as Y from 'yjs';
import {
  AUDIENCE_DRAWING_KEY,
  MAX_STROKES_PER_REQUEST,
  PRESENTER,
  parseStrokeKey,
  strokeKey,
  type DrawRequest,
  type RefusalReason,
} from '../../../shared/live.ts';
import { isDrawingRefusal } from '../../../shared/notices.ts';
import { createEvents } from '../../state/store.ts';
import type { LiveDocument } from '../../live/server.ts';
import type { DrawingMessage } from './messages.ts';
import { replaces, type StrokeEntry, type StrokeTable } from './strokes.ts';
import type { DrawingTransport } from './transport.ts';

const SENDER = 'server';

export interface LiveDrawingHooks {
  /** The server named this device: its strokes' owner. */
  onWelcome: (viewer: string) => void;
  /** The server did not take these strokes of this device. */
  onRefused: (no: number, ids: string[], reason: RefusalReason) => void;
  /** Whether a stroke is this page's own (an attendee offers only those). */
  isOwn: (entry: StrokeEntry) => boolean;
}

/** The document's stroke entries, as stroke tables per slide (unchecked: the store validates them). */
function tablesOf(entries: Iterable<[string, unknown]>): Record<number, StrokeTable> {
  const tables: Record<number, StrokeTable> = {};
  for (const [key, value] of entries) {
    const at = parseStrokeKey(key);
    if (at && value !== undefined) (tables[at.no] ??= {})[at.id] = value as StrokeEntry;
  }
  return tables;
}

/** An attendee's changes as requests of a bounded size. */
function requestsFor(no: number, strokes: StrokeTable): DrawRequest[] {
  const changes = Object.entries(strokes);
  const requests: DrawRequest[] = [];
  for (let i = 0; i < changes.length; i += MAX_STROKES_PER_REQUEST) {
    const part = changes.slice(i, i + MAX_STROKES_PER_REQUEST);
    requests.push({
      kind: 'draw',
      no,
      put: part.flatMap(([id, [clock, markup]]) => (markup === null ? [] : [{ id, clock, markup }])),
      remove: part.filter(([, [, markup]]) => markup === null).map(([id]) => id),
    });
  }
  return requests;
}

export function createLiveDrawingTransport(live: LiveDocument, hooks: LiveDrawingHooks): DrawingTransport {
  const arrived = createEvents<[data: unknown]>();
  const deliver = (message: DrawingMessage) => arrived.emit(message);
  const policy = () => deliver({ kind: 'audience', sender: SENDER, from: 'presenter', open: live.map.get(AUDIENCE_DRAWING_KEY) !== 'closed' });

  const observer = (event: Y.YMapEvent<unknown>) => {
    if (event.transaction.local) return;
    const changed: [string, unknown][] = [];
    event.changes.keys.forEach((change, key) => {
      if (key === AUDIENCE_DRAWING_KEY) return policy();
      const value = live.map.get(key);
      // A deleted entry is a removal, one past the stroke's last state.
      const removed = value === undefined && Array.isArray(change.oldValue) ? [Number(change.oldValue[0]) + 1, null, change.oldValue[2]] : undefined;
      changed.push([key, value ?? removed]);
    });
    for (const [no, strokes] of Object.entries(tablesOf(changed))) deliver({ kind: 'drawing', sender: SENDER, from: 'presenter', no: Number(no), strokes });
  };
  live.map.observe(observer);
  live.onNotice((notice) => {
    if (notice.kind === 'welcome') hooks.onWelcome(notice.viewer);
    else if (isDrawingRefusal(notice)) hooks.onRefused(notice.no, notice.ids, notice.reason);
  });
  // On (re)joining: the server's strokes merge into this page's, and the store answers the hello
  // with a snapshot of its own, which goes back to the server below.
  live.onSynced(() => {
    deliver({ kind: 'snapshot', sender: SENDER, from: 'presenter', drawings: tablesOf(live.map.entries()) });
    policy();
    deliver({ kind: 'hello', sender: SENDER, from: 'presenter' });
  });

  /** The presenter writes what the server lacks or holds an older state of. */
  const write = (tables: Record<number, StrokeTable>) => {
    const apply = () => {
      for (const [no, table] of Object.entries(tables)) {
        for (const [id, entry] of Object.entries(table)) {
          const key = strokeKey(Number(no), id);
          const held = live.map.get(key) as StrokeEntry | undefined;
          if (entry[1] === null && entry[2] !== undefined && entry[2] !== PRESENTER) {
            if (held !== undefined) live.map.delete(key);
          } else if (replaces(entry, held)) live.map.set(key, entry);
        }
      }
    };
    if (live.map.doc) live.map.doc.transact(apply);
    else apply();
  };

  /** An attendee asks the server to take their changes. */
  const request = (tables: Record<number, StrokeTable>) => {
    for (const [no, table] of Object.entries(tables)) {
      for (const message of requestsFor(Number(no), table)) live.request(message);
    }
  };

  /** An attendee's own strokes that the server does not hold (drawn while it was away, or before it restarted). */
  const missing = (tables: Record<number, StrokeTable>) =>
    Object.fromEntries(
      Object.entries(tables).map(([no, table]) => [
        no,
        Object.fromEntries(Object.entries(table).filter(([id, entry]) => entry[1] !== null && hooks.isOwn(entry) && live.map.get(strokeKey(Number(no), id)) === undefined)),
      ]),
    );

  return {
    send: (message) => {
      const presenter = live.writable();
      if (message.kind === 'drawing') (presenter ? write : request)({ [message.no]: message.strokes });
      else if (message.kind === 'snapshot' && presenter) write(message.drawings);
      else if (message.kind === 'snapshot') request(missing(message.drawings));
      else if (message.kind === 'audience' && presenter) live.map.set(AUDIENCE_DRAWING_KEY, message.open ? 'open' : 'closed');
    },
    subscribe: arrived.subscribe,
    close: () => {
      live.map.unobserve(observer);
      arrived.clear();
    },
  };
}
