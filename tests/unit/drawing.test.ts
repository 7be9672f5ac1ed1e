// The drawing layer's logic without a browser: the wire format, the store (persistence, sharing,
// permissions, sanitising at every way in), keys, brush mapping and mounting errors.
import { createDrauu } from 'drauu';
import { describe, expect, it, vi } from 'vitest';
import { applyBrush } from '../../src/client/drawing/brush.ts';
import { DEFAULT_BRUSH, MAX_DRAWING_CHARS, PALETTE } from '../../src/client/drawing/constants.ts';
import { drawingKeyAction } from '../../src/client/drawing/keys.ts';
import { parseDrawingMessage, parseStoredDrawings, type DrawingMessage } from '../../src/client/drawing/messages.ts';
import { MOUNT_ERRORS, mountDrawing } from '../../src/client/drawing/mount.ts';
import { sanitizeDrawing } from '../../src/client/drawing/sanitize.ts';
import { createDrawingStore, type DrawingStoreOptions } from '../../src/client/drawing/store.ts';
import type { DrawingTransport } from '../../src/client/drawing/transport.ts';

const SLIDES = 25;

/** Transports joined like tabs on one BroadcastChannel: a message reaches every other end. */
function createHub() {
  const ends: { handlers: Set<(data: unknown) => void>; sent: DrawingMessage[] }[] = [];
  const transport = (): DrawingTransport & { sent: DrawingMessage[] } => {
    const end = { handlers: new Set<(data: unknown) => void>(), sent: [] as DrawingMessage[] };
    ends.push(end);
    return {
      sent: end.sent,
      send: (message) => {
        end.sent.push(message);
        for (const other of ends) if (other !== end) other.handlers.forEach((h) => h(structuredClone(message)));
      },
      subscribe: (handler) => {
        end.handlers.add(handler);
        return () => void end.handlers.delete(handler);
      },
      close: () => end.handlers.clear(),
    };
  };
  /** Delivers raw data to every end, as a hostile tab could. */
  const inject = (data: unknown) => ends.forEach((end) => end.handlers.forEach((h) => h(data)));
  return { transport, inject };
}

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { items, getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
}

// Stands in for DOMPurify (which needs a DOM): marks what passed through it and drops <script>.
const markSanitised = (svg: string) => (svg ? `[clean]${svg.replace(/<script[\s\S]*?<\/script>/g, '')}` : '');

function store(options: Partial<DrawingStoreOptions> = {}) {
  return createDrawingStore({ slideCount: SLIDES, syncAll: true, persist: false, storage: null, storageKey: 'deck-drawings:/', sanitize: markSanitised, ...options });
}

describe('drawing messages', () => {
  it('accepts well-formed drawing, hello and snapshot messages', () => {
    expect(parseDrawingMessage({ kind: 'drawing', sender: 'a', from: 'presenter', no: 3, svg: '<path/>' }, SLIDES)).toEqual({
      kind: 'drawing',
      sender: 'a',
      from: 'presenter',
      no: 3,
      svg: '<path/>',
    });
    expect(parseDrawingMessage({ kind: 'hello', sender: 'a', from: 'audience' }, SLIDES)).toEqual({ kind: 'hello', sender: 'a', from: 'audience' });
    expect(parseDrawingMessage({ kind: 'snapshot', sender: 'a', from: 'audience', drawings: { 2: '<path/>', 99: '<x/>', x: '<y/>', 4: 5 } }, SLIDES)).toEqual({
      kind: 'snapshot',
      sender: 'a',
      from: 'audience',
      drawings: { 2: '<path/>' },
    });
  });

  it('reads anything malformed as null, without throwing', () => {
    const good = { kind: 'drawing', sender: 'a', from: 'presenter', no: 3, svg: '' };
    const bad: unknown[] = [
      null,
      undefined,
      'drawing',
      42,
      [good],
      { ...good, kind: 'nav' },
      { ...good, no: 0 },
      { ...good, no: SLIDES + 1 },
      { ...good, no: 2.5 },
      { ...good, no: '3' },
      { ...good, svg: 7 },
      { ...good, svg: 'x'.repeat(MAX_DRAWING_CHARS + 1) },
      { ...good, sender: '' },
      { ...good, sender: undefined },
      { ...good, from: 'admin' },
      { kind: 'snapshot', sender: 'a', from: 'presenter', drawings: 'all' },
    ];
    for (const data of bad) expect(parseDrawingMessage(data, SLIDES)).toBeNull();
  });

  it('reads stored drawings, leaving out what does not parse', () => {
    expect(parseStoredDrawings('{"1":"<path/>","26":"<path/>","2":""}', SLIDES)).toEqual({ 1: '<path/>' });
    for (const text of [null, '', 'not json', '[1,2]', '"text"', 'null']) expect(parseStoredDrawings(text, SLIDES)).toEqual({});
  });
});

