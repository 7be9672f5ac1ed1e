// DrawingStore: each slide's strokes (strokes.ts), in memory, optionally kept in localStorage, and
// shared with other views through transports, which merge them stroke by stroke. Everything that
// arrives from storage or a transport is validated and sanitised before it is kept, so what the
// store hands out is safe to render. An attendee changes only their own strokes; the presenter may
// change anyone's, and says whether the audience may draw at all.
import { PRESENTER, type RefusalReason } from '../../../shared/live.ts';
import { createEvents } from '../../state/store.ts';
import type { DrawingRole } from '../../deck/drawing-tools.ts';
import type { KeptDrawings } from './keptDrawings.ts';
import { parseDrawingMap, parseDrawingMessage, type DrawingMessage } from './messages.ts';
import {
  LOCAL_OWNER,
  applyLocalChange,
  hasStrokes,
  mergeStrokes,
  renderStrokes,
  type StrokeChange,
  type StrokeEntry,
  type StrokeTable,
} from './strokes.ts';
import type { DrawingTransport } from './transport.ts';

/** `local`: drawn in this page; `remote`: arrived from another view, or a change here was taken back. */
export type ChangeOrigin = 'local' | 'remote';
type Listener = (no: number, origin: ChangeOrigin) => void;

export interface DrawingStore {
  /** Slide `no`'s drawing (the SVG's inner markup, each stroke tagged with its data-stroke id), '' when there is none. `others: false` leaves out other people's strokes (the presenter's stay). */
  get: (no: number, options?: { others?: boolean }) => string;
  /** Records what this page's layer drew or removed on slide `no`, keeps it when persisting, and shares it when allowed. */
  change: (no: number, change: StrokeChange) => void;
  /** Which view this page is: the presenter's drawings always sync, the audience's only with syncAll. */
  setRole: (role: DrawingRole) => void;
  /** The public id the deck server gave this device: the owner of the strokes drawn here. */
  setViewer: (id: string) => void;
  /** Whether the strokes drawn here with this owner are this page's own. */
  isOwn: (entry: StrokeEntry) => boolean;
  /** Takes back strokes the deck server did not accept, and says why to `subscribeRefusals` listeners. */
  refuse: (no: number, ids: string[], reason: RefusalReason) => void;
  /** Whether the audience may draw now (the presenter decides, live). */
  audienceOpen: () => boolean;
  setAudienceOpen: (open: boolean) => void;
  subscribe: (listener: Listener) => () => void;
  subscribePolicy: (listener: () => void) => () => void;
  subscribeRefusals: (listener: (reason: RefusalReason) => void) => () => void;
  /** Adds a way to reach other views; returns a function that disconnects it. */
  connect: (transport: DrawingTransport) => () => void;
  dispose: () => void;
}

export interface DrawingStoreOptions {
  slideCount: number;
  /** Every viewer's drawings are shared; otherwise only the presenter's. */
  syncAll: boolean;
  /** Where drawings are kept so they survive reloads; null: not kept. */
  keep: KeptDrawings | null;
  /** Makes one untrusted stroke (SVG markup) safe and tags it with `id`; must return '' for anything it cannot vouch for. */
  sanitize: (markup: string, id: string) => string;
  /** This page's id on the wire, so a transport that echoes messages back is harmless. */
  sender?: string;
}

