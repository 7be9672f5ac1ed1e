// DrawingStore: each slide's strokes, held in the deck's drawings document (a Yjs map, keyed
// "slide/stroke id": src/shared/live.ts), which live/sharedDocument.ts keeps in step with the other
// tabs and the deck server. Yjs merges what several views draw at once; the store decides only who
// writes what:
// - The presenter (and, with no server, any view allowed to share) writes the document.
// - An attendee may not write it when a server is there: their strokes are their page's own until
//   the server, asked, writes them with the device as owner (or refuses, and the page takes them
//   back). Without syncAll an attendee's strokes stay on their page.
// Everything read from the document or storage is checked and sanitised before it is handed out,
// so what the store gives is safe to render.
import * as Y from 'yjs';
import {
  AUDIENCE_DRAWING_KEY,
  MAX_STROKES_PER_REQUEST,
  PRESENTER,
  parseStrokeKey,
  readStrokeValue,
  strokeKey,
  type DrawRequest,
  type RefusalReason,
  type StrokeValue,
} from '../../../shared/live.ts';
import { fromBase64, toBase64 } from '../../state/base64.ts';
import { createEvents } from '../../state/store.ts';
import type { DrawingRole } from '../../deck/drawing-tools.ts';
import type { KeptDrawings } from './keptDrawings.ts';
import { LOCAL_OWNER, isStrokeId, renderStrokes, type StrokeChange } from './strokes.ts';

/** `local`: drawn in this page; `remote`: arrived from another view, or a change here was taken back. */
export type ChangeOrigin = 'local' | 'remote';
type Listener = (no: number, origin: ChangeOrigin) => void;

/** The deck server, as the store sees it. */
export interface DrawingServer {
  /** Whether the server lets this page write the document (the presenter's page). */
  writable: () => boolean;
  /** Asks the server to take this page's strokes (an attendee's); it answers with a refusal, or writes them. */
  request: (request: DrawRequest) => void;
}

export interface DrawingStore {
  /** Slide `no`'s drawing (the SVG's inner markup, each stroke tagged with its data-stroke id), '' when there is none. `others: false` leaves out other people's strokes (the presenter's stay). */
  get: (no: number, options?: { others?: boolean }) => string;
  /** Records what this page's layer drew or removed on slide `no`, and shares it where allowed. */
  change: (no: number, change: StrokeChange) => void;
  /** Which view this page is: the presenter's drawings always sync, the audience's only with syncAll. */
  setRole: (role: DrawingRole) => void;
  /** The public id the deck server gave this device: the owner of the strokes drawn here. */
  setViewer: (id: string) => void;
  /** Says where the page's strokes go from now on: to `server`, or (null) only to the other tabs. Call again after each (re)join. */
  link: (server: DrawingServer | null) => void;
  /** Takes back strokes the deck server did not accept, and says why to `subscribeRefusals` listeners. */
  refuse: (no: number, ids: string[], reason: RefusalReason) => void;
  /** Whether the audience may draw now (the presenter decides, live). */
  audienceOpen: () => boolean;
  setAudienceOpen: (open: boolean) => void;
  subscribe: (listener: Listener) => () => void;
  subscribePolicy: (listener: () => void) => () => void;
  subscribeRefusals: (listener: (reason: RefusalReason) => void) => () => void;
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
  /** The deck's drawings document (the caller shares it). */
  doc?: Y.Doc;
}

/** Transaction origin of this page's own strokes. */
const DRAWN_HERE = Symbol('drawn here');

/** An attendee's changes as requests of a bounded size. */
function requestsFor(no: number, changes: [string, string | null][]): DrawRequest[] {
  const requests: DrawRequest[] = [];
  for (let i = 0; i < changes.length; i += MAX_STROKES_PER_REQUEST) {
    const part = changes.slice(i, i + MAX_STROKES_PER_REQUEST);
    requests.push({
      kind: 'draw',
      no,
      put: part.flatMap(([id, markup]) => (markup === null ? [] : [{ id, markup }])),
      remove: part.filter(([, markup]) => markup === null).map(([id]) => id),
    });
  }
  return requests;
}