describe('DrawingStore', () => {
  it('shares a drawing made here with the other tabs, which keep it sanitised', () => {
    const hub = createHub();
    const here = store();
    const there = store();
    here.connect(hub.transport());
    there.connect(hub.transport());
    const heard = vi.fn();
    there.subscribe(heard);
    here.set(2, '<path d="M0 0"/>');
    expect(here.get(2)).toBe('<path d="M0 0"/>'); // drawn here: kept as drawn
    expect(there.get(2)).toBe('[clean]<path d="M0 0"/>');
    expect(heard).toHaveBeenCalledWith(2, 'remote');
    here.set(2, '');
    expect(there.get(2)).toBe('');
  });

  it('runs every drawing from another tab through the sanitiser, including snapshots', () => {
    const hub = createHub();
    const here = store();
    here.connect(hub.transport());
    const payload = '<path d="M0 0"/><script>window.__pwned=1</script>';
    hub.inject({ kind: 'drawing', sender: 'evil', from: 'presenter', no: 1, svg: payload });
    hub.inject({ kind: 'snapshot', sender: 'evil', from: 'presenter', drawings: { 5: payload } });
    expect(here.get(1)).toBe('[clean]<path d="M0 0"/>');
    expect(here.get(5)).toBe('[clean]<path d="M0 0"/>');
  });

  it('ignores malformed messages and its own echo', () => {
    const hub = createHub();
    const here = store({ sender: 'me' });
    here.connect(hub.transport());
    const heard = vi.fn();
    here.subscribe(heard);
    for (const data of [null, 'x', { kind: 'drawing', no: 1 }, { kind: 'drawing', sender: 'me', from: 'presenter', no: 1, svg: '<path/>' }]) {
      expect(() => hub.inject(data)).not.toThrow();
    }
    expect(here.get(1)).toBe('');
    expect(heard).not.toHaveBeenCalled();
  });

  it('without syncAll shares only the presenter’s drawings', () => {
    const hub = createHub();
    const audience = store({ syncAll: false });
    const presenter = store({ syncAll: false });
    const other = store({ syncAll: false });
    const audienceEnd = hub.transport();
    audience.connect(audienceEnd);
    presenter.connect(hub.transport());
    other.connect(hub.transport());
    presenter.setRole('presenter');

    audience.set(1, '<path id="mine"/>');
    expect(audienceEnd.sent.filter((m) => m.kind === 'drawing')).toEqual([]); // never leaves the page
    hub.inject({ kind: 'drawing', sender: 'x', from: 'audience', no: 1, svg: '<path/>' });
    expect(other.get(1)).toBe(''); // an audience drawing claimed by a tab is refused too

    presenter.set(1, '<path id="presenter"/>');
    expect(other.get(1)).toBe('[clean]<path id="presenter"/>');
    expect(audience.get(1)).toBe('[clean]<path id="presenter"/>');
  });

  it('answers a newly opened tab with what it has; the snapshot fills only empty slides', () => {
    const hub = createHub();
    const first = store();
    first.connect(hub.transport());
    first.set(1, '<path id="a"/>');
    first.set(2, '<path id="b"/>');
    const late = store({ persist: true, storage: memoryStorage({ 'deck-drawings:/': '{"2":"<path id=\\"kept\\"/>"}' }) });
    late.connect(hub.transport());
    expect(late.get(1)).toBe('[clean]<path id="a"/>');
    expect(late.get(2)).toBe('[clean]<path id="kept"/>');
  });

  it('persists to storage when asked, and reads it back sanitised', () => {
    const storage = memoryStorage();
    const first = store({ persist: true, storage });
    first.set(3, '<path d="M1 1"/><script>x</script>');
    expect(JSON.parse(storage.items.get('deck-drawings:/') ?? '{}')).toEqual({ 3: '<path d="M1 1"/><script>x</script>' });
    const reloaded = store({ persist: true, storage });
    expect(reloaded.get(3)).toBe('[clean]<path d="M1 1"/>');
  });

  it('does not touch storage without persist, and survives storage that throws', () => {
    const storage = memoryStorage({ 'deck-drawings:/': '{"1":"<path/>"}' });
    const plain = store({ storage });
    expect(plain.get(1)).toBe('');
    plain.set(1, '<path id="x"/>');
    expect(storage.items.get('deck-drawings:/')).toBe('{"1":"<path/>"}');
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    const safe = store({ persist: true, storage: broken });
    expect(() => safe.set(1, '<path/>')).not.toThrow();
    expect(safe.get(1)).toBe('<path/>');
  });
});

