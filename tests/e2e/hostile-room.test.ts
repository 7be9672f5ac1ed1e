// The deck server against a hostile room, in real Chromium against the real server (the talk, with
// a presenter password, drawings open to everyone as SPEC sets them): attendees draw only their own
// strokes, the presenter steers audience drawing live, every viewer may hide other people's, and a
// flood of strokes is refused, never dropped, so a joining device's download stays bounded.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildDeck } from '../../src/node/commands/build.ts';
import { serveDeck, type DeckServer } from '../../src/node/commands/serve.ts';
import { encodeCredentials } from '../../src/shared/live.ts';
import { launchChromium } from '../support/chromium.ts';
import { startRedis, type RedisProcess } from '../support/redis.ts';
import { contextDefaults, route } from '../support/browser.ts';
import { talkDir } from '../support/talk-dir.ts';

const PASSWORD = 'hostile room';
const SLIDE = 4;
let browser: Browser;
let out: string;
let deck: DeckServer;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchChromium();
  out = await mkdtemp(path.join(tmpdir(), 'deck-hostile-'));
  // A secret and a state folder of its own: signing every presenter out here must not sign out other
  // test files' servers, and no room or drawings another run left behind are read here.
  deck = await serveDeck({ port: 0, host: '127.0.0.1', out, root: talkDir, slides: 'slides.md', password: PASSWORD, pdf: false, secretFile: `${out}.secret`, stateDir: `${out}.state` });
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

afterAll(async () => {
  await deck?.close();
  await browser?.close();
  await rm(out, { recursive: true, force: true });
  await rm(`${out}.secret`, { force: true });
  await rm(`${out}.state`, { recursive: true, force: true });
});

async function device(hash: string): Promise<Page> {
  const context = await browser.newContext(contextDefaults);
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(`${deck.url}#${hash}`);
  return page;
}

async function presenter(no: number): Promise<Page> {
  const page = await device(`/presenter/${no}?password=${encodeURIComponent(PASSWORD)}`);
  await page.waitForSelector(`.presenter-current .slide[data-slide="${no}"] .layout`);
  await page.waitForSelector('.presenter-current .drawing-layer', { state: 'attached' });
  return page;
}

async function attendee(no: number): Promise<Page> {
  const page = await device(`/${no}`);
  await page.waitForSelector(`html[data-deck-ready] .slide[data-slide="${no}"] .layout`);
  await page.waitForSelector('.slide .drawing-layer', { state: 'attached' });
  return page;
}

const drawingButton = (page: Page) => page.getByRole('button', { name: 'Drawing', exact: true });

/** Switches drawing mode on and waits for the drawing tools; `colour` picks one of the palette's buttons. */
async function startDrawing(page: Page, colour?: string) {
  await drawingButton(page).click();
  await page.getByRole('group', { name: 'Drawing tools' }).waitFor();
  if (colour) await page.getByRole('button', { name: colour, exact: true }).click();
}

/** One stroke across the drawing layer of `scope`, at height `y` (0–1). */
async function stroke(page: Page, y: number, scope = '.slide') {
  const box = await page.locator(`${scope} .drawing-layer`).first().boundingBox();
  if (!box) throw new Error('no drawing layer');
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * y);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) await page.mouse.move(box.x + box.width * (0.2 + i * 0.05), box.y + box.height * (y + i * 0.005));
  await page.mouse.up();
}

/** The fill colours of the strokes a page shows on its (current) slide. */
const strokesOn = (page: Page, scope = '.slide') => page.locator(`${scope} .drawing-layer > *`).evaluateAll((els) => els.map((el) => el.getAttribute('fill') ?? el.getAttribute('stroke') ?? ''));