export function createDrawingStore(options: DrawingStoreOptions): DrawingStore {
  const { slideCount, syncAll, keep, sanitize } = options;
  const doc = options.doc ?? new Y.Doc();
  const shared = doc.getMap<unknown>('state');
  /** This page's strokes that are not in the document: slide → id → markup (null: erased here, still there). */
  const own = new Map<number, Map<string, string | null>>();
  const changed = createEvents<Parameters<Listener>>();
  const policyChanged = createEvents();
  const refused = createEvents<[reason: RefusalReason]>();
  let role: DrawingRole = 'audience';
  let viewer: string | null = null;
  /** undefined until the page knows whether a server is behind it. */
  let server: DrawingServer | null | undefined;

  const owner = () => (role === 'presenter' ? PRESENTER : (viewer ?? LOCAL_OWNER));
  const isOwn = (by: string) => by === owner() || by === LOCAL_OWNER;
  /** Where this page's strokes go now. */
  const destination = (): 'document' | 'server' | 'page' | 'undecided' => {
    if (role !== 'presenter' && !syncAll) return 'page';
    if (server === undefined) return 'undecided';
    return server === null || server.writable() ? 'document' : 'server';
  };
  const ownOf = (no: number) => {
    let strokes = own.get(no);
    if (!strokes) own.set(no, (strokes = new Map()));
    return strokes;
  };

  /** Markup sanitised once per stroke and version (a sanitiser pass costs a DOM parse). */
  const clean = new Map<string, { markup: string; safe: string }>();
  const safe = (id: string, markup: string) => {
    const known = clean.get(id);
    if (known?.markup === markup) return known.safe;
    const result = sanitize(markup, id);
    clean.set(id, { markup, safe: result });
    return result;
  };

  /** Slide `no`'s strokes as shown here: the document's, with this page's own over them. */
  const strokesOf = (no: number, others: boolean): Map<string, StrokeValue> => {
    const strokes = new Map<string, StrokeValue>();
    const prefix = `${no}/`;
    for (const [key, value] of shared.entries()) {
      if (!key.startsWith(prefix)) continue;
      const at = parseStrokeKey(key);
      const stroke = readStrokeValue(value);
      if (at?.no === no && stroke) strokes.set(at.id, stroke);
    }
    for (const [id, markup] of own.get(no) ?? []) {
      if (markup === null) strokes.delete(id);
      else strokes.set(id, [markup, owner()]);
    }
    for (const [id, [markup, by]] of strokes) {
      const clean = safe(id, markup);
      if (clean === '' || (!others && by !== PRESENTER && !isOwn(by))) strokes.delete(id);
      else strokes.set(id, [clean, by]);
    }
    return strokes;
  };

  /** What each slide showed when listeners were last told, so they hear only of a change they would see. */
  const shown = new Map<string, string>();
  const render = (no: number, others: boolean) => {
    const key = `${no}:${others}`;
    let markup = shown.get(key);
    if (markup === undefined) shown.set(key, (markup = renderStrokes(strokesOf(no, others))));
    return markup;
  };
  /** Tells listeners of slide `no` if what it shows changed. */
  const touched = (no: number, origin: ChangeOrigin) => {
    const before = shown.get(`${no}:true`);
    shown.delete(`${no}:true`);
    shown.delete(`${no}:false`);
    if (render(no, true) !== before || origin === 'local') changed.emit(no, origin);
  };

  const save = () => {
    if (!keep) return;
    const ownKept = Object.fromEntries([...own].filter(([, strokes]) => strokes.size > 0).map(([no, strokes]) => [no, Object.fromEntries(strokes)]));
    keep.save({ doc: toBase64(Y.encodeStateAsUpdate(doc)), own: ownKept });
  };

  /** Writes strokes into the document (as this page's); a removal deletes the entry. */
  const write = (no: number, changes: [string, string | null][]) =>
    doc.transact(() => {
      for (const [id, markup] of changes) {
        const key = strokeKey(no, id);
        if (markup !== null) shared.set(key, [markup, readStrokeValue(shared.get(key))?.[1] ?? owner()] satisfies StrokeValue);
        else shared.delete(key);
      }
    }, DRAWN_HERE);

  /** Sends this page's own strokes where they go now: into the document, or to the server (again, after a rejoin). */
  const offer = () => {
    const to = destination();
    if (to === 'page' || to === 'undecided') return;
    for (const [no, strokes] of own) {
      if (strokes.size === 0) continue;
      const changes = [...strokes];
      if (to === 'document') {
        own.delete(no);
        write(no, changes);
      } else requestsFor(no, changes).forEach((request) => server?.request(request));
    }
  };

  // What the document changed: each slide it touched, and the audience policy.
  shared.observe((event) => {
    const slides = new Set<number>();
    for (const key of event.keysChanged) {
      if (key === AUDIENCE_DRAWING_KEY) {
        policyChanged.emit();
        continue;
      }
      const at = parseStrokeKey(key);
      if (!at || at.no > slideCount) continue;
      slides.add(at.no);
      // The server took (or removed) one of this page's own strokes: it is the document's now.
      const mine = own.get(at.no);
      const held = readStrokeValue(shared.get(key));
      if (mine?.has(at.id) && (mine.get(at.id) ?? null) === (held?.[0] ?? null)) mine.delete(at.id);
    }
    slides.forEach((no) => touched(no, event.transaction.origin === DRAWN_HERE ? 'local' : 'remote'));
  });
  // This page's changes are kept at once (a reload right after drawing keeps the stroke); what
  // arrives from elsewhere a moment later, in one write however many strokes a busy room sends.
  let saveTimer: ReturnType<typeof setTimeout> | undefined;
  const saveSoon = () => (saveTimer ??= setTimeout(() => ((saveTimer = undefined), save()), 500));
  const onUpdate = (_update: Uint8Array, origin: unknown) => (origin === DRAWN_HERE ? save() : keep && saveSoon());
  doc.on('update', onUpdate);

  if (keep) {
    const kept = keep.load();
    const update = typeof kept?.doc === 'string' ? fromBase64(kept.doc) : null;
    try {
      if (update) Y.applyUpdate(doc, update);
    } catch {
      // Kept by something else, or damaged: the drawings start from what the other views hold.
    }
    for (const [no, strokes] of Object.entries(kept?.own ?? {})) {
      if (typeof strokes !== 'object' || strokes === null || !(Number(no) >= 1 && Number(no) <= slideCount)) continue;
      for (const [id, markup] of Object.entries(strokes)) if (isStrokeId(id) && (markup === null || typeof markup === 'string')) ownOf(Number(no)).set(id, markup);
    }
    // Strokes an earlier version kept: the presenter's go into the document, the rest are this page's own.
    for (const [no, table] of Object.entries(kept?.earlier ?? {})) {
      if (!(Number(no) >= 1 && Number(no) <= slideCount)) continue;
      for (const [id, entry] of Object.entries(table)) {
        const stroke = readStrokeValue(entry);
        if (!stroke || !isStrokeId(id)) continue;
        if (stroke[1] === PRESENTER) shared.set(strokeKey(Number(no), id), stroke);
        else ownOf(Number(no)).set(id, stroke[0]);
      }
    }
    if (kept?.earlier) save();
  }

  return {
    get: (no, { others = true } = {}) => render(no, others),
    change: (no, change) => {
      const strokes = strokesOf(no, true);
      // Sanitised like any other stroke, so every view holds the same markup for it.
      const put = change.put.map(({ id, markup }): [string, string] => [id, sanitize(markup, id)]).filter(([id, markup]) => markup !== '' && isStrokeId(id));
      // Someone else's stroke, erased or cleared here by an attendee, stays: the layer shows it again.
      const mayChange = (id: string) => role === 'presenter' || !strokes.has(id) || isOwn(strokes.get(id)?.[1] ?? '');
      const changes: [string, string | null][] = [
        ...put.filter(([id, markup]) => mayChange(id) && strokes.get(id)?.[0] !== markup),
        ...change.remove.filter((id) => strokes.has(id) && mayChange(id)).map((id) => [id, null] as [string, null]),
      ];
      const kept = changes.length < put.length + change.remove.length;
      if (changes.length > 0) {
        const to = destination();
        if (to === 'document') write(no, changes);
        else {
          const mine = ownOf(no);
          // A stroke that never left this page needs no removal record.
          for (const [id, markup] of changes) {
            if (markup === null && !shared.has(strokeKey(no, id))) mine.delete(id);
            else mine.set(id, markup);
          }
          save();
          touched(no, 'local');
          if (to === 'server') requestsFor(no, changes).forEach((request) => server?.request(request));
        }
      }
      if (kept) changed.emit(no, 'remote');
    },
    setRole: (next) => {
      role = next;
      shown.clear(); // whose strokes count as this page's own changed
      offer();
    },
    setViewer: (id) => {
      viewer = id;
      shown.clear();
    },
    link: (next) => {
      server = next;
      offer();
    },
    refuse: (no, ids, reason) => {
      const mine = own.get(no);
      let took = false;
      for (const id of ids) took = (mine?.delete(id) ?? false) || took;
      if (took) {
        save();
        touched(no, 'remote');
      }
      refused.emit(reason);
    },
    audienceOpen: () => shared.get(AUDIENCE_DRAWING_KEY) !== 'closed',
    setAudienceOpen: (open) => {
      if (role !== 'presenter' || destination() !== 'document') return;
      doc.transact(() => shared.set(AUDIENCE_DRAWING_KEY, open ? 'open' : 'closed'), DRAWN_HERE);
    },
    subscribe: changed.subscribe,
    subscribePolicy: policyChanged.subscribe,
    subscribeRefusals: refused.subscribe,
    dispose: () => {
      doc.off('update', onUpdate);
      clearTimeout(saveTimer);
      changed.clear();
      policyChanged.clear();
      refused.clear();
    },
  };
}
