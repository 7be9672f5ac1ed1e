// The drawing layer's logic without a browser: the wire format, the store (persistence, sharing,
// permissions, sanitising at every way in), keys, brush mapping and mounting errors.
import { createDrauu } from 'drauu';
import { describe, expect, it, vi } from 'vitest';
import { applyBrush } from '../../src/client/features/drawing/brush.ts';
import { DEFAULT_BRUSH, MAX_DRAWING_CHARS } from '../../src/client/deck/drawing-tools.ts';
import { keptDrawings } from '../../src/client/features/drawing/keptDrawings.ts';
import type { KeptStorage } from '../../src/client/state/kept.ts';
import { parseDrawingMap, parseDrawingMessage, type DrawingMessage } from '../../src/client/features/drawing/messages.ts';
import { MOUNT_ERRORS, mountDrawing } from '../../src/client/features/drawing/mount.ts';
import { sanitizeDrawing } from '../../src/client/features/drawing/sanitize.ts';
import { createDrawingStore, type DrawingStoreOptions } from '../../src/client/features/drawing/store.ts';
import { applyLocalChange, mergeStrokes, newStrokeId, renderStrokes, type StrokeTable } from '../../src/client/features/drawing/strokes.ts';
import type { DrawingTransport } from '../../src/client/features/drawing/transport.ts';
import { brokenStorage, memoryStorage } from '../support/storage.ts';

const SLIDES = 25;

/**
 * Transports joined like tabs on one BroadcastChannel: a message reaches every other end, at once,
 * or (`held`) when `flush` is called, as if it were still on the way.
 */
