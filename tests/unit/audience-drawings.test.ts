// The server's checks on drawings from the audience, on a real Yjs document.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { AUDIENCE_LIMITS, applyDrawRequest } from '../../src/node/server/audience-drawings.ts';
import { AUDIENCE_DRAWING_KEY, parseDrawRequest, type DrawRequest } from '../../src/shared/live.ts';
import { isDrawingRefusal, parseNotice } from '../../src/shared/notices.ts';

const OPTIONS = { slideCount: 25, open: true };
const stroke = (id: string, chars = 100) => ({ id, markup: `<path d="${'M'.repeat(Math.max(0, chars - 12))}"/>` });
const draw = (no: number, put: DrawRequest['put'], remove: string[] = []): DrawRequest => ({ kind: 'draw', no, put, remove });

function documentMap() {
  const doc = new Y.Doc();
  return doc.getMap<unknown>('state');
}

describe('audience drawings on the server', () => {
  it("writes an attendee's stroke with the attendee as owner, and removes it when they erase it", () => {
    const map = documentMap();
    expect(applyDrawRequest(map, 'viewer-a', draw(2, [stroke('s1', 100)]), OPTIONS)).toBeNull();
    expect(map.get('2/s1')).toEqual([stroke('s1').markup, 'viewer-a']);
    expect(applyDrawRequest(map, 'viewer-a', draw(2, [], ['s1']), OPTIONS)).toBeNull();
    expect(map.has('2/s1')).toBe(false);
  });

  it('reads strokes a document kept before strokes were plain entries ([clock, markup, owner]) as their owner\'s', () => {
    const map = documentMap();
    map.set('1/old', [3, '<path d="M0 0"/>', 'viewer-b']);
    map.set('1/older', [1, '<path d="M0 0"/>']); // no owner: the presenter's
    expect(applyDrawRequest(map, 'viewer-a', draw(1, [], ['old', 'older']), OPTIONS)).toEqual({ ids: ['old', 'older'], reason: 'owner' });
    expect(applyDrawRequest(map, 'viewer-b', draw(1, [], ['old']), OPTIONS)).toBeNull();
    expect(map.has('1/old')).toBe(false);
  });

  it("refuses to change or remove someone else's stroke, the presenter's included", () => {
    const map = documentMap();
    map.set('1/p', ['<path d="M0 0"/>', 'presenter']);
    applyDrawRequest(map, 'viewer-b', draw(1, [stroke('b')]), OPTIONS);
    expect(applyDrawRequest(map, 'viewer-a', draw(1, [stroke('p'), stroke('b')], ['p', 'b']), OPTIONS)).toEqual({ ids: ['p', 'b', 'p', 'b'], reason: 'owner' });
    expect(map.get('1/p')).toEqual(['<path d="M0 0"/>', 'presenter']);
    expect((map.get('1/b') as unknown[])[1]).toBe('viewer-b');
  });

  it('refuses strokes while audience drawing is closed (by configuration or live), but lets attendees remove their own', () => {
    const map = documentMap();
    applyDrawRequest(map, 'viewer-a', draw(1, [stroke('a')]), OPTIONS);
    expect(applyDrawRequest(map, 'viewer-a', draw(1, [stroke('x')]), { ...OPTIONS, open: false })).toEqual({ ids: ['x'], reason: 'closed' });
    map.set(AUDIENCE_DRAWING_KEY, 'closed');
    expect(applyDrawRequest(map, 'viewer-a', draw(1, [stroke('y')], ['a']), OPTIONS)).toEqual({ ids: ['y'], reason: 'closed' });
    expect(map.has('1/a')).toBe(false);
    map.set(AUDIENCE_DRAWING_KEY, 'open');
    expect(applyDrawRequest(map, 'viewer-a', draw(1, [stroke('y')]), OPTIONS)).toBeNull();
  });

  it('refuses oversized or foreign markup, and ignores slides the deck does not have', () => {
    const map = documentMap();
    expect(applyDrawRequest(map, 'v', draw(1, [stroke('big', AUDIENCE_LIMITS.strokeChars + 1)]), OPTIONS)).toEqual({ ids: ['big'], reason: 'size' });
    expect(applyDrawRequest(map, 'v', draw(1, [{ id: 'x', markup: '<script>alert(1)</script>' }]), OPTIONS)).toEqual({ ids: ['x'], reason: 'size' });
    expect(applyDrawRequest(map, 'v', draw(1, [{ id: 'y', markup: 'plain text' }]), OPTIONS)).toEqual({ ids: ['y'], reason: 'size' });
    expect(applyDrawRequest(map, 'v', draw(26, [stroke('z')]), OPTIONS)).toBeNull();
    expect(map.size).toBe(0);
  });

  it("keeps each attendee, each slide and the deck within quotas: refuses what is over, keeps what is there", () => {
    const map = documentMap();
    map.set('1/p', ['<path d="M0 0"/>', 'presenter']);
    const perStroke = AUDIENCE_LIMITS.strokeChars;
    // One attendee fills their share of slide 1.
    let refused = 0;
    for (let i = 0; i < 20; i++) if (applyDrawRequest(map, 'viewer-a', draw(1, [stroke(`a${i}`, perStroke)]), OPTIONS)) refused++;
    expect(refused).toBeGreaterThan(0);
    const accepted = 20 - refused;
    expect(accepted * perStroke).toBeLessThanOrEqual(AUDIENCE_LIMITS.viewerSlideChars);
    // Many attendees fill the slide: it stops at the slide's quota, the presenter's stroke stays.
    for (let v = 0; v < 40; v++) applyDrawRequest(map, `viewer-${v}`, draw(1, [stroke(`v${v}`, perStroke)]), OPTIONS);
    const slideChars = [...map.entries()].filter(([k, e]) => k.startsWith('1/') && (e as unknown[])[1] !== 'presenter').reduce((n, [, e]) => n + ((e as unknown[])[0] as string).length, 0);
    expect(slideChars).toBeLessThanOrEqual(AUDIENCE_LIMITS.slideChars);
    expect(map.get('1/p')).toEqual(['<path d="M0 0"/>', 'presenter']);
    expect(applyDrawRequest(map, 'viewer-new', draw(1, [stroke('late', perStroke)]), OPTIONS)).toEqual({ ids: ['late'], reason: 'full' });
    // Removing strokes frees room again; a deleted entry (the presenter's clear) frees its share too.
    map.delete('1/v0');
    map.delete('1/v1');
    expect(applyDrawRequest(map, 'viewer-new', draw(1, [stroke('late', perStroke)]), OPTIONS)).toBeNull();
  });

  it('bounds the whole deck, so a joining device never downloads more than about a megabyte of audience strokes', () => {
    const map = documentMap();
    for (let v = 0; v < 200; v++) {
      for (let no = 1; no <= 25; no++) applyDrawRequest(map, `viewer-${v}`, draw(no, [stroke(`s${v}-${no}`, 15_000)]), OPTIONS);
    }
    const update = Y.encodeStateAsUpdate(map.doc as Y.Doc);
    expect(update.byteLength).toBeLessThan(AUDIENCE_LIMITS.deckChars + 200 * 1024);
  });

  it('counts a many-times redrawn stroke once: attendees cannot grow the document by churning', () => {
    const map = documentMap();
    for (let i = 0; i < 300; i++) {
      applyDrawRequest(map, 'viewer-a', draw(1, [stroke('same', 5000 + (i % 7))]), OPTIONS);
      applyDrawRequest(map, 'viewer-a', draw(1, [], ['same']), OPTIONS);
    }
    expect(map.size).toBe(0);
    expect(Y.encodeStateAsUpdate(map.doc as Y.Doc).byteLength).toBeLessThan(64 * 1024);
  });
});

