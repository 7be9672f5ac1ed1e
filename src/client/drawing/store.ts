// DrawingStore: each slide's strokes (strokes.ts), in memory, optionally kept in localStorage, and
// shared with other views through transports, which merge them stroke by stroke. Everything that
// arrives from storage or a transport is validated and sanitised before it is kept, so what the
// store hands out is safe to render.
import type { DrawingRole } from './constants.ts';
import { parseDrawingMessage, parseStoredDrawings, type DrawingMessage } from './messages.ts';
import { applyLocalChange, hasStrokes, mergeStrokes, renderStrokes, type StrokeChange, type StrokeTable } from './strokes.ts';
import type { DrawingTransport } from './transport.ts';

/** `local`: drawn in this page; `remote`: arrived from another view. */
export type ChangeOrigin = 'local' | 'remote';
type Listener = (no: number, origin: ChangeOrigin) => void;

export interface DrawingStore {
  /** Slide `no`'s drawing (the SVG's inner markup, each stroke tagged with its data-stroke id), '' when there is none. */
  get: (no: number) => string;
  /** Records what this page's layer drew or removed on slide `no`, keeps it when persisting, and shares it when allowed. */
  change: (no: number, change: StrokeChange) => void;
  /** Which view this page is: the presenter's drawings always sync, the audience's only with syncAll. */
  setRole: (role: DrawingRole) => void;
  subscribe: (listener: Listener) => () => void;
  /** Adds a way to reach other views; returns a function that disconnects it. */
  connect: (transport: DrawingTransport) => () => void;
  dispose: () => void;
}

export interface DrawingStoreOptions {
  slideCount: number;
  /** Every viewer's drawings are shared; otherwise only the presenter's. */
  syncAll: boolean;
  /** Keep drawings in `storage` under `storageKey`, so they survive reloads. */
  persist: boolean;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  storageKey: string;
  /** Makes one untrusted stroke (SVG markup) safe and tags it with `id`; must return '' for anything it cannot vouch for. */
  sanitize: (markup: string, id: string) => string;
  /** This page's id on the wire, so a transport that echoes messages back is harmless. */
  sender?: string;
}

export function createDrawingStore(options: DrawingStoreOptions): DrawingStore {
  const { slideCount, syncAll, persist, storage, storageKey, sanitize } = options;
  const sender = options.sender ?? Math.random().toString(36).slice(2, 12);
  const drawings = new Map<number, StrokeTable>();
  const listeners = new Set<Listener>();
  const transports = new Map<DrawingTransport, () => void>();
  let role: DrawingRole = 'audience';

  const mayPublish = () => syncAll || role === 'presenter';
  const accepts = (from: DrawingRole) => syncAll || from === 'presenter';
  const send = (message: DrawingMessage) => transports.forEach((_, t) => t.send(message));
  const notify = (no: number, origin: ChangeOrigin) => listeners.forEach((listener) => listener(no, origin));
  const tableOf = (no: number): StrokeTable => {
    let table = drawings.get(no);
    if (!table) drawings.set(no, (table = {}));
    return table;
  };

  const save = () => {
    if (!persist || !storage) return;
    try {
      storage.setItem(storageKey, JSON.stringify(Object.fromEntries(drawings)));
    } catch {
      // Storage full or disabled: the drawings stay in memory for this page.
    }
  };

  /**
   * The strokes of an untrusted table that are news to `held`, sanitised; a stroke the sanitiser
   * refuses is left out. (Strokes already known are not sanitised again: snapshots repeat them.)
   */
  const news = (table: StrokeTable, held: StrokeTable): StrokeTable => {
    const out: StrokeTable = {};
    for (const [id, [clock, markup]] of Object.entries(table)) {
      const known = held[id];
      if (known && (clock < known[0] || (clock === known[0] && markup === known[1]))) continue;
      const clean = markup === null ? null : sanitize(markup, id);
      if (clean !== '') out[id] = [clock, clean];
    }
    return out;
  };

  /** Merges untrusted tables in; returns the slides whose drawing changed. */
  const mergeIn = (tables: Record<number, StrokeTable>): number[] =>
    Object.entries(tables)
      .map(([no, table]) => ({ no: Number(no), table }))
      .filter(({ no, table }) => mergeStrokes(tableOf(no), news(table, tableOf(no))))
      .map(({ no }) => no);

  if (persist && storage) {
    let text: string | null = null;
    try {
      text = storage.getItem(storageKey);
    } catch {
      // Storage disabled: start empty.
    }
    mergeIn(parseStoredDrawings(text, slideCount));
  }

  const snapshot = () => Object.fromEntries([...drawings].filter(([, table]) => Object.keys(table).length > 0));

  const receive = (data: unknown) => {
    const message = parseDrawingMessage(data, slideCount);
    if (!message || message.sender === sender) return;
    if (message.kind === 'hello') {
      if (mayPublish() && [...drawings.values()].some(hasStrokes)) send({ kind: 'snapshot', sender, from: role, drawings: snapshot() });
      return;
    }
    if (!accepts(message.from)) return;
    const changed = mergeIn(message.kind === 'drawing' ? { [message.no]: message.strokes } : message.drawings);
    if (changed.length) save();
    changed.forEach((no) => notify(no, 'remote'));
  };

  return {
    get: (no) => renderStrokes(drawings.get(no) ?? {}),
    change: (no, change) => {
      const table = tableOf(no);
      // Sanitised like any other stroke, so every view holds the same markup for it.
      const put = change.put.map(({ id, markup }) => ({ id, markup: sanitize(markup, id) })).filter(({ markup }) => markup !== '');
      const changed = applyLocalChange(table, { put, remove: change.remove });
      if (Object.keys(changed).length === 0) return;
      save();
      notify(no, 'local');
      // Only what changed travels; a view that opens later asks for everything (hello, snapshot).
      if (mayPublish()) send({ kind: 'drawing', sender, from: role, no, strokes: changed });
    },
    setRole: (next) => {
      role = next;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    connect: (transport) => {
      transports.set(transport, transport.subscribe(receive));
      transport.send({ kind: 'hello', sender, from: role });
      return () => {
        transports.get(transport)?.();
        transports.delete(transport);
      };
    },
    dispose: () => {
      transports.forEach((unsubscribe, transport) => {
        unsubscribe();
        transport.close();
      });
      transports.clear();
      listeners.clear();
    },
  };
}