/** A GET with exactly this path on the wire (no URL parser in between to tidy it up). */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(deck.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const body = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
        resolve({ status: res.statusCode ?? 0, body: body.toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('speaker notes', () => {
  const PHRASE = 'thanks for having me'; // from the first slide's notes

  it('are never served as a file, whatever the spelling or encoding asked for', { timeout: 120_000 }, async () => {
    const name = (await readdir(path.join(out, 'assets'))).find((file) => /^speaker-notes-[\w-]+\.js$/.test(file));
    if (!name) throw new Error('the build has no notes chunk');
    expect(readFileSync(path.join(out, 'assets', name), 'utf8')).toContain(PHRASE); // the file is there, and has them
    const stem = name.slice(0, -3);
    const letter = (text: string, i: number) => `${text.slice(0, i)}%${text.charCodeAt(i).toString(16)}${text.slice(i + 1)}`;
    const spellings = [
      `/assets/${name}`, `/assets/${name}.gz`, `/assets/${name}.br`, `/assets/${name}.map`, `/assets/${name}/`, `/assets/${name}//`,
      `/assets/${letter(name, 0)}`, `/assets/${letter(name, 5)}`, `/${letter('assets', 0)}/${name}`, `/${letter('assets', 3)}/${letter(name, 2)}`,
      `/assets/${stem}%2ejs`, `/assets/${stem}%2Ejs`, `/assets/${stem}%252ejs`, `/assets/%25${name.charCodeAt(0).toString(16)}${name.slice(1)}`,
      `/assets/${stem}.JS`, `/ASSETS/${name}`, `/Assets/${name}`, `/assets/${name.toUpperCase()}`,
      `/assets/../assets/${name}`, `/x/../assets/${name}`, `/assets/./${name}`, `//assets/${name}`, `/assets//${name}`, `/./assets/${name}`,
      `/assets/%2e%2e/assets/${name}`, `/assets%2f${name}`, `/assets%2F${name}`, `/assets%5c${name}`, `/assets\\${name}`,
      `/assets/${name};`, `/assets/${name};.css`, `/assets/${name}%00`, `/assets/${name}%00.css`, `/assets/${name}?x=1`, `/assets/${name}#x`,
      `/assets/${name}.gz?`, `/assets/${stem}.js%20`, `/assets/${stem}%2ejs.br`,
    ];
    for (const spelling of spellings) {
      for (const acceptEncoding of [undefined, 'gzip', 'br', 'br, gzip, deflate']) {
        const { status, body } = await rawGet(spelling, acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});
        expect(body.includes(PHRASE), `${spelling} (${acceptEncoding ?? 'no encoding'}) answered ${status} with the notes`).toBe(false);
        expect(status, spelling).toBeGreaterThanOrEqual(400);
      }
    }
  });

  it('reach the presenter (and only the presenter) through the API', async () => {
    const denied = await rawGet('/api/notes');
    expect(denied.status).toBe(403);
    expect(denied.body).not.toContain(PHRASE);
    const login = await fetch(`${deck.url}api/login`, { method: 'POST', body: JSON.stringify({ password: PASSWORD }) });
    const { token } = (await login.json()) as { token: string };
    const notes = await rawGet('/api/notes', { authorization: `Bearer ${token}` });
    expect(notes.status).toBe(200);
    expect(notes.body).toContain(PHRASE);
    const lead = await presenter(1);
    await expect.poll(() => lead.locator('.notes-body').textContent()).toContain(PHRASE);
  });
});

describe('presenter sessions', () => {
  it('are all signed out but the presenter\'s own with one button: the others stop driving at once', { timeout: 90_000 }, async () => {
    const mine = await presenter(12);
    const leaked = await presenter(12); // someone else who had the password
    await leaked.waitForSelector('html[data-deck-live="lead"]');
    const watcher = await attendee(12);
    await mine.getByRole('button', { name: 'Sign out other sessions' }).click();
    await mine.getByRole('status').filter({ hasText: 'Other sessions signed out' }).waitFor();
    // The other session's live connection is closed and comes back as the audience.
    await leaked.waitForSelector('html[data-deck-live="follow"]', { timeout: 30_000 });
    await leaked.keyboard.press('ArrowDown');
    // This presenter still drives, with a new token, and the room follows it, not the other.
    await mine.waitForSelector('html[data-deck-live="lead"]');
    await mine.keyboard.press('ArrowUp');
    await expect.poll(() => route(watcher), { timeout: 15_000 }).toBe('/11');
    expect((await fetch(`${deck.url}api/session`)).status).toBe(200);
    // Opened again (without the password in the address), the other session is asked for it.
    await leaked.goto(`${deck.url}#/presenter/12`);
    await leaked.reload();
    await leaked.getByRole('dialog', { name: 'Enter password' }).waitFor();
  });
});

describe('audience drawings', () => {
  it("lets an attendee clear and undo only their own strokes; the presenter's stay everywhere", { timeout: 90_000 }, async () => {
    const lead = await presenter(SLIDE);
    await startDrawing(lead, 'Blue');
    await stroke(lead, 0.3, '.presenter-current');
    const guest = await attendee(SLIDE);
    await expect.poll(() => strokesOn(guest), { timeout: 15_000 }).toEqual(['#1982c4']);

    await startDrawing(guest, 'Yellow');
    await stroke(guest, 0.6);
    await expect.poll(() => strokesOn(lead, '.presenter-current'), { timeout: 15_000 }).toEqual(['#1982c4', '#ffca3a']);
    // Clear takes every stroke off the attendee's layer; only their own goes, here and for the presenter.
    await guest.keyboard.press('c');
    await expect.poll(() => strokesOn(guest), { timeout: 15_000 }).toEqual(['#1982c4']);
    await expect.poll(() => strokesOn(lead, '.presenter-current'), { timeout: 15_000 }).toEqual(['#1982c4']);
    // The eraser over the presenter's stroke does nothing either.
    await guest.getByRole('button', { name: 'Eraser' }).click();
    await stroke(guest, 0.3);
    await guest.waitForFunction(() => document.querySelectorAll('.slide .drawing-layer > *').length === 1);
    expect(await strokesOn(lead, '.presenter-current')).toEqual(['#1982c4']);
    // The presenter clears everyone's.
    await guest.getByRole('button', { name: 'Stylus' }).click();
    await stroke(guest, 0.7);
    await expect.poll(() => strokesOn(lead, '.presenter-current'), { timeout: 15_000 }).toHaveLength(2);
    await lead.keyboard.press('c');
    await expect.poll(() => strokesOn(guest), { timeout: 15_000 }).toEqual([]);
  });

  it('lets the presenter turn audience drawing off and on, live', { timeout: 90_000 }, async () => {
    const lead = await presenter(SLIDE + 1);
    const guest = await attendee(SLIDE + 1);
    await startDrawing(guest);
    await startDrawing(lead);
    const audienceSwitch = lead.getByRole('button', { name: 'Audience drawing' });
    expect(await audienceSwitch.getAttribute('aria-pressed')).toBe('true');
    await audienceSwitch.click();
    // The attendee's drawing mode ends, with a word why, and the button waits for the presenter.
    await guest.getByRole('status').filter({ hasText: 'The presenter has turned audience drawing off.' }).waitFor();
    await expect.poll(() => drawingButton(guest).isDisabled(), { timeout: 15_000 }).toBe(true);
    expect(await guest.getByRole('group', { name: 'Drawing tools' }).count()).toBe(0);
    expect(await drawingButton(guest).getAttribute('title')).toBe('Drawing (turned off by the presenter)');
    // A device that joins meanwhile learns it too.
    const late = await attendee(SLIDE + 1);
    await expect.poll(() => drawingButton(late).isDisabled(), { timeout: 15_000 }).toBe(true);

    await audienceSwitch.click();
    await expect.poll(() => drawingButton(guest).isDisabled(), { timeout: 15_000 }).toBe(false);
    await startDrawing(guest);
    await stroke(guest, 0.5);
    await expect.poll(() => strokesOn(lead, '.presenter-current'), { timeout: 15_000 }).toHaveLength(1);
  });

  it("lets every viewer hide other people's drawings on their own screen (the presenter's stay)", { timeout: 90_000 }, async () => {
    const lead = await presenter(SLIDE + 2);
    await startDrawing(lead);
    await stroke(lead, 0.2, '.presenter-current');
    const [drawer, watcher] = [await attendee(SLIDE + 2), await attendee(SLIDE + 2)];
    await startDrawing(drawer, 'Green');
    await stroke(drawer, 0.6);
    await expect.poll(() => strokesOn(watcher), { timeout: 15_000 }).toHaveLength(2);

    await watcher.getByRole('button', { name: 'Settings' }).click();
    await watcher.getByRole('checkbox', { name: 'Show other people’s drawings' }).uncheck();
    await expect.poll(() => strokesOn(watcher)).toEqual(['#ff595e']);
    await watcher.keyboard.press('Escape');
    // Still hidden after a reload; the drawer still sees their own.
    await watcher.reload();
    await watcher.waitForSelector('html[data-deck-ready] .slide .drawing-layer', { state: 'attached' });
    await expect.poll(() => strokesOn(watcher), { timeout: 15_000 }).toEqual(['#ff595e']);
    expect(await strokesOn(drawer)).toEqual(['#ff595e', '#8ac926']);
  });
});

describe('a flood of audience strokes', () => {
  it('is refused past the quotas, never costs the presenter a stroke, and leaves a joining device a bounded download', { timeout: 180_000 }, async () => {
    const lead = await presenter(1);
    await startDrawing(lead);
    await stroke(lead, 0.5, '.presenter-current');
    const syncUrl = `${deck.url.replace('http', 'ws')}sync`;
    // Forty hostile devices, each sending the largest strokes it may, to every slide, as fast as it is let.
    const attackers = Array.from({ length: 40 }, (_, i) => {
      const socket = new HocuspocusProviderWebsocket({ url: syncUrl, WebSocketPolyfill: WebSocket });
      const provider = new HocuspocusProvider({
        websocketProvider: socket,
        name: 'drawings',
        token: encodeCredentials({ token: null, viewer: `attacker-secret-${String(i).padStart(4, '0')}`, presenterView: false }),
      });
      provider.attach();
      return { socket, provider };
    });
    try {
      for (const { provider } of attackers) await expect.poll(() => provider.isSynced, { timeout: 30_000 }).toBe(true);
      const big = `<path d="M0 0 ${'L980 551 '.repeat(2200)}"/>`;
      for (let round = 0; round < 6; round++) {
        for (const [i, { provider }] of attackers.entries()) {
          const map = provider.document.getMap('state');
          for (let no = 1; no <= 25; no++) {
            // Asking the server to draw, and writing the document directly (which it refuses to attendees).
            provider.sendStateless(JSON.stringify({ kind: 'draw', no, put: [{ id: `a${i}-${no}-${round}`, clock: 1, markup: big }], remove: [] }));
            map.set(`${no}/w${i}-${round}`, [1, big, 'presenter']);
          }
        }
        await new Promise((resolve) => setTimeout(resolve, 1200)); // lets each attacker's rate allowance refill
      }
      // What the server holds now is what a joining device downloads.
      const joiner = await browser.newContext(contextDefaults);
      contexts.push(joiner);
      const page = await joiner.newPage();
      let received = 0;
      page.on('websocket', (ws) => ws.on('framereceived', ({ payload }) => void (received += typeof payload === 'string' ? Buffer.byteLength(payload) : payload.byteLength)));
      await page.goto(`${deck.url}#/1`);
      await page.waitForSelector('html[data-deck-ready] .slide .drawing-layer', { state: 'attached' });
      // The presenter's stroke arrives with everything else, and is kept.
      await expect.poll(() => page.locator('.slide .drawing-layer > [fill="#ff595e"]').count(), { timeout: 30_000 }).toBe(1);
      await expect.poll(() => lead.locator('.presenter-current .drawing-layer > [fill="#ff595e"]').count()).toBe(1);
      console.log(`a device joining after the flood downloaded ${(received / 1024 / 1024).toFixed(2)} MiB over the sync socket`);
      expect(received).toBeLessThan(2.5 * 1024 * 1024);
      // The joiner still follows the presenter at once.
      await lead.keyboard.press('ArrowDown');
      await expect.poll(() => route(page), { timeout: 15_000 }).toBe('/2');
    } finally {
      for (const { provider, socket } of attackers) {
        provider.destroy();
        socket.destroy();
      }
    }
  });
});

describe('two nodes sharing Redis', () => {
  let redis: RedisProcess;
  let outB: string;
  const nodes: DeckServer[] = [];
  beforeAll(async () => {
    redis = await startRedis();
    outB = await mkdtemp(path.join(tmpdir(), 'deck-hostile-b-'));
    for (const dir of [out, outB]) nodes.push(await serveDeck({ port: 0, host: '127.0.0.1', out: dir, root: talkDir, slides: 'slides.md', password: PASSWORD, pdf: false, redisUrl: redis.url }));
  }, 180_000);
  afterAll(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    for (const node of nodes) await node.close();
    await redis?.stop();
    await rm(outB, { recursive: true, force: true });
  });

  async function open(node: DeckServer, hash: string, ready: string): Promise<Page> {
    const context = await browser.newContext(contextDefaults);
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${node.url}#${hash}`);
    await page.waitForSelector(ready);
    return page;
  }

  it('keep attendees to their own strokes, follow the presenter\'s audience switch and sign-out across nodes', { timeout: 120_000 }, async () => {
    const [nodeA, nodeB] = nodes as [DeckServer, DeckServer];
    const lead = await open(nodeA, `/presenter/15?password=${encodeURIComponent(PASSWORD)}`, 'html[data-deck-live="lead"] .presenter-current .drawing-layer');
    const guest = await open(nodeB, '/15', 'html[data-deck-live="follow"] .slide .drawing-layer');
    await startDrawing(lead, 'Blue');
    await stroke(lead, 0.3, '.presenter-current');
    await expect.poll(() => strokesOn(guest), { timeout: 15_000 }).toEqual(['#1982c4']);
    // The attendee on node B clears: only their own stroke goes, on both nodes.
    await startDrawing(guest, 'Yellow');
    await stroke(guest, 0.6);
    await expect.poll(() => strokesOn(lead, '.presenter-current'), { timeout: 15_000 }).toEqual(['#1982c4', '#ffca3a']);
    await guest.keyboard.press('c');
    await expect.poll(() => strokesOn(lead, '.presenter-current'), { timeout: 15_000 }).toEqual(['#1982c4']);
    expect(await strokesOn(guest)).toEqual(['#1982c4']);
    // The presenter on node A turns audience drawing off: node B's attendee hears it.
    await lead.getByRole('button', { name: 'Audience drawing' }).click();
    await expect.poll(() => drawingButton(guest).isDisabled(), { timeout: 15_000 }).toBe(true);
    await lead.getByRole('button', { name: 'Audience drawing' }).click();
    await expect.poll(() => drawingButton(guest).isDisabled(), { timeout: 15_000 }).toBe(false);
    // A second presenter session on node B is signed out from node A (the secret lives in Redis).
    const other = await open(nodeB, `/presenter/15?password=${encodeURIComponent(PASSWORD)}`, 'html[data-deck-live="lead"]');
    await lead.getByRole('button', { name: 'Sign out other sessions' }).click();
    await other.waitForSelector('html[data-deck-live="follow"]', { timeout: 30_000 });
    await lead.waitForSelector('html[data-deck-live="lead"]');
    await lead.keyboard.press('ArrowDown');
    await expect.poll(() => route(guest), { timeout: 15_000 }).toBe('/16');
  });
});

/** Resident memory of a process, from /proc (Linux). */
const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) * 1024;

