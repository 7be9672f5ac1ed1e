// The live sync server against hostile and ordinary clients: real WebSockets on 127.0.0.1, real
// Hocuspocus, Yjs clients made by hand (no browser needed for what arrives on the wire).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import * as encoding from 'lib0/encoding';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { PresenterAuth } from '../../src/node/server/auth.ts';
import { MessageKind } from '../../src/node/server/frames.ts';
import type { RoomStore } from '../../src/node/server/room-store.ts';
import { createSyncServer, type SyncServer } from '../../src/node/server/sync.ts';
import { encodeCredentials } from '../../src/shared/live.ts';
import { parseNotice, type LiveNotice } from '../../src/shared/notices.ts';
import { parseNodePresence } from '../../src/shared/room.ts';
import * as Y from 'yjs';
import { liveClient, questionTexts } from '../support/room-client.ts';

const PASSWORD = 'hostile room';
const auth = new PresenterAuth(PASSWORD);
const presenterToken = auth.login(PASSWORD) ?? '';
let http: Server;
let sync: SyncServer;
let url: string;
let origin: string;
const logs: string[] = [];
const cleanups: (() => void)[] = [];

beforeAll(async () => {
  sync = createSyncServer({ auth, drawingsOpenToAll: true, slideCount: 10, loginDeadlineMs: 1500, log: (line) => void logs.push(line) });
  http = createServer((_, res) => res.end());
  http.on('upgrade', (req, socket, head) => {
    if (!sync.handleUpgrade(req, socket, head)) socket.destroy();
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  url = `ws://127.0.0.1:${port}/sync`;
  origin = `http://127.0.0.1:${port}`;
});

afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup());
});

afterAll(async () => {
  await sync.close();
  await new Promise((resolve) => http.close(resolve));
});

function frame(document: string, kind: number, write: (encoder: encoding.Encoder) => void = () => undefined): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarString(encoder, document);
  encoding.writeVarUint(encoder, kind);
  write(encoder);
  return encoding.toUint8Array(encoder);
}

const loginFrame = (document: string, token: string) => frame(document, MessageKind.Auth, (e) => (encoding.writeVarUint(e, 0), encoding.writeVarString(e, token)));

async function rawSocket(headers: Record<string, string> = { origin }): Promise<WebSocket> {
  const ws = new WebSocket(url, { headers });
  cleanups.push(() => ws.terminate());
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  return ws;
}

const closed = (ws: WebSocket) => new Promise<number>((resolve) => (ws.readyState === WebSocket.CLOSED ? resolve(0) : ws.once('close', (code) => resolve(code))));

/** A page's connection to one document, as the deck's client makes it. */
async function client(name: 'nav' | 'drawings' | 'backstage', credentials: { token?: string; viewer?: string; presenterView?: boolean } = {}, joins = true) {
  const socket = new HocuspocusProviderWebsocket({ url, WebSocketPolyfill: class extends WebSocket {
    constructor(address: string) {
      super(address, { headers: { origin } });
    }
  } as unknown as typeof WebSocket });
  const notices: LiveNotice[] = [];
  let refused = false;
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name,
    token: encodeCredentials({ token: credentials.token ?? null, viewer: credentials.viewer ?? null, presenterView: credentials.presenterView ?? false }),
    onStateless: ({ payload }) => {
      const notice = parseNotice(payload);
      if (notice) notices.push(notice);
    },
    onAuthenticationFailed: () => void (refused = true),
  });
  provider.attach();
  cleanups.push(() => {
    provider.destroy();
    socket.destroy();
  });
  if (joins) await expect.poll(() => provider.isSynced, { timeout: 15_000 }).toBe(true);
  return { provider, map: provider.document.getMap<unknown>('state'), notices, refused: () => refused };
}

describe('before logging in', () => {
  it('closes a connection that sends more than a few KiB before its login goes through', async () => {
    const ws = await rawSocket();
    const done = closed(ws);
    const chunk = frame('nav', MessageKind.Sync, (e) => encoding.writeVarUint8Array(e, new Uint8Array(4096)));
    let sent = 0;
    // Far more than the limit, as fast as the socket takes it; the server hangs up long before the end.
    for (let i = 0; i < 1000 && ws.readyState === WebSocket.OPEN; i++) {
      await new Promise<void>((resolve) => ws.send(chunk, () => resolve()));
      sent += chunk.byteLength;
    }
    expect(await done).toBe(1008);
    expect(sent).toBeLessThan(1000 * chunk.byteLength);
    expect(logs.some((line) => line.includes('too much sent before logging in'))).toBe(true);
  });

  it('closes a connection that never logs in', async () => {
    const ws = await rawSocket();
    expect(await closed(ws)).toBe(1008);
    expect(logs.some((line) => line.includes('did not log in within 1.5 s'))).toBe(true);
  });
});