function createHub({ held = false } = {}) {
  const ends: { handlers: Set<(data: unknown) => void>; sent: DrawingMessage[] }[] = [];
  const queue: (() => void)[] = [];
  const transport = (): DrawingTransport & { sent: DrawingMessage[] } => {
    const end = { handlers: new Set<(data: unknown) => void>(), sent: [] as DrawingMessage[] };
    ends.push(end);
    return {
      sent: end.sent,
      send: (message) => {
        end.sent.push(message);
        const copy = structuredClone(message);
        const deliver = () => {
          for (const other of ends) if (other !== end) other.handlers.forEach((h) => h(structuredClone(copy)));
        };
        if (held) queue.push(deliver);
        else deliver();
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
  /** Delivers every held message, and those their delivery sends, until none is left. */
  const flush = () => {
    for (let guard = 0; queue.length > 0 && guard < 1000; guard++) queue.shift()?.();
  };
  return { transport, inject, flush };
}

const KEY = 'deck-drawings:/';
/** Stands in for the page's SVG parser (which needs a DOM): one stroke per SVG text. */
const keptIn = (storage: KeptStorage) => keptDrawings(storage, KEY, (svg) => ({ old: [1, svg] }));
const kept = (storage: ReturnType<typeof memoryStorage>) => JSON.parse(storage.items.get(KEY) ?? 'null') as unknown;

// Stands in for DOMPurify (which needs a DOM): marks what passed through it (and for which stroke),
// drops <script>, and refuses <refuse/>. Like DOMPurify, a second pass changes nothing.
const markSanitised = (markup: string, id: string) => {
  const mark = `[clean:${id}]`;
  if (!markup || markup.includes('<refuse')) return '';
  return markup.startsWith(mark) ? markup : `${mark}${markup.replace(/<script[\s\S]*?<\/script>/g, '')}`;
};

function store(options: Partial<DrawingStoreOptions> = {}) {
  return createDrawingStore({ slideCount: SLIDES, syncAll: true, keep: null, sanitize: markSanitised, ...options });
}

const P = '<path d="M0 0"/>';

describe('drawing messages', () => {
  it('accepts well-formed drawing, hello and snapshot messages', () => {
    const strokes = { 'a-1': [1, P], 'b-2': [3, null] };
    expect(parseDrawingMessage({ kind: 'drawing', sender: 'a', from: 'presenter', no: 3, strokes }, SLIDES)).toEqual({
      kind: 'drawing',
      sender: 'a',
      from: 'presenter',
      no: 3,
      strokes,
    });
    expect(parseDrawingMessage({ kind: 'hello', sender: 'a', from: 'audience' }, SLIDES)).toEqual({ kind: 'hello', sender: 'a', from: 'audience' });
    const drawings = { 2: { s: [1, P], 'bad id!': [1, P], t: [1.5, P], u: [1, 7], v: [1] }, 99: { s: [1, P] }, x: { s: [1, P] }, 4: 5, 5: {} };
    expect(parseDrawingMessage({ kind: 'snapshot', sender: 'a', from: 'audience', drawings }, SLIDES)).toEqual({
      kind: 'snapshot',
      sender: 'a',
      from: 'audience',
      drawings: { 2: { s: [1, P] } },
    });
  });

  it('reads anything malformed as null, without throwing', () => {
    const good = { kind: 'drawing', sender: 'a', from: 'presenter', no: 3, strokes: {} };
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
      { ...good, strokes: 7 },
      { ...good, strokes: [[1, P]] },
      { ...good, svg: P, strokes: undefined },
      { ...good, sender: '' },
      { ...good, sender: undefined },
      { ...good, from: 'admin' },
      { kind: 'snapshot', sender: 'a', from: 'presenter', drawings: 'all' },
    ];
    for (const data of bad) expect(parseDrawingMessage(data, SLIDES)).toBeNull();
  });

  it('reads stored drawings, leaving out what does not parse', () => {
    expect(parseDrawingMap({ 1: { s: [2, P] }, 26: { s: [1, P] }, 2: '<path/>', 3: {} }, SLIDES)).toEqual({ 1: { s: [2, P] } });
    for (const value of [undefined, null, '', 'not json', [1, 2], 'text']) expect(parseDrawingMap(value, SLIDES)).toEqual({});
  });
});

describe('strokes', () => {
  it("merge keeps every stroke's latest state, the same whichever order views hear them in", () => {
    const a: StrokeTable = { x: [1, '<x/>'], y: [2, null] };
    const b: StrokeTable = { x: [2, null], y: [1, '<y/>'], z: [1, '<z/>'] };
    const ab = structuredClone(a);
    const ba = structuredClone(b);
    expect(mergeStrokes(ab, b)).toBe(true);
    expect(mergeStrokes(ba, a)).toBe(true);
    expect(ab).toEqual({ x: [2, null], y: [2, null], z: [1, '<z/>'] });
    expect(ba).toEqual(ab);
    expect(mergeStrokes(ab, b)).toBe(false); // nothing new the second time
    // A tie (two views changed one stroke from the same state) is settled the same everywhere.
    const left: StrokeTable = { t: [3, '<a/>'] };
    const right: StrokeTable = { t: [3, '<b/>'] };
    mergeStrokes(left, { t: [3, '<b/>'] });
    mergeStrokes(right, { t: [3, '<a/>'] });
    expect(left).toEqual(right);
  });

  it('local changes move each stroke one clock on; undo then redo brings a stroke back', () => {
    const table: StrokeTable = {};
    expect(applyLocalChange(table, { put: [{ id: 's', markup: P }], remove: [] }, 'me')).toEqual({ s: [1, P, 'me'] });
    expect(applyLocalChange(table, { put: [{ id: 's', markup: P }], remove: [] }, 'me')).toEqual({});
    // A removal keeps the stroke's owner, whoever removed it.
    applyLocalChange(table, { put: [], remove: ['s'] }, 'presenter');
    expect(table).toEqual({ s: [2, null, 'me'] });
    expect(renderStrokes(table)).toBe('');
    applyLocalChange(table, { put: [{ id: 's', markup: P }], remove: [] }, 'me');
    expect(table).toEqual({ s: [3, P, 'me'] });
    expect(applyLocalChange(table, { put: [{ id: 'not an id', markup: P }], remove: ['unknown'] }, 'me')).toEqual({});
  });

  it('renders strokes in drawing order: ids start with the time', () => {
    const early = newStrokeId(1_000);
    const late = newStrokeId(2_000_000_000_000);
    expect(renderStrokes({ [late]: [1, '<late/>'], [early]: [1, '<early/>'] })).toBe('<early/><late/>');
  });
});

describe('DrawingStore', () => {
  const draw = (id: string, markup = `<path id="${id}"/>`) => ({ put: [{ id, markup }], remove: [] });
  const erase = (...ids: string[]) => ({ put: [], remove: ids });

  it('shares a stroke drawn here with the other tabs, which keep it sanitised; removing it spreads too', () => {
    const hub = createHub();
    const here = store();
    const there = store();
    const hereEnd = hub.transport();
    here.connect(hereEnd);
    there.connect(hub.transport());
    const heard = vi.fn();
    there.subscribe(heard);
    here.change(2, draw('s0'));
    here.change(2, draw('s1', P));
    expect(hereEnd.sent.at(-1)).toMatchObject({ kind: 'drawing', no: 2, strokes: { s1: [1, `[clean:s1]${P}`, 'local'] } });
    expect(Object.keys((hereEnd.sent.at(-1) as { strokes: object }).strokes)).toEqual(['s1']); // only what changed travels
    here.change(2, erase('s0'));
    expect(here.get(2)).toBe(`[clean:s1]${P}`); // drawn here: sanitised too, so every view holds the same markup
    expect(there.get(2)).toBe(`[clean:s1]${P}`);
    expect(heard).toHaveBeenCalledWith(2, 'remote');
    here.change(2, erase('s1'));
    expect(there.get(2)).toBe('');
  });

  it('keeps both strokes when two views draw on one slide at the same time', () => {
    const hub = createHub({ held: true });
    const presenter = store();
    const audience = store();
    presenter.connect(hub.transport());
    audience.connect(hub.transport());
    hub.flush();
    presenter.change(4, draw('p'));
    audience.change(4, draw('a'));
    hub.flush(); // both messages were on the way while the other view drew
    const both = '[clean:a]<path id="a"/>[clean:p]<path id="p"/>';
    expect(presenter.get(4)).toBe(both);
    expect(audience.get(4)).toBe(both);
    // One erases the other's stroke while that one draws again: both changes survive.
    presenter.change(4, erase('a'));
    audience.change(4, draw('a2'));
    hub.flush();
    expect(presenter.get(4)).toBe('[clean:a2]<path id="a2"/>[clean:p]<path id="p"/>');
    expect(audience.get(4)).toBe(presenter.get(4));
  });

  it('runs every stroke from another tab through the sanitiser, including snapshots, and drops what it refuses', () => {
    const hub = createHub();
    const here = store();
    here.connect(hub.transport());
    const payload = '<path d="M0 0"/><script>window.__pwned=1</script>';
    hub.inject({ kind: 'drawing', sender: 'evil', from: 'presenter', no: 1, strokes: { x: [1, payload], y: [1, '<refuse/>'] } });
    hub.inject({ kind: 'snapshot', sender: 'evil', from: 'presenter', drawings: { 5: { z: [1, payload] } } });
    expect(here.get(1)).toBe(`[clean:x]${P}`);
    expect(here.get(5)).toBe(`[clean:z]${P}`);
  });

  it('ignores malformed messages and its own echo', () => {
    const hub = createHub();
    const here = store({ sender: 'me' });
    here.connect(hub.transport());
    const heard = vi.fn();
    here.subscribe(heard);
    for (const data of [null, 'x', { kind: 'drawing', no: 1 }, { kind: 'drawing', sender: 'me', from: 'presenter', no: 1, strokes: { s: [1, P] } }]) {
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

    audience.change(1, draw('mine'));
    expect(audienceEnd.sent.filter((m) => m.kind === 'drawing')).toEqual([]); // never leaves the page
    hub.inject({ kind: 'drawing', sender: 'x', from: 'audience', no: 1, strokes: { s: [1, P] } });
    expect(other.get(1)).toBe(''); // an audience drawing claimed by a tab is refused too

    presenter.change(1, draw('presenter'));
    expect(other.get(1)).toBe('[clean:presenter]<path id="presenter"/>');
    expect(audience.get(1)).toBe('[clean:mine]<path id="mine"/>[clean:presenter]<path id="presenter"/>');
  });

  it('answers a newly opened tab with what it has, merged with what that tab kept', () => {
    const hub = createHub();
    const first = store();
    first.connect(hub.transport());
    first.change(1, draw('a'));
    first.change(2, draw('b'));
    const late = store({ keep: keptIn(memoryStorage({ [KEY]: JSON.stringify({ version: 1, value: { 2: { kept: [1, '<path id="kept"/>'] } } }) })) });
    late.connect(hub.transport());
    expect(late.get(1)).toBe('[clean:a]<path id="a"/>');
    expect(late.get(2)).toBe('[clean:b]<path id="b"/>[clean:kept]<path id="kept"/>');
  });

  it('persists to storage when asked, removals included, and reads it back sanitised', () => {
    const storage = memoryStorage();
    const first = store({ keep: keptIn(storage) });
    first.change(3, draw('s', '<path d="M1 1"/><script>x</script>'));
    first.change(3, draw('t'));
    first.change(3, erase('t'));
    expect(kept(storage)).toEqual({ version: 1, value: { 3: { s: [1, '[clean:s]<path d="M1 1"/>', 'local'], t: [2, null, 'local'] } } });
    const reloaded = store({ keep: keptIn(storage) });
    expect(reloaded.get(3)).toBe('[clean:s]<path d="M1 1"/>');
    // Whatever else is in storage is untrusted too.
    const tampered = memoryStorage({ [KEY]: JSON.stringify({ version: 1, value: { 3: { x: [1, '<path/><script>x</script>'], y: [1, '<refuse/>'] } } }) });
    expect(store({ keep: keptIn(tampered) }).get(3)).toBe('[clean:x]<path/>');
  });

  it('reads drawings kept before they carried a version (stroke tables, or one SVG text per slide) and keeps them in the current version', () => {
    const storage = memoryStorage({ [KEY]: JSON.stringify({ 1: { s: [1, P] }, 2: '<path id="svg"/>' }) });
    const upgraded = store({ keep: keptIn(storage) });
    expect(upgraded.get(1)).toBe(`[clean:s]${P}`);
    expect(upgraded.get(2)).toBe('[clean:old]<path id="svg"/>');
    expect(kept(storage)).toMatchObject({ version: 1, value: { 1: { s: [1, P] }, 2: { old: [1, '<path id="svg"/>'] } } });
    // A version from a newer deck is neither read nor overwritten by this one.
    const newer = JSON.stringify({ version: 9, value: { 1: { s: [1, P] } } });
    const ahead = memoryStorage({ [KEY]: newer });
    expect(store({ keep: keptIn(ahead) }).get(1)).toBe('');
    expect(ahead.items.get(KEY)).toBe(newer);
  });

  it('survives storage that throws, keeping the drawing for this page', () => {
    const safe = store({ keep: keptIn(brokenStorage) });
    expect(() => safe.change(1, draw('y', P))).not.toThrow();
    expect(safe.get(1)).toBe(`[clean:y]${P}`);
  });

  it('lets an attendee change only their own strokes: erasing the presenter\'s or another device\'s keeps them', () => {
    const hub = createHub();
    const presenter = store();
    presenter.setRole('presenter');
    const attendee = store();
    attendee.setViewer('viewer-a');
    const other = store();
    other.setViewer('viewer-b');
    for (const s of [presenter, attendee, other]) s.connect(hub.transport());
    presenter.change(1, draw('p'));
    other.change(1, draw('b'));
    attendee.change(1, draw('a'));
    const heard = vi.fn();
    attendee.subscribe(heard);
    // The eraser (or clear) took all three strokes off the attendee's layer…
    attendee.change(1, erase('p', 'b', 'a'));
    // …but only their own is removed; the layer is told to show the others again.
    expect(attendee.get(1)).toBe('[clean:b]<path id="b"/>[clean:p]<path id="p"/>');
    expect(presenter.get(1)).toBe(attendee.get(1));
    expect(heard).toHaveBeenCalledWith(1, 'remote');
    // Nor may an attendee redraw someone else's stroke under its id.
    attendee.change(1, draw('p', '<path id="forged"/>'));
    expect(presenter.get(1)).toContain('<path id="p"/>');
    expect(presenter.get(1)).not.toContain('forged');
    // The presenter may clear everyone's.
    presenter.change(1, erase('b', 'p'));
    expect(other.get(1)).toBe('');
  });

  it('takes back strokes the server refused, everywhere, and says why', () => {
    const hub = createHub();
    const attendee = store();
    const tab = store();
    attendee.connect(hub.transport());
    tab.connect(hub.transport());
    const reasons = vi.fn();
    attendee.subscribeRefusals(reasons);
    attendee.change(2, draw('a'));
    expect(tab.get(2)).toBe('[clean:a]<path id="a"/>');
    attendee.refuse(2, ['a', 'not-mine'], 'full');
    expect(attendee.get(2)).toBe('');
    expect(tab.get(2)).toBe('');
    expect(reasons).toHaveBeenCalledWith('full');
  });

  it('hides other people\'s strokes on request, never the presenter\'s or this device\'s own', () => {
    const hub = createHub();
    const presenter = store();
    presenter.setRole('presenter');
    const attendee = store();
    attendee.setViewer('viewer-a');
    presenter.connect(hub.transport());
    attendee.connect(hub.transport());
    presenter.change(3, draw('p'));
    attendee.change(3, draw('a'));
    hub.inject({ kind: 'drawing', sender: 'server', from: 'presenter', no: 3, strokes: { o: [1, '<path id="o"/>', 'viewer-b'] } });
    expect(attendee.get(3, { others: false })).toBe('[clean:a]<path id="a"/>[clean:p]<path id="p"/>');
    expect(attendee.get(3)).toContain('<path id="o"/>');
    expect(presenter.get(3, { others: false })).toBe('[clean:p]<path id="p"/>');
  });

  it('follows the presenter (only) on whether the audience may draw', () => {
    const hub = createHub();
    const presenter = store();
    presenter.setRole('presenter');
    const attendee = store();
    presenter.connect(hub.transport());
    attendee.connect(hub.transport());
    const changed = vi.fn();
    attendee.subscribePolicy(changed);
    presenter.setAudienceOpen(false);
    expect(attendee.audienceOpen()).toBe(false);
    expect(changed).toHaveBeenCalledTimes(1);
    hub.inject({ kind: 'audience', sender: 'rogue', from: 'audience', open: true });
    expect(attendee.audienceOpen()).toBe(false);
    attendee.setAudienceOpen(true); // not the presenter: nothing happens
    expect(presenter.audienceOpen()).toBe(false);
    // A tab opened later hears it in the presenter's answer to its hello.
    const late = store();
    late.connect(hub.transport());
    expect(late.audienceOpen()).toBe(false);
  });

  it('keeps a slide\'s drawing when a flood of other strokes passes the size a drawing may have: the presenter\'s first', () => {
    const flood: Record<string, [number, string, string]> = {};
    for (let i = 0; i < 40; i++) flood[`f${i}`] = [1, 'x'.repeat(MAX_DRAWING_CHARS / 20), `viewer-${i}`];
    const message = parseDrawingMessage({ kind: 'drawing', sender: 's', from: 'presenter', no: 1, strokes: { ...flood, mine: [1, P, 'presenter'] } }, SLIDES);
    if (message?.kind !== 'drawing') throw new Error('refused the whole drawing');
    expect(message.strokes.mine).toEqual([1, P, 'presenter']);
    expect(Object.keys(message.strokes).length).toBeLessThan(22);
  });
});

describe('sanitizeDrawing', () => {
  it('fails closed where there is no DOM to sanitise with', () => {
    expect(sanitizeDrawing('<path d="M0 0"/>')).toBe('');
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
