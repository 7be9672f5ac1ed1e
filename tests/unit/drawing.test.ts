// The drawing layer's logic without a browser: the store (who writes the shared document, an
// attendee's strokes through the server's checks, persistence, sanitising at every way in), the
// document kept in step with the server, keys, brush mapping and mounting errors.
import { createDrauu } from 'drauu';
import { describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { applyBrush } from '../../src/client/features/drawing/brush.ts';
import { DEFAULT_BRUSH, MAX_DRAWING_CHARS } from '../../src/client/deck/drawing-tools.ts';
import { keptDrawings } from '../../src/client/features/drawing/keptDrawings.ts';
import type { KeptStorage } from '../../src/client/state/kept.ts';
import { MOUNT_ERRORS, mountDrawing } from '../../src/client/features/drawing/mount.ts';
import { sanitizeDrawing } from '../../src/client/features/drawing/sanitize.ts';
import { createDrawingStore, type DrawingStore, type DrawingStoreOptions } from '../../src/client/features/drawing/store.ts';
import { newStrokeId, renderStrokes } from '../../src/client/features/drawing/strokes.ts';
import { keepInStepWithServer } from '../../src/client/live/sharedDocument.ts';
import type { LiveDocument } from '../../src/client/live/server.ts';
import { applyDrawRequest } from '../../src/node/server/audience-drawings.ts';
import type { StrokeValue } from '../../src/shared/live.ts';
import { brokenStorage, memoryStorage } from '../support/storage.ts';

const SLIDES = 25;

/**
 * Documents joined like the tabs of one browser (live/sharedDocument.ts relays each update): an
 * update reaches every other document at once, or (`held`) when `flush` is called, as if on the way.
 */
function createTabs({ held = false } = {}) {
  const docs: Y.Doc[] = [];
  const queue: (() => void)[] = [];
  const FROM_TAB = Symbol('tab');
  const join = (doc = new Y.Doc()) => {
    for (const other of docs) {
      Y.applyUpdate(doc, Y.encodeStateAsUpdate(other), FROM_TAB);
      Y.applyUpdate(other, Y.encodeStateAsUpdate(doc), FROM_TAB);
    }
    docs.push(doc);
    doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin === FROM_TAB) return;
      const deliver = () => docs.forEach((other) => other !== doc && Y.applyUpdate(other, update, FROM_TAB));
      if (held) queue.push(deliver);
      else deliver();
    });
    return doc;
  };
  const flush = () => {
    for (let guard = 0; queue.length > 0 && guard < 1000; guard++) queue.shift()?.();
  };
  return { join, flush };
}

const KEY = 'deck-drawings:/';
/** Stands in for the page's SVG parser (which needs a DOM): one stroke per SVG text. */
const keptIn = (storage: KeptStorage) => keptDrawings(storage, KEY, (svg) => ({ old: [svg, 'presenter'] }));
const kept = (storage: ReturnType<typeof memoryStorage>) => JSON.parse(storage.items.get(KEY) ?? 'null') as { version: number; value: Record<string, unknown> } | null;

// Stands in for DOMPurify (which needs a DOM): marks what passed through it (and for which stroke,
// with an element the server's check on stroke markup takes),
// drops <script>, and refuses <refuse/>. Like DOMPurify, a second pass changes nothing.
const markSanitised = (markup: string, id: string) => {
  const mark = `<g data-clean="${id}"/>`;
  if (!markup || markup.includes('<refuse')) return '';
  return markup.startsWith(mark) ? markup : `${mark}${markup.replace(/<script[\s\S]*?<\/script>/g, '')}`;
};

/** A store on `doc`; with no `link` option it is told at once that there is no server (tabs only). */
function store(options: Partial<DrawingStoreOptions> & { role?: 'presenter' | 'audience'; linked?: boolean } = {}): DrawingStore {
  const made = createDrawingStore({ slideCount: SLIDES, syncAll: true, keep: null, sanitize: markSanitised, ...options });
  if (options.role) made.setRole(options.role);
  if (options.linked !== false) made.link(null);
  return made;
}

