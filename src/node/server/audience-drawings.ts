// Drawings from the audience: attendees may not write the live "drawings" document themselves.
// They send what they drew as a request; the server checks it and writes what it accepts, with the
// attendee's device id as the strokes' owner. The checks: an attendee changes or removes only their
// own strokes; every stroke, every attendee, every slide and the whole deck have quotas (refused,
// never dropped: the presenter's strokes and what was accepted before stay); the presenter can close
// audience drawing live. So whatever attendees send, what a joining device downloads stays bounded.
import type * as Y from 'yjs';
import {
  AUDIENCE_DRAWING_KEY,
  PRESENTER,
  parseStrokeKey,
  readStrokeValue,
  strokeKey,
  type DrawRequest,
  type RefusalReason,
  type StrokeValue,
} from '../../shared/live.ts';

/** Quotas in characters of SVG markup (about bytes: drauu's markup is ASCII) and in strokes. */
export const AUDIENCE_LIMITS = {
  /** One stroke: a long stylus scribble across the slide is 2–5 K. */
  strokeChars: 20_000,
  /** One attendee on one slide. */
  viewerSlideChars: 64 * 1024,
  viewerSlideStrokes: 100,
  /** Every attendee together on one slide. */
  slideChars: 256 * 1024,
  /** Every attendee together on the whole deck. */
  deckChars: 1024 * 1024,
  /** Strokes the audience may have in the document. */
  deckEntries: 10_000,
  viewerEntries: 1_000,
} as const;

/** Running totals of the audience's strokes in one document, kept up to date as it changes. */
class Ledger {
  entries = 0;
  chars = 0;
  readonly slideChars = new Map<number, number>();
  readonly viewerEntries = new Map<string, number>();
  /** "viewer/slide" → [chars, strokes] */
  readonly viewerSlide = new Map<string, [number, number]>();

  constructor(map: Y.Map<unknown>) {
    for (const [key, value] of map.entries()) this.count(key, value, 1);
    map.observe((event) => {
      event.changes.keys.forEach((change, key) => {
        if (change.action !== 'add') this.count(key, change.oldValue, -1);
        if (change.action !== 'delete') this.count(key, map.get(key), 1);
      });
    });
  }

  private count(key: string, value: unknown, sign: 1 | -1): void {
    const at = parseStrokeKey(key);
    const stroke = readStrokeValue(value);
    if (!at || !stroke || stroke[1] === PRESENTER) return;
    const [markup, owner] = stroke;
    const add = <K>(totals: Map<K, number>, k: K, by: number) => totals.set(k, (totals.get(k) ?? 0) + by);
    this.entries += sign;
    add(this.viewerEntries, owner, sign);
    const chars = markup.length * sign;
    this.chars += chars;
    add(this.slideChars, at.no, chars);
    const mine = this.viewerSlide.get(`${owner}/${at.no}`) ?? [0, 0];
    this.viewerSlide.set(`${owner}/${at.no}`, [mine[0] + chars, mine[1] + sign]);
  }

  /** Whether one more stroke of `chars` by `viewer` on slide `no` (replacing `replacing` chars of theirs, if any) fits every quota. */
  fits(viewer: string, no: number, chars: number, replacing: number | null, isNewEntry: boolean): boolean {
    const limits = AUDIENCE_LIMITS;
    const growth = chars - (replacing ?? 0);
    const [viewerChars, viewerStrokes] = this.viewerSlide.get(`${viewer}/${no}`) ?? [0, 0];
    const newEntries = isNewEntry ? 1 : 0;
    return (
      viewerChars + growth <= limits.viewerSlideChars &&
      viewerStrokes + (replacing === null ? 1 : 0) <= limits.viewerSlideStrokes &&
      (this.slideChars.get(no) ?? 0) + growth <= limits.slideChars &&
      this.chars + growth <= limits.deckChars &&
      this.entries + newEntries <= limits.deckEntries &&
      (this.viewerEntries.get(viewer) ?? 0) + newEntries <= limits.viewerEntries
    );
  }
}

const ledgers = new WeakMap<Y.Map<unknown>, Ledger>();
const ledgerOf = (map: Y.Map<unknown>) => {
  let ledger = ledgers.get(map);
  if (!ledger) ledgers.set(map, (ledger = new Ledger(map)));
  return ledger;
};

/** What a drawn stroke may look like on the wire: one element drauu draws. Every page also sanitises it. */
const STROKE_MARKUP = /^<(path|line|rect|ellipse|circle|polyline|polygon|g)[\s>/][^]*>$/;

export interface Refusal {
  ids: string[];
  reason: RefusalReason;
}

/** Transaction origin of the server's own writes, so they are told apart from a connection's. */
export const AUDIENCE_ORIGIN = 'deck-audience-drawing';

/**
 * Applies `viewer`'s request to the drawings document's map: every accepted change is written in
 * one transaction; what is refused comes back (with the first reason) for the page to take back.
 */
export function applyDrawRequest(map: Y.Map<unknown>, viewer: string, request: DrawRequest, options: { slideCount: number; open: boolean }): Refusal | null {
  if (request.no > options.slideCount) return null; // not a slide of this deck: nothing to write, nothing to take back
  const ledger = ledgerOf(map);
  const refused: string[] = [];
  let reason: RefusalReason | null = null;
  const refuse = (id: string, why: RefusalReason) => {
    refused.push(id);
    reason ??= why;
  };
  const open = options.open && map.get(AUDIENCE_DRAWING_KEY) !== 'closed';

  const write = () => {
    for (const put of request.put) {
      const key = strokeKey(request.no, put.id);
      const held = readStrokeValue(map.get(key));
      if (!open) refuse(put.id, 'closed');
      else if (held && held[1] !== viewer) refuse(put.id, 'owner');
      else if (put.markup.length > AUDIENCE_LIMITS.strokeChars || !STROKE_MARKUP.test(put.markup)) refuse(put.id, 'size');
      else if (!ledger.fits(viewer, request.no, put.markup.length, held?.[0].length ?? null, !held)) refuse(put.id, 'full');
      else if (held?.[0] !== put.markup) map.set(key, [put.markup, viewer] satisfies StrokeValue);
    }
    for (const id of request.remove) {
      const key = strokeKey(request.no, id);
      const held = readStrokeValue(map.get(key));
      if (!held) continue;
      if (held[1] !== viewer) refuse(id, 'owner');
      else map.delete(key);
    }
  };
  if (map.doc) map.doc.transact(write, AUDIENCE_ORIGIN);
  else write();
  return reason ? { ids: refused, reason } : null;
}