export function createDrawingStore(options: DrawingStoreOptions): DrawingStore {
  const { slideCount, syncAll, keep, sanitize } = options;
  const sender = options.sender ?? Math.random().toString(36).slice(2, 12);
  const drawings = new Map<number, StrokeTable>();
  const changed = createEvents<Parameters<Listener>>();
  const policyChanged = createEvents();
  const refused = createEvents<[reason: RefusalReason]>();
  const transports = new Map<DrawingTransport, () => void>();
  let role: DrawingRole = 'audience';
  let viewer: string | null = null;
  let audienceOpen = true;

  const mayPublish = () => syncAll || role === 'presenter';
  const accepts = (from: DrawingRole) => syncAll || from === 'presenter';
  const owner = () => (role === 'presenter' ? PRESENTER : (viewer ?? LOCAL_OWNER));
  const isOwn = (entry: StrokeEntry) => entry[2] === undefined || entry[2] === owner() || entry[2] === LOCAL_OWNER;
  const mayChange = (entry: StrokeEntry | undefined) => !entry || role === 'presenter' || isOwn(entry);
  const send = (message: DrawingMessage) => transports.forEach((_, t) => t.send(message));
  const notify = changed.emit;
  const tableOf = (no: number): StrokeTable => {
    let table = drawings.get(no);
    if (!table) drawings.set(no, (table = {}));
    return table;
  };

  const save = () => keep?.save(Object.fromEntries(drawings));

  /**
   * The strokes of an untrusted table that are news to `held`, sanitised; a stroke the sanitiser
   * refuses is left out. (Strokes already known are not sanitised again: snapshots repeat them.)
   */
  const news = (table: StrokeTable, held: StrokeTable): StrokeTable => {
    const out: StrokeTable = {};
    for (const [id, entry] of Object.entries(table)) {
      const known = held[id];
      if (known && (entry[0] < known[0] || (entry[0] === known[0] && entry[1] === known[1] && entry[2] === known[2]))) continue;
      // Markup this page already holds is clean already (the server's stamp of a stroke drawn here
      // comes back with the same markup): keeping it as it is also keeps the layer from reloading.
      const clean = entry[1] === null ? null : known && entry[1] === known[1] ? known[1] : sanitize(entry[1], id);
      if (clean !== '') out[id] = entry[2] === undefined ? [entry[0], clean] : [entry[0], clean, entry[2]];
    }
    return out;
  };

  /**
   * Merges untrusted tables in; returns the slides whose drawing looks different now. (A stroke
   * the server only stamped with its owner and clock looks the same: the layer keeps its undo.)
   */
  const mergeIn = (tables: Record<number, StrokeTable>): { changed: boolean; shown: number[] } => {
    let changed = false;
    const shown: number[] = [];
    for (const [key, incoming] of Object.entries(tables)) {
      const no = Number(key);
      const table = tableOf(no);
      const before = Object.fromEntries(Object.keys(incoming).map((id) => [id, table[id]?.[1]]));
      if (!mergeStrokes(table, news(incoming, table))) continue;
      changed = true;
      if (Object.keys(incoming).some((id) => (table[id]?.[1] ?? null) !== (before[id] ?? null))) shown.push(no);
    }
    return { changed, shown };
  };

  if (keep) {
    mergeIn(parseDrawingMap(keep.load(), slideCount));
  }

  const snapshot = () => Object.fromEntries([...drawings].filter(([, table]) => Object.keys(table).length > 0));

  /** Records a change made here and shares it; returns whether anything changed. */
  const commit = (no: number, change: StrokeChange): boolean => {
    const changed = applyLocalChange(tableOf(no), change, owner());
    if (Object.keys(changed).length === 0) return false;
    save();
    // Only what changed travels; a view that opens later asks for everything (hello, snapshot).
    if (mayPublish()) send({ kind: 'drawing', sender, from: role, no, strokes: changed });
    return true;
  };

  const setPolicy = (open: boolean) => {
    if (audienceOpen === open) return;
    audienceOpen = open;
    policyChanged.emit();
  };

  const receive = (data: unknown) => {
    const message = parseDrawingMessage(data, slideCount);
    if (!message || message.sender === sender) return;
    if (message.kind === 'hello') {
      if (mayPublish() && [...drawings.values()].some(hasStrokes)) send({ kind: 'snapshot', sender, from: role, drawings: snapshot() });
      if (role === 'presenter' && !audienceOpen) send({ kind: 'audience', sender, from: role, open: false });
      return;
    }
    if (message.kind === 'audience') {
      if (message.from === 'presenter') setPolicy(message.open);
      return;
    }
    if (!accepts(message.from)) return;
    const { changed, shown } = mergeIn(message.kind === 'drawing' ? { [message.no]: message.strokes } : message.drawings);
    if (changed) save();
    shown.forEach((no) => notify(no, 'remote'));
  };

  return {
    get: (no, { others = true } = {}) => renderStrokes(drawings.get(no) ?? {}, others ? undefined : (entry) => entry[2] === PRESENTER || isOwn(entry)),
    change: (no, change) => {
      const table = tableOf(no);
      // Sanitised like any other stroke, so every view holds the same markup for it.
      const put = change.put.map(({ id, markup }) => ({ id, markup: sanitize(markup, id) })).filter(({ markup }) => markup !== '');
      // Someone else's stroke, erased or cleared here by an attendee, stays: the layer shows it again.
      const allowed = { put: put.filter(({ id }) => mayChange(table[id])), remove: change.remove.filter((id) => mayChange(table[id])) };
      const kept = allowed.put.length < put.length || allowed.remove.length < change.remove.length;
      if (commit(no, allowed)) notify(no, 'local');
      if (kept) notify(no, 'remote');
    },
    setRole: (next) => {
      role = next;
    },
    setViewer: (id) => {
      viewer = id;
    },
    isOwn,
    refuse: (no, ids, reason) => {
      const table = tableOf(no);
      const mine = ids.filter((id) => table[id]?.[1] != null && isOwn(table[id]));
      if (commit(no, { put: [], remove: mine })) notify(no, 'remote');
      refused.emit(reason);
    },
    audienceOpen: () => audienceOpen,
    setAudienceOpen: (open) => {
      if (role !== 'presenter') return;
      setPolicy(open);
      send({ kind: 'audience', sender, from: role, open });
    },
    subscribe: changed.subscribe,
    subscribePolicy: policyChanged.subscribe,
    subscribeRefusals: refused.subscribe,
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
      changed.clear();
      policyChanged.clear();
      refused.clear();
    },
  };
}