/**
 * A deck server's drawings document with its real checks (audience-drawings.ts), and the pages
 * joined to it as sharedDocument.ts joins them: the presenter writes it; an attendee's requests go
 * through applyDrawRequest, and refusals come back to the page.
 */
function createServer() {
  const server = new Y.Doc();
  const map = server.getMap<unknown>('state');
  const join = (page: DrawingStore, doc: Y.Doc, viewer: string | null) => {
    const live = {
      doc: server,
      writable: () => viewer === null,
      onSynced: (listener: () => void) => listener(),
    } as unknown as LiveDocument;
    keepInStepWithServer(doc, live);
    if (viewer) page.setViewer(viewer);
    page.link({
      writable: live.writable,
      request: (request) => {
        const refusal = applyDrawRequest(map, viewer ?? 'presenter', request, { slideCount: SLIDES, open: true });
        if (refusal) page.refuse(request.no, refusal.ids, refusal.reason);
      },
    });
  };
  return { doc: server, map, join };
}

/** A presenter and two attendees (viewer-a, viewer-b), each page joined to one server. */
function roomOnServer() {
  const server = createServer();
  const page = (role: 'presenter' | 'audience', viewer: string | null) => {
    const doc = new Y.Doc();
    const made = store({ doc, role, linked: false });
    server.join(made, doc, viewer);
    return made;
  };
  return { presenter: page('presenter', null), attendee: page('audience', 'viewer-a'), other: page('audience', 'viewer-b') };
}

const P = '<path d="M0 0"/>';

describe('strokes', () => {
  it('renders strokes in drawing order (ids start with the time), and keeps a slide within its size, the presenter\'s first', () => {
    const early = newStrokeId(1_000);
    const late = newStrokeId(2_000_000_000_000);
    expect(renderStrokes(new Map<string, StrokeValue>([[late, ['<late/>', 'presenter']], [early, ['<early/>', 'v']]]))).toBe('<early/><late/>');
    const flood = new Map<string, StrokeValue>();
    for (let i = 0; i < 40; i++) flood.set(`f${i}`, ['x'.repeat(MAX_DRAWING_CHARS / 20), `viewer-${i}`]);
    flood.set('z-mine', [P, 'presenter']);
    const shown = renderStrokes(flood);
    expect(shown.endsWith(P)).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(MAX_DRAWING_CHARS);
  });
});

