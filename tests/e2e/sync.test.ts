// Live sync through the deck server: devices (separate browser contexts) follow the presenter.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import WebSocket from 'ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { serveDeck, type DeckServer } from '../../src/node/commands/serve.ts';
import { launchChromium } from '../support/chromium.ts';
import { contextDefaults, route, settledRoute } from '../support/browser.ts';
import { talk } from '../support/deck.ts';
import { freePort, startRedis, type RedisProcess } from '../support/redis.ts';
import { talkDir } from '../support/talk-dir.ts';

const PASSWORD = 'stage fright';
let browser: Browser;
let out: string;
const servers: DeckServer[] = [];
const contexts: BrowserContext[] = [];
const stateDirs: string[] = [];

/** A state folder (presenter secret, room) no other server has, unless it is given to a restart. */
async function stateFolder(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'deck-sync-state-'));
  stateDirs.push(dir);
  return dir;
}

async function serve(options: { port?: number; redisUrl?: string; stateDir?: string } = {}): Promise<DeckServer> {
  const stateDir = options.stateDir ?? (await stateFolder());
  const deck = await serveDeck({ port: options.port ?? 0, host: '127.0.0.1', out, root: talkDir, slides: 'slides.md', password: PASSWORD, redisUrl: options.redisUrl, pdf: false, stateDir });
  servers.push(deck);
  return deck;
}

