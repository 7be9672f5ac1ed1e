// What the deck server says to pages outside the live documents, on any of them: one envelope,
// parsed once where the page's connection receives it (src/client/live/server.ts). Anything
// malformed reads as null, never as an exception.
import { isOwner, isStrokeId, REFUSAL_REASONS, type RefusalReason } from './live.ts';
import { isRecord } from './records.ts';
import { REACTIONS, type Reaction, type RoomRefusal } from './room.ts';

/** Why a request was not taken: the room's reasons and the drawings'. */
export type Refusal = RoomRefusal | RefusalReason;

export type LiveNotice =
  /** To a page as it joins "drawings" or "room": its device's public id (its strokes, questions and votes carry it). */
  | { kind: 'welcome'; viewer: string }
  /**
   * To the sender alone: a request that was not taken (`request` is its kind), and why. A drawing
   * request's refusal names the slide and strokes, which the page takes back.
   */
  | { kind: 'refused'; request: string; reason: Refusal; retryInSeconds?: number; no?: number; ids?: string[] }
  /** To every page, a few times a second at most: reactions sent since the last one, per emoji. */
  | { kind: 'reactions'; counts: Partial<Record<Reaction, number>> };

const REFUSALS: readonly Refusal[] = ['invalid', 'moderator', 'off', 'unknown', ...REFUSAL_REASONS];

/** A refusal of an attendee's strokes: it names the slide and the strokes, which the page takes back. */
export type DrawingRefusal = { kind: 'refused'; request: 'draw'; no: number; ids: string[]; reason: RefusalReason };

export const isDrawingRefusal = (notice: LiveNotice): notice is DrawingRefusal =>
  notice.kind === 'refused' && notice.request === 'draw' && notice.no !== undefined && notice.ids !== undefined && (REFUSAL_REASONS as readonly string[]).includes(notice.reason);
const isSlideNo = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 9999;

function parseRefusal(data: Record<string, unknown>): LiveNotice | null {
  if (typeof data.request !== 'string' || !REFUSALS.includes(data.reason as Refusal)) return null;
  const notice: LiveNotice = { kind: 'refused', request: data.request.slice(0, 20), reason: data.reason as Refusal };
  if (typeof data.retryInSeconds === 'number' && data.retryInSeconds >= 0) notice.retryInSeconds = data.retryInSeconds;
  if (data.no !== undefined || data.ids !== undefined) {
    if (!isSlideNo(data.no) || !Array.isArray(data.ids) || !data.ids.every(isStrokeId)) return null;
    notice.no = data.no;
    notice.ids = data.ids as string[];
  }
  return notice;
}

export function parseNotice(text: string): LiveNotice | null {
  // A notice is a JSON object. The heartbeat's pong, once a second, is not, and is not parsed: a
  // parse that fails makes an error with a stack, work a page with DevTools open pays many times over.
  if (!text.startsWith('{')) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(data)) return null;
  switch (data.kind) {
    case 'welcome':
      return isOwner(data.viewer) ? { kind: 'welcome', viewer: data.viewer } : null;
    case 'refused':
      return parseRefusal(data);
    case 'reactions': {
      if (!isRecord(data.counts)) return null;
      const counts: Partial<Record<Reaction, number>> = {};
      for (const emoji of REACTIONS) {
        const n = data.counts[emoji];
        if (Number.isInteger(n) && (n as number) > 0) counts[emoji] = Math.min(n as number, 1_000_000);
      }
      return { kind: 'reactions', counts };
    }
    default:
      return null;
  }
}