describe('DrawingStore', () => {
  const draw = (id: string, markup = `<path id="${id}"/>`) => ({ put: [{ id, markup }], remove: [] });
  const erase = (...ids: string[]) => ({ put: [], remove: ids });

  it('shares a stroke drawn here with the other tabs, which keep it sanitised; removing it spreads too', () => {
    const tabs = createTabs();
    const here = store({ doc: tabs.join() });
    const there = store({ doc: tabs.join() });
    const heard = vi.fn();
    there.subscribe(heard);
    here.change(2, draw('s0'));
    here.change(2, draw('s1', P));
    here.change(2, erase('s0'));
    expect(here.get(2)).toBe(`<g data-clean="s1"/>${P}`); // drawn here: sanitised too, so every view holds the same markup
    expect(there.get(2)).toBe(`<g data-clean="s1"/>${P}`);
    expect(heard).toHaveBeenCalledWith(2, 'remote');
    here.change(2, erase('s1'));
    expect(there.get(2)).toBe('');
  });

  it('keeps both strokes when two views draw on one slide at the same time, and an erase beside a new stroke', () => {
    const tabs = createTabs({ held: true });
    const presenter = store({ doc: tabs.join(), role: 'presenter' });
    const audience = store({ doc: tabs.join() });
    presenter.change(4, draw('p'));
    audience.change(4, draw('a'));
    tabs.flush(); // both updates were on the way while the other view drew
    const both = '<g data-clean="a"/><path id="a"/><g data-clean="p"/><path id="p"/>';
    expect(presenter.get(4)).toBe(both);
    expect(audience.get(4)).toBe(both);
    presenter.change(4, erase('a'));
    audience.change(4, draw('a2'));
    tabs.flush();
    expect(presenter.get(4)).toBe('<g data-clean="a2"/><path id="a2"/><g data-clean="p"/><path id="p"/>');
    expect(audience.get(4)).toBe(presenter.get(4));
  });

  it('runs every stroke in the document through the sanitiser, drops what it refuses, and reads malformed entries as no stroke', () => {
    const tabs = createTabs();
    const here = store({ doc: tabs.join() });
    const hostile = tabs.join().getMap('state');
    hostile.set('1/x', ['<path d="M0 0"/><script>window.__pwned=1</script>', 'presenter']);
    hostile.set('1/y', ['<refuse/>', 'presenter']);
    for (const [key, value] of [['1/z', 7], ['1/w', [null, 'presenter']], ['1/v', [P, '<b>owner</b>']], ['no slide', [P, 'presenter']], ['99/u', [P, 'presenter']]] as const) hostile.set(key, value);
    expect(here.get(1)).toBe(`<g data-clean="x"/>${P}`);
    expect(here.get(99)).toBe('<g data-clean="u"/><path d="M0 0"/>'); // a slide this page does not show is still only markup, sanitised
  });

  it("without syncAll keeps an attendee's strokes on their page; the presenter's are shared", () => {
    const tabs = createTabs();
    const audienceDoc = tabs.join();
    const audience = store({ doc: audienceDoc, syncAll: false });
    const presenter = store({ doc: tabs.join(), syncAll: false, role: 'presenter' });
    const other = store({ doc: tabs.join(), syncAll: false });
    audience.change(1, draw('mine'));
    expect([...audienceDoc.getMap('state').keys()]).toEqual([]); // never left the page
    presenter.change(1, draw('presenter'));
    expect(other.get(1)).toBe('<g data-clean="presenter"/><path id="presenter"/>');
    expect(audience.get(1)).toBe('<g data-clean="mine"/><path id="mine"/><g data-clean="presenter"/><path id="presenter"/>');
  });

  it('gives a tab that opens late everything, merged with what that tab kept', () => {
    const tabs = createTabs();
    const first = store({ doc: tabs.join(), role: 'presenter' });
    first.change(1, draw('a'));
    first.change(2, draw('b'));
    const keptBefore = memoryStorage({ [KEY]: JSON.stringify({ version: 1, value: { 2: { kept: [1, '<path id="kept"/>'] } } }) });
    const lateDoc = new Y.Doc();
    const late = store({ doc: lateDoc, keep: keptIn(keptBefore), role: 'presenter', linked: false });
    tabs.join(lateDoc);
    late.link(null);
    expect(late.get(1)).toBe('<g data-clean="a"/><path id="a"/>');
    expect(late.get(2)).toBe('<g data-clean="b"/><path id="b"/><g data-clean="kept"/><path id="kept"/>');
    expect(first.get(2)).toBe(late.get(2));
  });

  it('persists to storage when asked, removals included, and reads it back sanitised; whatever storage holds is untrusted', () => {
    const storage = memoryStorage();
    const first = store({ keep: keptIn(storage), role: 'presenter' });
    first.change(3, draw('s', '<path d="M1 1"/><script>x</script>'));
    first.change(3, draw('t'));
    first.change(3, erase('t'));
    expect(kept(storage)?.version).toBe(2);
    const reloaded = store({ keep: keptIn(storage), role: 'presenter' });
    expect(reloaded.get(3)).toBe('<g data-clean="s"/><path d="M1 1"/>');
    const tampered = memoryStorage({ [KEY]: JSON.stringify({ version: 2, value: { doc: 'not base64 !', own: { 3: { x: '<path/><script>x</script>', y: '<refuse/>', 'bad id': P }, 99: { z: P }, 4: 'x' } } }) });
    expect(store({ keep: keptIn(tampered) }).get(3)).toBe('<g data-clean="x"/><path/>');
    const garbage = memoryStorage({ [KEY]: JSON.stringify({ version: 2, value: { doc: btoa('\u0001\u0002garbage') } }) });
    expect(() => store({ keep: keptIn(garbage) })).not.toThrow();
  });

  it('reads drawings kept by earlier versions (stroke tables with clocks, or one SVG text per slide) and keeps them in the current one', () => {
    const storage = memoryStorage({ [KEY]: JSON.stringify({ 1: { s: [1, P], gone: [2, null] }, 2: '<path id="svg"/>' }) });
    const upgraded = store({ keep: keptIn(storage), role: 'presenter' });
    expect(upgraded.get(1)).toBe(`<g data-clean="s"/>${P}`);
    expect(upgraded.get(2)).toBe('<g data-clean="old"/><path id="svg"/>');
    expect(kept(storage)?.version).toBe(2);
    expect(store({ keep: keptIn(storage), role: 'presenter' }).get(2)).toBe('<g data-clean="old"/><path id="svg"/>');
    // A version from a newer deck is neither read nor overwritten by this one.
    const newer = JSON.stringify({ version: 9, value: { 1: { s: [1, P] } } });
    const ahead = memoryStorage({ [KEY]: newer });
    expect(store({ keep: keptIn(ahead) }).get(1)).toBe('');
    expect(ahead.items.get(KEY)).toBe(newer);
  });

  it('survives storage that throws, keeping the drawing for this page', () => {
    const safe = store({ keep: keptIn(brokenStorage) });
    expect(() => safe.change(1, draw('y', P))).not.toThrow();
    expect(safe.get(1)).toBe(`<g data-clean="y"/>${P}`);
  });

  it("sends an attendee's strokes to the server, which writes them with the device as owner; the layer is not reloaded for it", () => {
    const server = createServer();
    const presenterDoc = new Y.Doc();
    const presenter = store({ doc: presenterDoc, role: 'presenter', linked: false });
    server.join(presenter, presenterDoc, null);
    const attendeeDoc = new Y.Doc();
    const attendee = store({ doc: attendeeDoc, linked: false });
    server.join(attendee, attendeeDoc, 'viewer-a');
    const heard = vi.fn();
    attendee.subscribe(heard);
    attendee.change(1, draw('a'));
    expect(server.map.get('1/a')).toEqual(['<g data-clean="a"/><path id="a"/>', 'viewer-a']);
    expect(presenter.get(1)).toBe('<g data-clean="a"/><path id="a"/>');
    expect(heard.mock.calls).toEqual([[1, 'local']]); // the server's copy looks the same: the layer keeps its undo
    attendee.change(1, erase('a'));
    expect(server.map.has('1/a')).toBe(false);
    expect(presenter.get(1)).toBe('');
  });

  it("lets an attendee change only their own strokes: erasing the presenter's or another device's keeps them, and so does the server", () => {
    const { presenter, attendee, other } = roomOnServer();
    presenter.change(1, draw('p'));
    other.change(1, draw('b'));
    attendee.change(1, draw('a'));
    const heard = vi.fn();
    attendee.subscribe(heard);
    // The eraser (or clear) took all three strokes off the attendee's layer…
    attendee.change(1, erase('p', 'b', 'a'));
    // …but only their own is removed; the layer is told to show the others again.
    expect(attendee.get(1)).toBe('<g data-clean="b"/><path id="b"/><g data-clean="p"/><path id="p"/>');
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

  it('takes back strokes the server refused, and says why', () => {
    const server = createServer();
    const doc = new Y.Doc();
    const attendee = store({ doc, linked: false });
    server.join(attendee, doc, 'viewer-a');
    const reasons = vi.fn();
    attendee.subscribeRefusals(reasons);
    attendee.change(2, draw('big', `<path d="${'M'.repeat(30_000)}"/>`));
    expect(attendee.get(2)).toBe('');
    expect(reasons).toHaveBeenCalledWith('size');
  });

  it('offers strokes drawn before the page knew of the server, and again after a rejoin: an attendee\'s as requests, the presenter\'s as writes', () => {
    const server = createServer();
    const attendeeDoc = new Y.Doc();
    const attendee = store({ doc: attendeeDoc, linked: false });
    attendee.change(5, draw('early'));
    expect(attendee.get(5)).toBe('<g data-clean="early"/><path id="early"/>');
    const presenterDoc = new Y.Doc();
    const presenter = store({ doc: presenterDoc, role: 'presenter', linked: false });
    presenter.change(5, draw('p-early'));
    server.join(attendee, attendeeDoc, 'viewer-a');
    server.join(presenter, presenterDoc, null);
    expect([...server.map.keys()].sort()).toEqual(['5/early', '5/p-early']);
    expect(server.map.get('5/early')).toEqual(['<g data-clean="early"/><path id="early"/>', 'viewer-a']);
  });

  it("hides other people's strokes on request, never the presenter's or this device's own", () => {
    const { presenter, attendee, other } = roomOnServer();
    presenter.change(3, draw('p'));
    attendee.change(3, draw('a'));
    other.change(3, draw('o'));
    expect(attendee.get(3, { others: false })).toBe('<g data-clean="a"/><path id="a"/><g data-clean="p"/><path id="p"/>');
    expect(attendee.get(3)).toContain('<path id="o"/>');
    expect(presenter.get(3, { others: false })).toBe('<g data-clean="p"/><path id="p"/>');
  });

  it('follows the presenter (only) on whether the audience may draw, in tabs that open later too', () => {
    const tabs = createTabs();
    const presenter = store({ doc: tabs.join(), role: 'presenter' });
    const attendee = store({ doc: tabs.join() });
    const changed = vi.fn();
    attendee.subscribePolicy(changed);
    presenter.setAudienceOpen(false);
    expect(attendee.audienceOpen()).toBe(false);
    expect(changed).toHaveBeenCalledTimes(1);
    attendee.setAudienceOpen(true); // not the presenter: nothing happens
    expect(presenter.audienceOpen()).toBe(false);
    expect(store({ doc: tabs.join() }).audienceOpen()).toBe(false);
  });
});

describe('a document kept in step with the server', () => {
  it("sends what the presenter drew while the link was down on the next join, and everything to a server that restarted empty", () => {
    const page = new Y.Doc();
    const listeners: (() => void)[] = [];
    let server = new Y.Doc();
    const live = (doc: Y.Doc) => ({ doc, writable: () => true, onSynced: (l: () => void) => listeners.push(l) }) as unknown as LiveDocument;
    const stop = keepInStepWithServer(page, live(server));
    listeners.forEach((l) => l());
    page.getMap('state').set('1/a', [P, 'presenter']);
    expect(server.getMap('state').get('1/a')).toEqual([P, 'presenter']);
    // The server restarted with nothing kept: the page's next join gives it everything.
    stop();
    listeners.length = 0;
    server = new Y.Doc();
    keepInStepWithServer(page, live(server));
    page.getMap('state').set('1/b', [P, 'presenter']); // drawn while the new link was still joining
    listeners.forEach((l) => l());
    expect([...server.getMap('state').keys()].sort()).toEqual(['1/a', '1/b']);
  });

  it("never writes the server's copy for a page the server does not let write, and still takes in what it holds", () => {
    const page = new Y.Doc();
    const server = new Y.Doc();
    server.getMap('state').set('2/p', [P, 'presenter']);
    keepInStepWithServer(page, { doc: server, writable: () => false, onSynced: (l: () => void) => l() } as unknown as LiveDocument);
    expect(page.getMap('state').get('2/p')).toEqual([P, 'presenter']);
    page.getMap('state').set('2/x', [P, 'presenter']);
    expect(server.getMap('state').has('2/x')).toBe(false);
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
