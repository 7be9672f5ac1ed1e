// A cheap read of a sync frame's envelope before Hocuspocus sees it: which document, which kind of
// message. Frames that are not well formed, or name a document this deck does not have, are
// malformed (their sender is disconnected); kinds the deck's pages never send are refused and dropped.
import * as decoding from 'lib0/decoding';

/** Hocuspocus message kinds. */
export const MessageKind = {
  Sync: 0,
  Awareness: 1,
  Auth: 2,
  QueryAwareness: 3,
  SyncReply: 4,
  Stateless: 5,
  BroadcastStateless: 6,
  Close: 7,
  SyncStatus: 8,
} as const;

/**
 * What the deck's pages send. Not in it: a query for everyone's presence and a broadcast to every
 * page (both would make the server fan a sender's bytes out to the room), and the kinds only a
 * server sends.
 */
const FROM_PAGES = new Set<number>([MessageKind.Sync, MessageKind.Awareness, MessageKind.Auth, MessageKind.Stateless, MessageKind.Close]);

export type Envelope =
  | { ok: true; document: string; kind: number; size: number; used: boolean }
  | { ok: false; problem: string };

export function readEnvelope(data: unknown, documents: readonly string[]): Envelope {
  if (!(data instanceof Buffer || data instanceof Uint8Array)) return { ok: false, problem: 'not a binary frame' };
  try {
    const decoder = decoding.createDecoder(new Uint8Array(data));
    const name = decoding.readVarString(decoder);
    if (!documents.includes(name)) return { ok: false, problem: `unknown document "${name.slice(0, 40)}"` };
    const kind = decoding.readVarUint(decoder);
    if (kind > MessageKind.SyncStatus) return { ok: false, problem: `unknown message type ${kind}` };
    return { ok: true, document: name, kind, size: data.byteLength, used: FROM_PAGES.has(kind) };
  } catch {
    return { ok: false, problem: 'unreadable frame' };
  }
}
