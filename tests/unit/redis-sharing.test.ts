// Changes go to the other nodes as they are (redis-sharing.ts): one message through Redis that
// another node applies as Redis's, published before this node's own pages are sent the change.
import type { Redis } from '@hocuspocus/extension-redis';
import type { afterLoadDocumentPayload, onAwarenessUpdatePayload } from '@hocuspocus/server';
import * as decoding from 'lib0/decoding';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { Awareness, applyAwarenessUpdate, encodeAwarenessUpdate } from 'y-protocols/awareness';
import { publishChangesFirst, publishOwnPresence } from '../../src/node/server/redis-sharing.ts';

const ORIGIN = '__hocuspocus__redis__origin__';

/** The extension's parts publishChangesFirst uses, with what it published. */
function fakeRedis() {
  const published: Array<{ channel: string; message: Buffer }> = [];
  const redis = {
    configuration: { prefix: 'hocuspocus', identifier: 'node-a' },
    redisTransactionOrigin: ORIGIN,
    pub: { status: 'ready', publish: async (channel: string, message: Buffer) => (published.push({ channel, message }), 1) },
  };
  return { redis: redis as unknown as Redis, published };
}

async function loaded(redis: Redis, name = 'nav'): Promise<Y.Doc> {
  const document = new Y.Doc();
  await publishChangesFirst(redis).afterLoadDocument?.({ documentName: name, document } as unknown as afterLoadDocumentPayload);
  return document;
}

/** Reads a published message: the node's id, then [document][Sync][step 2][update]. */
function read(message: Buffer) {
  const idLength = message[0] ?? 0;
  const decoder = decoding.createDecoder(new Uint8Array(message.subarray(1 + idLength)));
  return {
    node: message.toString('utf8', 1, 1 + idLength),
    document: decoding.readVarString(decoder),
    kind: [decoding.readVarUint(decoder), decoding.readVarUint(decoder)],
    update: decoding.readVarUint8Array(decoder),
  };
}

describe('publishing changes to the other nodes', () => {
  it('publishes each change as a second sync step another node can apply', async () => {
    const { redis, published } = fakeRedis();
    const document = await loaded(redis);
    const updates: number[] = [];
    document.on('update', () => updates.push(published.length));
    document.getMap('state').set('lead:a', { no: 3 });
    expect(published).toHaveLength(1);
    expect(updates).toEqual([1]); // published before the document's own update listeners (the local broadcast) ran
    const message = read(published[0]?.message ?? Buffer.alloc(0));
    expect(published[0]?.channel).toBe('hocuspocus:nav');
    expect(message).toMatchObject({ node: 'node-a', document: 'nav', kind: [0, 1] });
    const other = new Y.Doc();
    Y.applyUpdate(other, message.update);
    expect(other.getMap('state').get('lead:a')).toEqual({ no: 3 });
  });

  it('publishes nothing for what came through Redis, or for a transaction that changed nothing', async () => {
    const { redis, published } = fakeRedis();
    const document = await loaded(redis);
    const source = new Y.Doc();
    source.getMap('state').set('lead:b', { no: 5 });
    Y.applyUpdate(document, Y.encodeStateAsUpdate(source), ORIGIN);
    document.transact(() => undefined);
    expect(document.getMap('state').get('lead:b')).toEqual({ no: 5 });
    expect(published).toHaveLength(0);
  });

  it('carries deletions too', async () => {
    const { redis, published } = fakeRedis();
    const document = await loaded(redis, 'drawings');
    const other = new Y.Doc();
    document.getMap('state').set('s:1', 'stroke');
    document.getMap('state').delete('s:1');
    for (const { message } of published) Y.applyUpdate(other, read(message).update);
    expect(published).toHaveLength(2);
    expect(other.getMap('state').has('s:1')).toBe(false);
  });
});

describe("publishing a node's own presence on a document no page of it has open", () => {
  /** The awareness hook's payload for a document with `pages` connected here. */
  function presence(pages: number) {
    const awareness = new Awareness(new Y.Doc());
    const updates: Array<Omit<onAwarenessUpdatePayload, 'documentName'>> = [];
    awareness.on('update', (change: { added: number[]; updated: number[]; removed: number[] }) => updates.push({ ...change, awareness, document: { connections: { size: pages } } } as unknown as onAwarenessUpdatePayload));
    return { awareness, updates };
  }

  it("publishes this node's presence, its renewals too, as an awareness update another node applies", async () => {
    const { redis, published } = fakeRedis();
    const hook = publishOwnPresence(redis).onAwarenessUpdate;
    const { awareness, updates } = presence(0);
    awareness.setLocalState({ deckNode: { followers: 3 } });
    awareness.setLocalState({ deckNode: { followers: 3 } }); // a renewal: unchanged, still published
    for (const update of updates) await hook?.({ documentName: 'backstage', ...update } as onAwarenessUpdatePayload);
    expect(published).toHaveLength(2);
    const message = published[1]?.message ?? Buffer.alloc(0);
    const idLength = message[0] ?? 0;
    expect(published[1]?.channel).toBe('hocuspocus:backstage');
    expect(message.toString('utf8', 1, 1 + idLength)).toBe('node-a');
    const decoder = decoding.createDecoder(new Uint8Array(message.subarray(1 + idLength)));
    expect([decoding.readVarString(decoder), decoding.readVarUint(decoder)]).toEqual(['backstage', 1]); // [document][Awareness]
    const other = new Awareness(new Y.Doc());
    applyAwarenessUpdate(other, decoding.readVarUint8Array(decoder), ORIGIN);
    expect(other.getStates().get(awareness.clientID)).toEqual({ deckNode: { followers: 3 } });
  });

  it('queues nothing while Redis is away (the next renewal tells the other nodes)', async () => {
    const { redis, published } = fakeRedis();
    Object.assign(redis.pub, { status: 'reconnecting' });
    const { awareness, updates } = presence(0);
    awareness.setLocalState({ deckNode: { followers: 1 } });
    for (const update of updates) await publishOwnPresence(redis).onAwarenessUpdate?.({ documentName: 'backstage', ...update } as onAwarenessUpdatePayload);
    expect(updates).toHaveLength(1);
    expect(published).toEqual([]);
  });

  it("publishes neither another node's presence (it came through Redis) nor what the extension publishes itself (a page is connected here)", async () => {
    const { redis, published } = fakeRedis();
    const hook = publishOwnPresence(redis).onAwarenessUpdate;
    const elsewhere = new Awareness(new Y.Doc());
    elsewhere.setLocalState({ deckNode: { followers: 5 } });
    const { awareness, updates } = presence(0);
    applyAwarenessUpdate(awareness, encodeAwarenessUpdate(elsewhere, [elsewhere.clientID]), ORIGIN);
    const followed = presence(2);
    followed.awareness.setLocalState({ deckNode: { followers: 2 } });
    for (const update of [...updates, ...followed.updates]) await hook?.({ documentName: 'backstage', ...update } as onAwarenessUpdatePayload);
    expect(updates.length + followed.updates.length).toBeGreaterThan(1);
    expect(published).toEqual([]);
  });
});