describe('audience drawing messages', () => {
  it('reads well-formed requests and notices, and anything else as null', () => {
    const request = { kind: 'draw', no: 3, put: [{ id: 'a-1', markup: '<path/>' }], remove: ['b'] };
    expect(parseDrawRequest(JSON.stringify(request))).toEqual(request);
    // An older page also sends each stroke's clock: it is read, without it.
    expect(parseDrawRequest(JSON.stringify({ ...request, put: [{ id: 'a-1', clock: 2, markup: '<path/>' }] }))).toEqual(request);
    for (const bad of ['', 'null', '[]', '{"kind":"draw"}', JSON.stringify({ ...request, no: 0 }), JSON.stringify({ ...request, put: [{ id: 'bad id', markup: '' }] }), JSON.stringify({ ...request, remove: [7] }), JSON.stringify({ ...request, put: Array.from({ length: 65 }, (_, i) => ({ id: `s${i}`, markup: '<path/>' })) })]) {
      expect(parseDrawRequest(bad)).toBeNull();
    }
    // The server's notices share one envelope with the room's (src/shared/notices.ts).
    expect(parseNotice('{"kind":"welcome","viewer":"abc_DEF-123"}')).toEqual({ kind: 'welcome', viewer: 'abc_DEF-123' });
    const refused = parseNotice('{"kind":"refused","request":"draw","no":2,"ids":["a"],"reason":"full"}');
    expect(refused).toEqual({ kind: 'refused', request: 'draw', no: 2, ids: ['a'], reason: 'full' });
    expect(refused && isDrawingRefusal(refused)).toBe(true);
    const roomRefusal = parseNotice('{"kind":"refused","request":"ask","reason":"rate","retryInSeconds":10}');
    expect(roomRefusal).toEqual({ kind: 'refused', request: 'ask', reason: 'rate', retryInSeconds: 10 });
    expect(roomRefusal && isDrawingRefusal(roomRefusal)).toBe(false);
    for (const bad of ['{"kind":"welcome","viewer":"<b>"}', '{"kind":"refused","request":"draw","no":2,"ids":["a"],"reason":"because"}', '{"kind":"refused","request":"draw","no":0,"ids":["a"],"reason":"full"}', '{"kind":"refused","request":"draw","no":2,"ids":["bad id"],"reason":"full"}', '{"kind":"reactions","counts":[]}', 'pong', 'garbage']) expect(parseNotice(bad)).toBeNull();
  });
});