describe('origin', () => {
  it("refuses a page of another origin, even one holding the presenter's cookie", async () => {
    const ws = new WebSocket(url, { headers: { origin: 'http://127.0.0.1:1', cookie: `deck-presenter=${presenterToken}` } });
    cleanups.push(() => ws.terminate());
    const status = await new Promise<number>((resolve) => {
      ws.once('unexpected-response', (_, response) => resolve(response.statusCode ?? 0));
      ws.once('open', () => resolve(101));
      ws.once('error', () => resolve(-1));
    });
    expect(status).toBe(403);
  });

  it("honours the presenter's cookie only on a connection the deck's own page opened", async () => {
    for (const [headers, scope] of [
      [{ origin, cookie: `deck-presenter=${presenterToken}` }, 'read-write'],
      [{ cookie: `deck-presenter=${presenterToken}` }, 'readonly'],
    ] as const) {
      const ws = await rawSocket(headers);
      const reply = new Promise<Buffer>((resolve) => ws.once('message', (data: Buffer) => resolve(data)));
      ws.send(loginFrame('nav', ''));
      // The answer to a login: document name, Auth, Authenticated (2), then the scope.
      expect((await reply).toString('latin1')).toContain(scope);
    }
  });
});

describe('after logging in', () => {
  it('drops message kinds the deck does not use: no broadcast to every page, no presence query', async () => {
    const listener = await client('drawings', { viewer: 'listener-secret-0001' });
    const heard: string[] = [];
    listener.provider.on('stateless', ({ payload }: { payload: string }) => heard.push(payload));
    const ws = await rawSocket();
    ws.send(loginFrame('drawings', ''));
    await new Promise((resolve) => ws.once('message', resolve));
    const before = logs.length;
    ws.send(frame('drawings', MessageKind.BroadcastStateless, (e) => encoding.writeVarString(e, 'x'.repeat(50_000))));
    ws.send(frame('drawings', MessageKind.QueryAwareness));
    await expect.poll(() => logs.slice(before).filter((line) => line.includes('a message kind the deck does not use')).length).toBe(2);
    // Anything relayed would have reached the listener before the answer to its own later request.
    const synced = new Promise((resolve) => listener.provider.on('synced', resolve));
    listener.provider.synced = false;
    listener.provider.forceSync();
    await synced;
    expect(heard.filter((payload) => payload.startsWith('xxx'))).toEqual([]);
  });

  it("passes the presenter's presence on, never an attendee's nor the server's count of followers", async () => {
    const watcher = await client('nav', { viewer: 'watcher-secret-0001' });
    const attendee = await client('nav', { viewer: 'attendee-secret-001' });
    for (let n = 1; n <= 50; n++) attendee.provider.setAwarenessField('n', n);
    const presenter = await client('nav', { token: presenterToken });
    for (let n = 1; n <= 100; n++) presenter.provider.setAwarenessField('n', n);
    const states = () => [...(watcher.provider.awareness?.getStates().values() ?? [])];
    await expect.poll(() => (watcher.provider.awareness?.getStates().get(presenter.provider.document.clientID) as { n?: number } | undefined)?.n).toBe(100);
    // The attendee's updates went first; had any been relayed, it would be here by now.
    expect(watcher.provider.awareness?.getStates().get(attendee.provider.document.clientID)).toBeUndefined();
    // The presenter's presence is set to nothing: followers hear that it went.
    presenter.provider.awareness?.setLocalState(null);
    await expect.poll(() => watcher.provider.awareness?.getStates().has(presenter.provider.document.clientID)).toBe(false);
    // The count of followers (sent a second after a page joins) is the presenters' alone (the backstage, below).
    const backstage = await client('backstage', { token: presenterToken });
    await expect.poll(() => backstage.provider.awareness?.getStates().size).toBeGreaterThan(1);
    expect(states().map(parseNodePresence).filter(Boolean)).toEqual([]);
  });

  it('tells presenters alone, on the backstage, how many pages follow through each server', async () => {
    const backstage = await client('backstage', { token: presenterToken });
    const counted = () => [...(backstage.provider.awareness?.getStates().values() ?? [])].map(parseNodePresence).find(Boolean)?.followers;
    await expect.poll(counted).toBe(0);
    await client('nav', { viewer: 'watcher-secret-0001' });
    const attendee = await client('nav', { viewer: 'attendee-secret-001' });
    await client('nav', { token: presenterToken }); // the presenter's own page is not counted
    await expect.poll(counted).toBe(2);
    attendee.provider.destroy();
    await expect.poll(counted).toBe(1);
    // An attendee, even one claiming the presenter view while a password is set, may not open it.
    for (const credentials of [{ viewer: 'attendee-secret-002' }, { viewer: 'attendee-secret-003', presenterView: true }]) {
      const outsider = await client('backstage', credentials, false);
      await expect.poll(outsider.refused).toBe(true);
      expect(outsider.provider.isSynced).toBe(false);
    }
  });
});