/** A separate device: its own browser context, no shared storage or channels. */
async function device(url: string): Promise<Page> {
  const context = await browser.newContext(contextDefaults);
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

async function presenter(deck: DeckServer, no: number): Promise<Page> {
  const page = await device(`${deck.url}#/presenter/${no}?password=${encodeURIComponent(PASSWORD)}`);
  await page.waitForSelector(`.presenter-current .slide[data-slide="${no}"] .layout`);
  return page;
}

/** An audience device opened at slide `no`; it may move on at once to where the presenter is. */
async function audience(deck: DeckServer, no: number): Promise<Page> {
  const page = await device(`${deck.url}#/${no}`);
  await page.waitForSelector('html[data-deck-ready] .slide .layout');
  return page;
}

/** Waits until the page shows slide `no`, polling its URL. */
const follows = (page: Page, no: number) => expect.poll(() => route(page).replace(/\?.*$/, ''), { timeout: 10_000 }).toMatch(new RegExp(`/${no}$`));

beforeAll(async () => {
  browser = await launchChromium();
  out = await mkdtemp(path.join(tmpdir(), 'deck-sync-'));
});

// Each test's devices leave with it, so they cannot steer the next test.
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

afterAll(async () => {
  await browser?.close();
  for (const deck of servers) await deck.close().catch(() => undefined);
  await rm(out, { recursive: true, force: true });
  for (const dir of stateDirs) await rm(dir, { recursive: true, force: true });
});

describe('one server', () => {
  let deck: DeckServer;
  beforeAll(async () => {
    deck = await serve();
  });

  it('lets other devices follow the presenter, page and click', async () => {
    const stepped = talk.slides.find((s) => s.clicks > 0 && s.no > 2);
    if (!stepped) throw new Error('the talk has no slide with click steps');
    const lead = await presenter(deck, stepped.no - 1);
    const followers = [await audience(deck, 2), await audience(deck, 20)];
    await lead.keyboard.press('ArrowDown');
    for (const page of followers) await follows(page, stepped.no);
    await lead.keyboard.press('ArrowRight');
    for (const page of followers) await expect.poll(() => route(page)).toBe(`/${stepped.no}?clicks=1`);
  });

  it('brings a device that joins late to where the presenter is', async () => {
    const lead = await presenter(deck, 6);
    await lead.keyboard.press('ArrowDown');
    const late = await audience(deck, 1);
    await follows(late, 7);
  });

  it('ignores navigation from a device without the password, which keeps its own position', async () => {
    const lead = await presenter(deck, 8);
    await lead.keyboard.press('ArrowDown');
    const [rogue, watcher] = [await audience(deck, 9), await audience(deck, 9)];
    await follows(rogue, 9);
    // It may step back to reread (never past the presenter), and nobody else moves.
    await rogue.keyboard.press('ArrowUp');
    await rogue.keyboard.press('ArrowUp');
    await follows(rogue, 7);
    await lead.waitForTimeout(800);
    expect(await settledRoute(lead)).toMatch(/^\/presenter\/9/);
    expect(await settledRoute(watcher)).toBe('/9');
    await rogue.getByRole('button', { name: /^Back to live/ }).click();
    // The rogue device still follows the presenter's next move.
    await lead.keyboard.press('ArrowDown');
    await follows(rogue, 10);
    await follows(watcher, 10);
  });

  it('rejects writes from a raw client without a token', async () => {
    const lead = await presenter(deck, 12);
    const watcher = await audience(deck, 12);
    // A hand-made Yjs client that claims slide 20: the server treats it as read-only.
    const { HocuspocusProvider, HocuspocusProviderWebsocket } = await import('@hocuspocus/provider');
    const socket = new HocuspocusProviderWebsocket({ url: deck.url.replace('http', 'ws') + 'sync', WebSocketPolyfill: WebSocket });
    const provider = new HocuspocusProvider({ websocketProvider: socket, name: 'nav', token: 'forged' });
    provider.attach();
    await expect.poll(() => provider.isSynced, { timeout: 5000 }).toBe(true);
    expect(provider.authorizedScope).toBe('readonly');
    provider.document.getMap('state').set('nav', { no: 20, clicks: 0 });
    await watcher.waitForTimeout(800);
    expect(await settledRoute(watcher)).toBe('/12');
    expect(await settledRoute(lead)).toMatch(/^\/presenter\/12/);
    provider.destroy();
    socket.destroy();
  });

  it('keeps the speaker notes from the audience and gives them to the presenter', async () => {
    const files = await readdir(path.join(out, 'assets'));
    const notesFile = files.find((f) => f.startsWith('speaker-notes-'));
    expect(notesFile).toBeDefined();
    expect((await fetch(`${deck.url}assets/${notesFile}`)).status).toBe(404); // never served as a file (hostile-room.test.ts tries every spelling)
    const lead = await presenter(deck, 3);
    expect(await lead.locator('.notes-body').first().textContent()).toBeTruthy();
  });

  it('never puts the password in a file of the build or a response', async () => {
    const files = await readdir(out, { recursive: true });
    for (const file of files) {
      const text = await readFile(path.join(out, file)).catch(() => Buffer.alloc(0));
      expect(text.includes(PASSWORD), file).toBe(false);
    }
    const page = await device(`${deck.url}#/presenter/2`);
    const bodies: string[] = [];
    page.on('response', async (response) => bodies.push(await response.text().catch(() => '')));
    await page.reload();
    await page.getByRole('dialog', { name: 'Enter password' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(bodies.some((body) => body.includes(PASSWORD))).toBe(false);
  });

  it('survives 1,000 random and malformed frames, still serving with its state intact', { timeout: 90_000 }, async () => {
    const lead = await presenter(deck, 14);
    await lead.keyboard.press('ArrowDown');
    const watcher = await audience(deck, 1);
    await follows(watcher, 15);

    const logs: string[] = [];
    const log = console.log;
    console.log = (...args: unknown[]) => void logs.push(args.join(' '));
    try {
      let random = 42;
      const next = () => (random = (random * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
      const frames: (Buffer | string)[] = [];
      for (let i = 0; i < 1000; i++) {
        const kind = i % 4;
        if (kind === 0) frames.push(Buffer.from(Array.from({ length: 1 + Math.floor(next() * 64) }, () => Math.floor(next() * 256))));
        else if (kind === 1) frames.push(Buffer.concat([Buffer.from([3, 110, 97, 118]), Buffer.from(Array.from({ length: 16 }, () => Math.floor(next() * 256)))]));
        else if (kind === 2) frames.push('{"not": "a yjs frame"}');
        else frames.push(Buffer.from([0xff, 0xff, 0xff, 0xff, 0x0f]));
      }
      // Ten connections of a hundred frames each, then one frame over the size limit.
      for (let c = 0; c < 10; c++) {
        const ws = new WebSocket(`${deck.url.replace('http', 'ws')}sync`);
        await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
        for (const frame of frames.slice(c * 100, c * 100 + 100)) ws.send(frame);
        await new Promise((resolve) => setTimeout(resolve, 50));
        ws.terminate();
      }
      const big = new WebSocket(`${deck.url.replace('http', 'ws')}sync`);
      await new Promise((resolve, reject) => big.once('open', resolve).once('error', reject));
      const closed = new Promise<number>((resolve) => big.once('close', (code) => resolve(code)));
      big.send(Buffer.alloc(2 * 1024 * 1024));
      expect(await closed).toBe(1009);
    } finally {
      console.log = log;
    }
    expect(logs.some((line) => line.includes('sync: dropped a connection: Max payload size exceeded'))).toBe(true);
    expect(logs.filter((line) => line.includes('sync: dropped a malformed frame')).length).toBeGreaterThan(5);

    expect((await fetch(`${deck.url}`)).status).toBe(200);
    await lead.keyboard.press('ArrowDown');
    await follows(watcher, 16);
    const late = await audience(deck, 1);
    await follows(late, 16);
  });
});

describe('a server restart', () => {
  it('leaves devices working on their own, then resyncs them', { timeout: 90_000 }, async () => {
    const port = await freePort();
    const stateDir = await stateFolder(); // the restarted server's too
    const deck = await serve({ port, stateDir });
    const lead = await presenter(deck, 2);
    const watcher = await audience(deck, 2);
    await lead.keyboard.press('ArrowDown');
    await follows(watcher, 3);

    await deck.close();
    // Without the server (once the device knows it is gone) both keep working, each on its own.
    await watcher.locator('.link-status[data-status="reconnecting"], .link-status[data-status="offline"]').waitFor({ timeout: 30_000 });
    await watcher.keyboard.press('ArrowDown');
    await follows(watcher, 4);
    await lead.keyboard.press('ArrowDown');
    await lead.keyboard.press('ArrowDown');
    await expect.poll(() => route(lead)).toMatch(/^\/presenter\/5/);

    await serve({ port, stateDir });
    // The presenter's position comes back through the reconnected clients.
    await follows(watcher, 5);
    await lead.keyboard.press('ArrowDown');
    await follows(watcher, 6);
  });
});

describe('drawings across devices', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(process.cwd(), 'tests/fixtures/tmp-sync-'));
    const deck = '---\ntitle: Sync fixture\ndrawings:\n  persist: true\n  syncAll: true\n---\n\n# One\n\n---\n\n# Two\n';
    await writeFile(path.join(dir, 'slides.md'), deck);
  });
  afterAll(async () => {
    // Its servers first: one still running writes into the folder while it goes (ENOTEMPTY).
    for (const deck of servers.splice(0)) await deck.close().catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  });

  const strokes = (page: Page) => page.locator('.slide .drawing-layer path').count();

  /** One stroke across the slide; `toggle`: turn drawing mode on first. */
  async function stroke(page: Page, toggle = true) {
    if (toggle) await page.getByRole('button', { name: 'Drawing', exact: true }).click();
    const box = await page.locator('.slide').first().boundingBox();
    if (!box) throw new Error('no slide');
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.4);
    await page.mouse.down();
    for (let i = 1; i <= 8; i++) await page.mouse.move(box.x + box.width * (0.3 + i * 0.04), box.y + box.height * (0.4 + i * 0.02));
    await page.mouse.up();
  }

  it('reach other devices, and none is lost when the server restarts (persist on)', { timeout: 90_000 }, async () => {
    const port = await freePort();
    const start = () => serveDeck({ port, host: '127.0.0.1', out: path.join(dir, 'dist'), slides: 'slides.md', root: dir, password: PASSWORD, pdf: false });
    let deck = await start();
    const lead = await device(`${deck.url}#/presenter/1?password=${encodeURIComponent(PASSWORD)}`);
    await lead.waitForSelector('.presenter-current .slide .layout');
    const watcher = await audience(deck, 1);
    await stroke(lead);
    await expect.poll(() => strokes(watcher), { timeout: 10_000 }).toBe(1);

    await deck.close();
    deck = await start();
    servers.push(deck);
    // A device that arrives after the restart gets the drawing back from the presenter's page.
    const late = await audience(deck, 1);
    await expect.poll(() => strokes(late), { timeout: 15_000 }).toBe(1);
    // The presenter reloads (persist keeps the drawing in the page) and the server still has it once.
    await lead.reload();
    await lead.waitForSelector('.presenter-current .slide .layout');
    await expect.poll(() => strokes(lead), { timeout: 10_000 }).toBe(1);
    expect(await strokes(late)).toBe(1);
  });

  it('keeps both strokes when two devices draw on one slide at the same time', { timeout: 60_000 }, async () => {
    const deck = await serveDeck({ port: 0, host: '127.0.0.1', out: path.join(dir, 'dist'), slides: 'slides.md', root: dir, password: PASSWORD, pdf: false });
    servers.push(deck);
    const [first, second] = [await audience(deck, 2), await audience(deck, 2)];
    for (const page of [first, second]) {
      await page.getByRole('button', { name: 'Drawing', exact: true }).click();
      await page.waitForSelector('.slide .drawing-layer', { state: 'attached' });
    }
    const box = await first.locator('.slide').first().boundingBox();
    if (!box) throw new Error('no slide');
    const at = (x: number, y: number): [number, number] => [box.x + box.width * x, box.y + box.height * y];
    // The first device is mid-stroke while the second draws a whole one and shares it…
    await first.mouse.move(...at(0.2, 0.3));
    await first.mouse.down();
    for (let i = 1; i <= 4; i++) await first.mouse.move(...at(0.2 + i * 0.05, 0.3));
    await stroke(second, false);
    await first.waitForTimeout(1000); // …which reaches the first device before it lifts the pen.
    for (let i = 5; i <= 8; i++) await first.mouse.move(...at(0.2 + i * 0.05, 0.3));
    await first.mouse.up();
    // Neither stroke replaced the other, on either device.
    await expect.poll(() => strokes(first), { timeout: 10_000 }).toBe(2);
    await expect.poll(() => strokes(second), { timeout: 10_000 }).toBe(2);
    await second.waitForTimeout(500);
    expect([await strokes(first), await strokes(second)]).toEqual([2, 2]);
  });
});

describe('several server processes', () => {
  let redis: RedisProcess;
  const nodes: DeckServer[] = [];
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    for (const node of nodes) await node.close();
    await redis?.stop();
  });

  it('share state through Redis: a follower on node B tracks the presenter on node A', async () => {
    const [nodeA, nodeB] = [await serve({ redisUrl: redis.url }), await serve({ redisUrl: redis.url })];
    nodes.push(nodeA, nodeB);
    expect(nodeA.url).not.toBe(nodeB.url);
    const lead = await presenter(nodeA, 3);
    const follower = await audience(nodeB, 3);
    await follower.waitForTimeout(500);
    await lead.keyboard.press('ArrowDown');
    await follows(follower, 4);
    await lead.keyboard.press('ArrowDown');
    await follows(follower, 5);
  });
});
