// A poll's options and id, as an author writes them: options="A | B | C" (or "A, B, C" when no
// option needs a comma, or an array), and an id from the question unless the author gives one. The
// id is what the room files answers under, so it must stay the same across builds and devices.
import { MAX_POLL_OPTIONS, isRoomId } from '../../../shared/room.ts';

export function parseOptions(options: string | readonly string[] | undefined): string[] {
  const list = typeof options === 'string' ? options.split(options.includes('|') ? '|' : ',') : (options ?? []);
  return list.map((option) => String(option).trim()).filter(Boolean).slice(0, MAX_POLL_OPTIONS);
}

/** FNV-1a over the question's UTF-16 code units, in base 36: short, stable, and a valid room id. */
export function pollIdOf(question: string, id?: string): string {
  if (id !== undefined && isRoomId(id)) return id;
  let hash = 0x811c9dc5;
  for (let i = 0; i < question.length; i++) {
    hash ^= question.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `poll-${hash.toString(36)}`;
}
