// What travels between a page and the deck server besides the Yjs documents themselves: the
// credentials a page connects with, the layout of the "drawings" document, and the small JSON
// messages of the audience's drawing channel. Both sides parse with these functions, so anything
// malformed reads as null on either side, never as an exception.
import { isRecord } from './records.ts';

/**
 * The live documents (the room's layout is in room.ts); anything else is refused by the server.
 * "backstage" is the presenter's alone: what only the presenter view shows (how many follow).
 */
export const LIVE_DOCUMENTS = ['nav', 'drawings', 'room', 'backstage'] as const;
export type LiveDocumentName = (typeof LIVE_DOCUMENTS)[number];

/** What a page connects with: its presenter token (if any), its device secret, and which view it is. */
export interface Credentials {
  token: string | null;
  /** A random secret the browser keeps; the server derives the device's public id from it. */
  viewer: string | null;
  /** The page shows the presenter view (with no password set, this alone makes it the presenter). */
  presenterView: boolean;
}

const VIEWER_SECRET = /^[\w-]{16,64}$/;
export const isViewerSecret = (value: unknown): value is string => typeof value === 'string' && VIEWER_SECRET.test(value);

export function encodeCredentials(credentials: Credentials): string {
  return JSON.stringify({ v: 1, token: credentials.token, viewer: credentials.viewer, presenterView: credentials.presenterView });
}

/** Reads what a page sent; a bare string (an older page, or a script) counts as a presenter token. */
export function decodeCredentials(raw: string): Credentials {
  let data: unknown;
  try {
    data = raw.startsWith('{') ? JSON.parse(raw) : null;
  } catch {
    data = null;
  }
  if (typeof data !== 'object' || data === null) return { token: raw || null, viewer: null, presenterView: false };
  const { token, viewer, presenterView } = data as Record<string, unknown>;
  return {
    token: typeof token === 'string' && token.length <= 512 ? token : null,
    viewer: isViewerSecret(viewer) ? viewer : null,
    presenterView: presenterView === true,
  };
}

// ---- The heartbeat ----------------------------------------------------------------------------
// A link whose frames just stop (a venue's Wi-Fi hangs, nothing closes) looks alive to both ends
// for minutes. So a page sends a ping on "nav" (a Hocuspocus stateless message) every
// `everyMs`; the server answers each with a pong. A page that has heard nothing at all for
// `silentMs` says it is reconnecting and connects anew; an attempt to connect that has not opened
// within `connectMs` (twice that after one that did not) is abandoned for a fresh one. The server pings each socket (WebSocket ping
// frames, which browsers answer by themselves) every `serverMs` and drops one that did not answer
// the last, so a page that went silent stops counting as a follower.
export const HEARTBEAT = { everyMs: 1000, silentMs: 3000, connectMs: 2500, serverMs: 5000 } as const;
export const PING = 'ping';
export const PONG = 'pong';

// ---- The "drawings" document ----------------------------------------------------------------
// Each stroke is its own entry, keyed "<slide>/<stroke id>", holding [markup, owner]: its SVG
// markup and who drew it, PRESENTER or the public id of the device (stamped by the server). Erasing
// a stroke deletes its entry: Yjs keeps the document in step, so nothing else is needed to merge two
// views' strokes. One more entry, AUDIENCE_DRAWING_KEY, says whether the presenter lets the
// audience draw right now.

export const PRESENTER = 'presenter';
export const AUDIENCE_DRAWING_KEY = 'audience-drawing';
export type AudienceDrawing = 'open' | 'closed';

/** A stroke as the document holds it. */
export type StrokeValue = [markup: string, owner: string];

const STROKE_ID = /^[\w-]{1,64}$/;
export const isStrokeId = (value: unknown): value is string => typeof value === 'string' && STROKE_ID.test(value);
const OWNER = /^[\w-]{1,32}$/;
export const isOwner = (value: unknown): value is string => typeof value === 'string' && OWNER.test(value);

export const strokeKey = (no: number, id: string) => `${no}/${id}`;

/** A stroke entry's key as slide number and stroke id, or null for any other key. */
export function parseStrokeKey(key: string): { no: number; id: string } | null {
  const match = /^(\d{1,4})\/([\w-]{1,64})$/.exec(key);
  return match ? { no: Number(match[1]), id: match[2] as string } : null;
}

/**
 * A stroke entry's value, or null when it holds no stroke. Documents kept before strokes were
 * plain Yjs entries held [clock, markup | null, owner?] (null: erased; no owner: the presenter's).
 */
export function readStrokeValue(value: unknown): StrokeValue | null {
  if (!Array.isArray(value)) return null;
  const [markup, owner = PRESENTER] = (typeof value[0] === 'number' ? value.slice(1) : value) as unknown[];
  return typeof markup === 'string' && isOwner(owner) ? [markup, owner] : null;
}

// ---- The audience's drawing channel (Hocuspocus stateless messages on "drawings") -------------
// Attendees may not write the document; they ask the server, which checks ownership, size, rate
// and the room's quotas, and writes what it accepts with the attendee's id as owner.

export interface StrokePut {
  id: string;
  markup: string;
}

/** Attendee → server: strokes drawn (or redone) and removed on one slide. */
export interface DrawRequest {
  kind: 'draw';
  no: number;
  put: StrokePut[];
  remove: string[];
}

/** Why the server did not take an attendee's strokes. */
export const REFUSAL_REASONS = ['closed', 'full', 'rate', 'size', 'owner'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** Strokes in one request; a stroke is one pen-down to pen-up, so a real page sends one or a few. */
export const MAX_STROKES_PER_REQUEST = 64;

const isSlideNo = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 9999;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** A put's stroke (an older page also sends a clock, which is no longer read). */
function parsePut(data: unknown): StrokePut | null {
  if (!isRecord(data)) return null;
  const { id, markup } = data;
  return isStrokeId(id) && typeof markup === 'string' ? { id, markup } : null;
}

/** A drawing request from its JSON text, or null. Markup is checked for size by the server, and sanitised by every page. */
export function parseDrawRequest(text: string): DrawRequest | null {
  const data = parseJson(text);
  if (!isRecord(data) || data.kind !== 'draw' || !isSlideNo(data.no)) return null;
  const { put, remove } = data;
  if (!Array.isArray(put) || !Array.isArray(remove) || put.length + remove.length > MAX_STROKES_PER_REQUEST) return null;
  const puts = put.map(parsePut);
  if (puts.some((p) => p === null) || !remove.every(isStrokeId)) return null;
  return { kind: 'draw', no: data.no, put: puts as StrokePut[], remove: remove as string[] };
}
