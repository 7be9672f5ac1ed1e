// A cheap check of a sync frame's envelope before Hocuspocus reads it: the document name and
// message type must be ones this deck uses. Anything else is dropped with one log line.
import * as decoding from 'lib0/decoding';

/** Hocuspocus message types (Sync … SyncStatus). */
const LAST_MESSAGE_TYPE = 8;

export function frameProblem(data: unknown, documents: readonly string[]): string | null {
  if (!(data instanceof Buffer || data instanceof Uint8Array)) return 'not a binary frame';
  try {
    const decoder = decoding.createDecoder(new Uint8Array(data));
    const name = decoding.readVarString(decoder);
    if (!documents.includes(name)) return `unknown document "${name.slice(0, 40)}"`;
    const type = decoding.readVarUint(decoder);
    if (type > LAST_MESSAGE_TYPE) return `unknown message type ${type}`;
    return null;
  } catch {
    return 'unreadable frame';
  }
}
