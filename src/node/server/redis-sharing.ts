// Several deck server processes share the live documents through Redis: Hocuspocus's Redis
// extension, with what the deck adds to it (catching up after Redis was away).
import { Redis } from '@hocuspocus/extension-redis';
import type { Document, onChangePayload } from '@hocuspocus/server';
import IORedis from 'ioredis';

/** Transaction origin of a resync after Redis came back (not Redis's own, so the extension publishes it). */
const RESYNC_ORIGIN = 'deck-redis-resync';

/**
 * Hocuspocus's Redis extension, and what it lacks when Redis goes away for a while: what the nodes
 * published meanwhile was lost, so once Redis is back each node asks the others for what it missed
 * (its first sync step for every open document, as when a document opens; the others answer with
 * their changes and ask for this node's) and keeps the room and drawings again (a Redis that
 * restarted empty has lost them).
 */
export function redisExtension(url: string, log: (message: string) => void, documents: () => Iterable<Document>, keep: () => void): Redis {
  log(`sync: sharing state through Redis at ${new URL(url).host}`);
  const extension: Redis = new Redis({
    createClient: () => {
      const client = new IORedis(url);
      // ioredis retries by itself; say once that Redis is unreachable rather than on every retry.
      let reported = false;
      let readyBefore = false;
      client.on('error', (err: Error) => {
        if (!reported) log(`sync: Redis unreachable (${err.message}); retrying`);
        reported = true;
      });
      client.on('ready', () => {
        if (readyBefore) {
          log('sync: Redis is back; catching up with the other nodes');
          for (const document of documents()) {
            // onChange publishes this node's first sync step for the document (all it reads of the payload).
            void extension.onChange({ documentName: document.name, document, transactionOrigin: RESYNC_ORIGIN } as unknown as onChangePayload).catch(() => undefined);
          }
          keep();
        }
        readyBefore = true;
        reported = false;
      });
      return client;
    },
  });
  return extension;
}