describe('sanitizeDrawing', () => {
  it('fails closed where there is no DOM to sanitise with', () => {
    expect(sanitizeDrawing('<path d="M0 0"/>')).toBe('');
  });
});

describe('drawing keys', () => {
  const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {}) =>
    drawingKeyAction({ key: k, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...mods });

  it('maps L A S R E to modes, C to clear and Escape to leaving', () => {
    expect(['l', 'a', 's', 'r', 'e', 'L'].map((k) => key(k))).toEqual([
      { type: 'mode', mode: 'line' },
      { type: 'mode', mode: 'arrow' },
      { type: 'mode', mode: 'stylus' },
      { type: 'mode', mode: 'rectangle' },
      { type: 'mode', mode: 'ellipse' },
      { type: 'mode', mode: 'line' },
    ]);
    expect(key('c')).toEqual({ type: 'clear' });
    expect(key('Escape')).toEqual({ type: 'leave' });
  });

  it('maps 1–7 to the palette in order', () => {
    expect(['1', '2', '3', '4', '5', '6', '7'].map((k) => key(k))).toEqual(PALETTE.map((c) => ({ type: 'color', color: c.value })));
    expect(PALETTE.map((c) => c.name)).toEqual(['Red', 'Yellow', 'Green', 'Blue', 'Purple', 'White', 'Black']);
    expect(key('8')).toBeNull();
    expect(key('0')).toBeNull();
  });

  it('undoes with Ctrl/Cmd+Z and redoes with Shift', () => {
    expect(key('z', { ctrlKey: true })).toEqual({ type: 'undo' });
    expect(key('z', { metaKey: true })).toEqual({ type: 'undo' });
    expect(key('Z', { ctrlKey: true, shiftKey: true })).toEqual({ type: 'redo' });
    expect(key('Z', { metaKey: true, shiftKey: true })).toEqual({ type: 'redo' });
  });

  it('leaves other combinations to the browser and the deck', () => {
    for (const action of [key('l', { ctrlKey: true }), key('z'), key('l', { altKey: true }), key('z', { ctrlKey: true, altKey: true }), key('ArrowRight'), key('d'), key('o')]) {
      expect(action).toBeNull();
    }
  });
});

describe('brush', () => {
  it('starts as a size-4 stylus', () => {
    expect(DEFAULT_BRUSH).toMatchObject({ mode: 'stylus', size: 4 });
  });

  it('draws arrows as drauu lines with an arrow head, and doubles the stylus size', () => {
    const drauu = createDrauu();
    applyBrush(drauu, { mode: 'arrow', color: '#1982c4', size: 8 });
    expect(drauu.mode).toBe('line');
    expect(drauu.brush).toMatchObject({ color: '#1982c4', size: 8, arrowEnd: true, stylusOptions: { size: 16, start: { taper: 5 }, end: { taper: 5 } } });
    applyBrush(drauu, DEFAULT_BRUSH);
    expect(drauu.mode).toBe('stylus');
    expect(drauu.brush).toMatchObject({ size: 4, arrowEnd: false, stylusOptions: { size: 8 } });
  });
});

describe('mounting the layer (SPEC §8)', () => {
  const noop = () => {};
  const fakeWindow = { addEventListener: noop, removeEventListener: noop } as unknown as Window;
  const fakeSvg = { tagName: 'svg', createSVGPoint: () => ({ x: 0, y: 0 }), addEventListener: noop, removeEventListener: noop };

  it('explains each mounting error instead of throwing', () => {
    expect(mountDrawing(createDrauu(), null)).toBe(MOUNT_ERRORS.notFound);
    expect(mountDrawing(createDrauu(), { tagName: 'DIV' })).toBe(MOUNT_ERRORS.notSvg);
    expect(mountDrawing(createDrauu(), { tagName: 'svg' })).toBe(MOUNT_ERRORS.noSvgPoint);
    const drauu = createDrauu();
    expect(mountDrawing(drauu, fakeSvg, null, fakeWindow)).toBeNull();
    expect(drauu.mounted).toBe(true);
    expect(mountDrawing(drauu, fakeSvg, null, fakeWindow)).toBe(MOUNT_ERRORS.alreadyMounted);
    for (const message of Object.values(MOUNT_ERRORS)) expect(message).toMatch(/^Drawing is unavailable: /);
  });

  it('reports an error drauu throws while mounting', () => {
    const throwing = { ...fakeSvg, addEventListener: () => { throw new Error('[drauu] boom'); } };
    expect(mountDrawing(createDrauu(), throwing, null, fakeWindow)).toBe('Drawing is unavailable: boom');
  });
});
