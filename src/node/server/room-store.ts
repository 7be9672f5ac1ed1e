// Where the room (questions, votes, polls) and the drawings outlive a server restart: in Redis when
// several server processes share them, otherwise in files of the deck's state folder. What is kept
// is each Yjs document's whole state; loading merges it into the live document, so a store that
// lags a little behind (another node saved later) loses nothing that the nodes still hold.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import IORedis from 'ioredis';

export interface RoomStore {
  /** The kept state, or null when there is none yet (or it cannot be read: the room starts empty). */
  load: () => Promise<Uint8Array | null>;
  save: (state: Uint8Array) => Promise<void>;
  /** Where it is kept, for the start banner and logs. */
  where: string;
  close: () => Promise<void>;
}

/** The room's file of one deck (its Markdown file's path picks it, so two decks keep two rooms); `kind`: which document. */
export const roomFile = (stateDir: string, slides: string, kind: 'room' | 'drawings' = 'room') =>
  path.join(stateDir, `${kind}-${createHash('sha256').update(path.resolve(slides)).digest('hex').slice(0, 12)}.ydoc`);

export function fileRoomStore(file: string): RoomStore {
  return {
    where: file,
    load: async () => readFile(file).then((buffer) => new Uint8Array(buffer), () => null),
    async save(state) {
      await mkdir(path.dirname(file), { recursive: true });
      // Written whole, then put in place: a crash mid-write leaves the last good state.
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
      await writeFile(partial, state, { mode: 0o600 });
      await rename(partial, file);
    },
    close: async () => undefined,
  };
}

export function redisRoomStore(url: string, key = 'deck:room'): RoomStore {
  const redis = new IORedis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  redis.on('error', () => undefined); // reported by the sync server's own Redis connection
  return {
    where: `Redis at ${new URL(url).host} (key ${key})`,
    load: async () => {
      const buffer = await redis.getBuffer(key);
      return buffer ? new Uint8Array(buffer) : null;
    },
    save: async (state) => void (await redis.set(key, Buffer.from(state))),
    close: async () => void redis.disconnect(),
  };
}