describe('drawings from the audience', () => {
  it("writes an attendee's stroke with their device as owner; refuses someone else's; keeps the device across reconnects", async () => {
    const presenter = await client('drawings', { token: presenterToken });
    expect(presenter.provider.authorizedScope).toBe('read-write');
    presenter.map.set('1/p-stroke', ['<path d="M0 0"/>', 'presenter']);
    const attendee = await client('drawings', { viewer: 'attendee-secret-0042' });
    expect(attendee.provider.authorizedScope).toBe('readonly');
    await expect.poll(() => attendee.notices.find((n) => n.kind === 'welcome')).toBeTruthy();
    const welcome = attendee.notices.find((n) => n.kind === 'welcome');
    const viewer = welcome?.kind === 'welcome' ? welcome.viewer : '';
    expect(viewer).not.toBe('presenter');

    attendee.provider.sendStateless(JSON.stringify({ kind: 'draw', no: 1, put: [{ id: 'a-stroke', markup: '<path d="M1 1"/>' }], remove: ['p-stroke'] }));
    await expect.poll(() => presenter.map.get('1/a-stroke')).toEqual(['<path d="M1 1"/>', viewer]);
    await expect.poll(() => attendee.notices.find((n) => n.kind === 'refused')).toEqual({ kind: 'refused', request: 'draw', no: 1, ids: ['p-stroke'], reason: 'owner' });
    expect(presenter.map.get('1/p-stroke')).toEqual(['<path d="M0 0"/>', 'presenter']);

    // A direct write from an attendee is refused by the server: the document stays as it was.
    attendee.map.set('1/p-stroke', ['<rect width="980" height="551"/>', viewer]);
    const other = await client('drawings', { viewer: 'another-secret-0043' });
    expect(other.map.get('1/p-stroke')).toEqual(['<path d="M0 0"/>', 'presenter']);

    // The same browser (same secret) is the same device after a reconnect, so it may remove its stroke.
    const again = await client('drawings', { viewer: 'attendee-secret-0042' });
    again.provider.sendStateless(JSON.stringify({ kind: 'draw', no: 1, put: [], remove: ['a-stroke'] }));
    await expect.poll(() => presenter.map.has('1/a-stroke')).toBe(false);
  });

  it('refuses audience strokes while the presenter has audience drawing closed', async () => {
    const presenter = await client('drawings', { token: presenterToken });
    presenter.map.set('audience-drawing', 'closed');
    const attendee = await client('drawings', { viewer: 'closed-secret-000001' });
    attendee.provider.sendStateless(JSON.stringify({ kind: 'draw', no: 2, put: [{ id: 'c', markup: '<path/>' }], remove: [] }));
    await expect.poll(() => attendee.notices.find((n) => n.kind === 'refused')).toEqual({ kind: 'refused', request: 'draw', no: 2, ids: ['c'], reason: 'closed' });
    presenter.map.set('audience-drawing', 'open');
  });
});

describe('what is kept across restarts', () => {
  it("keeps the room's and the audience's writes (the server's own) and the presenter's strokes, even when the last page leaves at once", { timeout: 30_000 }, async () => {
    const kept: Record<string, Uint8Array | null> = { room: null, drawings: null };
    const store = (name: string): RoomStore => ({
      where: `memory (${name})`,
      load: async () => kept[name] ?? null,
      save: async (state) => void (kept[name] = state),
      close: async () => undefined,
    });
    const server = createSyncServer({ auth, drawingsOpenToAll: true, slideCount: 10, roomStore: store('room'), drawingsStore: store('drawings'), log: () => undefined });
    const httpServer = createServer((_, res) => res.end());
    httpServer.on('upgrade', (req, socket, head) => void server.handleUpgrade(req, socket, head));
    await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}/`;
    try {
      const phone = await liveClient(base, 'room', { viewer: 'keeping-secret-00001' });
      const pen = await liveClient(base, 'drawings', { viewer: 'keeping-secret-00001' });
      const presenter = await liveClient(base, 'drawings', { token: presenterToken });
      presenter.map.set('2/p-kept', ['<path d="M0 0"/>', 'presenter']);
      pen.send({ kind: 'draw', no: 2, put: [{ id: 'a-kept', markup: '<path d="M1 1"/>' }], remove: [] });
      await expect.poll(() => presenter.map.get('2/a-kept')).toBeTruthy();
      // Asked, and gone at once: the question still waits for the room's next tick when the page leaves.
      phone.send({ kind: 'ask', text: 'Kept?' });
      for (const client of [phone, pen, presenter]) client.close();
      const keys = (name: string) => {
        const doc = new Y.Doc();
        if (kept[name]) Y.applyUpdate(doc, kept[name]);
        return [...doc.getMap('state').keys()];
      };
      await expect.poll(() => keys('room').filter((key) => key.startsWith('q:')), { timeout: 15_000 }).toHaveLength(1);
      await expect.poll(() => keys('drawings').sort(), { timeout: 15_000 }).toEqual(['2/a-kept', '2/p-kept']);
      // A server that starts from what was kept hands it to the next page.
      const late = await liveClient(base, 'room', { viewer: 'keeping-secret-00002' });
      expect(questionTexts(late)).toEqual(['Kept?']);
      late.close();
    } finally {
      await server.close();
      await new Promise((resolve) => httpServer.close(resolve));
    }
  });
});
