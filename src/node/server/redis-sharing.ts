// Several deck server processes share the live documents through Redis: Hocuspocus's Redis
// extension, with what the deck adds to it (changes published as they are, catching up after Redis
// was away).
import { Redis } from '@hocuspocus/extension-redis';
import { OutgoingMessage, type Document, type Extension, type onChangePayload } from '@hocuspocus/server';
import IORedis from 'ioredis';
import * as encoding from 'lib0/encoding';
import * as Y from 'yjs';

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
  // Stopping while Redis is away: the extension's goodbye (QUIT, queued behind what waited for
  // Redis) would hold the stop up until its retries ran out, some 10 s, and then fail it. The
  // clients are let go of instead; what they still held for Redis is lost either way.
  const goodbye = extension.onDestroy.bind(extension);
  extension.onDestroy = async () => {
    if (extension.pub.status === 'ready' && extension.sub.status === 'ready') return goodbye();
    extension.pub.disconnect(false);
    extension.sub.disconnect(false);
  };
  return extension;
}

/** Whether a transaction changed the document (as Yjs decides before it emits an update). */
function changedAnything(transaction: Y.Transaction): boolean {
  if (transaction.deleteSet.clients.size > 0) return true;
  for (const [client, clock] of transaction.afterState) if (transaction.beforeState.get(client) !== clock) return true;
  return false;
}

/** A message as the extension publishes it: its node's id first, so the node skips its own. */
function fromThisNode(redis: Redis, message: Uint8Array): Buffer {
  const id = Buffer.from(redis.configuration.identifier);
  return Buffer.concat([Buffer.from([id.length]), id, message]);
}

/** [document][Sync = 0][step 2 = 1][update], from this node. */
function updateFrame(redis: Redis, documentName: string, update: Uint8Array): Buffer {
  const encoder = encoding.createEncoder();
  encoding.writeVarString(encoder, documentName);
  encoding.writeVarUint(encoder, 0);
  encoding.writeVarUint(encoder, 1);
  encoding.writeVarUint8Array(encoder, update);
  return fromThisNode(redis, encoding.toUint8Array(encoder));
}

const channel = (redis: Redis, documentName: string) => `${redis.configuration.prefix}:${documentName}`;

/**
 * The extension tells the other nodes of a change with this node's first sync step only: each asks
 * back and gets the change two more trips through Redis later, and only once this node has sent it
 * to every page of its own (thousands of sockets: the slowest part). Here each change is also
 * published as itself, a second sync step the other nodes apply as Redis's, when its transaction
 * ends and before this node's pages are sent it, so every node sends it to its pages at once. The
 * extension's first sync step still follows: a message Redis lost is made up for on the next change.
 */
export function publishChangesFirst(redis: Redis): Extension {
  return {
    async afterLoadDocument({ documentName, document }) {
      document.on('afterTransactionCleanup', (transaction: Y.Transaction) => {
        if (transaction.origin === redis.redisTransactionOrigin || !changedAnything(transaction)) return;
        const update = Y.encodeStateAsUpdate(document, Y.encodeStateVector(transaction.beforeState));
        redis.pub.publish(channel(redis, documentName), updateFrame(redis, documentName, update)).catch(() => undefined);
      });
    },
  };
}

/**
 * The extension publishes a document's presence only while a page of this node has the document
 * open. A node's own presence on a document it holds open for itself (the backstage, where it keeps
 * its count of followers, which presenters on any node read) is published here, its renewals
 * included: otherwise the other nodes would not hear of it, or would drop it after 30 s.
 */
export function publishOwnPresence(redis: Redis): Extension {
  return {
    async onAwarenessUpdate({ documentName, document, awareness, added, updated, removed }) {
      if (document.connections.size > 0 || ![...added, ...updated, ...removed].includes(awareness.clientID)) return;
      // Not queued while Redis is away (a stopping server would wait on the queue): the next
      // renewal, at most 15 s after Redis is back, tells the other nodes.
      if (redis.pub.status !== 'ready') return;
      const message = new OutgoingMessage(documentName).createAwarenessUpdateMessage(awareness, [awareness.clientID]);
      await redis.pub.publish(channel(redis, documentName), fromThisNode(redis, message.toUint8Array())).catch(() => undefined);
    },
  };
}
