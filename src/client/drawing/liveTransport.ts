// Drawings over the deck server's live "drawings" document (Yjs): one entry per stroke, keyed
// "slide/stroke id", holding the stroke's [clock, markup] (see strokes.ts), so strokes drawn at the
// same time on other devices are all kept. The server only accepts writes from views allowed to
// draw, so whatever arrives from it counts as the presenter's. Each time the page (re)joins, it
// offers what it holds, so drawings kept with `persist` come back to a server that restarted empty.
import type { LiveDocument } from '../sync/server.ts';
import type { DrawingMessage } from './messages.ts';
import { replaces, type StrokeEntry, type StrokeTable } from './strokes.ts';
import type { DrawingTransport } from './transport.ts';

const SENDER = 'server';

/** The document's entries, as stroke tables per slide (unchecked: the store validates them). */
function tablesOf(entries: Iterable<[string, unknown]>): Record<number, StrokeTable> {
  const tables: Record<number, StrokeTable> = {};
  for (const [key, value] of entries) {
    const [no, id] = key.split('/');
    if (no === undefined || id === undefined) continue;
    (tables[Number(no)] ??= {})[id] = value as StrokeEntry;
  }
  return tables;
}

export function createLiveDrawingTransport(live: LiveDocument): DrawingTransport {
  const handlers = new Set<(data: unknown) => void>();
  const deliver = (message: DrawingMessage) => handlers.forEach((handler) => handler(message));

  const observer = (event: { keysChanged: Set<string>; transaction: { local: boolean } }) => {
    if (event.transaction.local) return;
    const changed = [...event.keysChanged].map((key): [string, unknown] => [key, live.map.get(key)]).filter(([, value]) => value !== undefined);
    for (const [no, strokes] of Object.entries(tablesOf(changed))) deliver({ kind: 'drawing', sender: SENDER, from: 'presenter', no: Number(no), strokes });
  };
  live.map.observe(observer);
  // On (re)joining: the server's strokes merge into this page's, and the store answers the hello
  // with a snapshot of its own, which merges into the server's below.
  live.onSynced(() => {
    deliver({ kind: 'snapshot', sender: SENDER, from: 'presenter', drawings: tablesOf(live.map.entries()) });
    deliver({ kind: 'hello', sender: SENDER, from: 'presenter' });
  });

  /** Writes the strokes the server lacks or holds an older state of. */
  const write = (tables: Record<number, StrokeTable>) => {
    const apply = () => {
      for (const [no, table] of Object.entries(tables)) {
        for (const [id, entry] of Object.entries(table)) {
          const key = `${no}/${id}`;
          if (replaces(entry, live.map.get(key) as StrokeEntry | undefined)) live.map.set(key, entry);
        }
      }
    };
    if (live.map.doc) live.map.doc.transact(apply);
    else apply();
  };

  return {
    send: (message) => {
      if (!live.writable()) return;
      if (message.kind === 'drawing') write({ [message.no]: message.strokes });
      else if (message.kind === 'snapshot') write(message.drawings);
    },
    subscribe: (handler) => {
      handlers.add(handler);
      return () => void handlers.delete(handler);
    },
    close: () => {
      live.map.unobserve(observer);
      handlers.clear();
    },
  };
}