describe('before logging in', () => {
  let server: ChildProcess;
  let stateDir: string;
  let url = '';
  beforeAll(async () => {
    await buildDeck({ base: '/', out, root: talkDir, slides: 'slides.md', force: false, pdf: false });
    // Its own state folder too: its presenter secret is no other server's.
    stateDir = await mkdtemp(path.join(tmpdir(), 'deck-hostile-cli-state-'));
    // Its own process, so its memory is its own: the deck server exactly as `npm start` runs it.
    server = spawn(process.execPath, ['--import', 'tsx', 'src/node/cli.ts', 'serve', path.join(talkDir, 'slides.md'), '--port', '0', '--out', out, '--state-dir', stateDir], {
      env: { ...process.env, DECK_PASSWORD: PASSWORD },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    url = await new Promise<string>((resolve, reject) => {
      let text = '';
      server.stdout?.on('data', (chunk: Buffer) => {
        text += chunk.toString();
        const found = /audience:\s+(http:\/\/\S+?)#/.exec(text)?.[1];
        if (found) resolve(found);
      });
      server.once('exit', (code) => reject(new Error(`the server stopped (${code}): ${text}`)));
    });
  }, 180_000);
  afterAll(async () => {
    // It keeps the room in its state folder as it stops: gone first, then the folder.
    if (server && server.exitCode === null && server.signalCode === null) {
      const gone = new Promise((resolve) => server.once('exit', resolve));
      server.kill();
      await gone;
    }
    if (stateDir) await rm(stateDir, { recursive: true, force: true });
  });

  it('400 MB sent before logging in moves the server memory by less than 20 MiB', { timeout: 180_000 }, async () => {
    const pid = server.pid ?? 0;
    const before = rssOf(pid);
    const ws = new WebSocket(`${url.replace('http', 'ws')}sync`, { headers: { origin: url.replace(/\/$/, '') } });
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
    // Frames of a document the connection has not logged in to, 1 MiB each (the largest a frame may be).
    const header = Buffer.from([3, 0x6e, 0x61, 0x76, 0]); // "nav", Sync
    const frame = Buffer.concat([header, Buffer.alloc((1 << 20) - header.length - 8, 1)]);
    let sent = 0;
    while (sent < 400 * 1024 * 1024 && ws.readyState === WebSocket.OPEN) {
      await new Promise<void>((resolve) => ws.send(frame, () => resolve()));
      sent += frame.byteLength;
    }
    expect(await closed).toBe(1008);
    const after = rssOf(pid);
    console.log(`before login: the server closed the connection after ${(sent / 1024 / 1024).toFixed(0)} MiB sent; memory ${(before / 1024 / 1024).toFixed(1)} → ${(after / 1024 / 1024).toFixed(1)} MiB`);
    expect(after - before).toBeLessThan(20 * 1024 * 1024);
    // The server still serves.
    expect((await fetch(url)).status).toBe(200);
  });
});
