// DrawingStore: one SVG text per slide, in memory, optionally kept in localStorage, and shared
// with other views through transports. Everything that arrives from storage or a transport is
// validated and sanitised before it is kept, so what the store hands out is safe to render.
import type { DrawingRole } from './constants.ts';
import { parseDrawingMessage, parseStoredDrawings, type DrawingMessage } from './messages.ts';
import type { DrawingTransport } from './transport.ts';

/** `local`: drawn in this page; `remote`: arrived from another view. */
export type ChangeOrigin = 'local' | 'remote';
type Listener = (no: number, origin: ChangeOrigin) => void;

export interface DrawingStore {
  /** Slide `no`'s drawing (the SVG's inner markup), '' when there is none. */
  get: (no: number) => string;
  /** Records a drawing made in this page, keeps it when persisting, and shares it when allowed. */
  set: (no: number, svg: string) => void;
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
  /** Makes untrusted SVG text safe; must return '' for anything it cannot vouch for. */
  sanitize: (svg: string) => string;
  /** This page's id on the wire, so a transport that echoes messages back is harmless. */
  sender?: string;
}

export function createDrawingStore(options: DrawingStoreOptions): DrawingStore {
  const { slideCount, syncAll, persist, storage, storageKey, sanitize } = options;
  const sender = options.sender ?? Math.random().toString(36).slice(2, 12);
  const drawings = new Map<number, string>();
  const listeners = new Set<Listener>();
  const transports = new Map<DrawingTransport, () => void>();
  let role: DrawingRole = 'audience';

  const mayPublish = () => syncAll || role === 'presenter';
  const accepts = (from: DrawingRole) => syncAll || from === 'presenter';
  const send = (message: DrawingMessage) => transports.forEach((_, t) => t.send(message));
  const notify = (no: number, origin: ChangeOrigin) => listeners.forEach((listener) => listener(no, origin));

  const save = () => {
    if (!persist || !storage) return;
    try {
      storage.setItem(storageKey, JSON.stringify(Object.fromEntries(drawings)));
    } catch {
      // Storage full or disabled: the drawings stay in memory for this page.
    }
  };

  /** Keeps `svg` for slide `no`; false when nothing changed. */
  const put = (no: number, svg: string): boolean => {
    if ((drawings.get(no) ?? '') === svg) return false;
    if (svg) drawings.set(no, svg);
    else drawings.delete(no);
    return true;
  };

  if (persist && storage) {
    let text: string | null = null;
    try {
      text = storage.getItem(storageKey);
    } catch {
      // Storage disabled: start empty.
    }
    for (const [no, svg] of Object.entries(parseStoredDrawings(text, slideCount))) put(Number(no), sanitize(svg));
  }

  const receive = (data: unknown) => {
    const message = parseDrawingMessage(data, slideCount);
    if (!message || message.sender === sender) return;
    if (message.kind === 'hello') {
      if (mayPublish() && drawings.size > 0) send({ kind: 'snapshot', sender, from: role, drawings: Object.fromEntries(drawings) });
      return;
    }
    if (!accepts(message.from)) return;
    if (message.kind === 'drawing') {
      if (put(message.no, sanitize(message.svg))) {
        save();
        notify(message.no, 'remote');
      }
      return;
    }
    // A snapshot fills in what this page lacks; it never overwrites a drawing made or received here.
    const filled = Object.keys(message.drawings)
      .map(Number)
      .filter((no) => !drawings.has(no) && put(no, sanitize(message.drawings[no] ?? '')));
    if (filled.length) save();
    filled.forEach((no) => notify(no, 'remote'));
  };

  return {
    get: (no) => drawings.get(no) ?? '',
    set: (no, svg) => {
      if (!put(no, svg)) return;
      save();
      notify(no, 'local');
      if (mayPublish()) send({ kind: 'drawing', sender, from: role, no, svg });
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
