// The order of the presenter's moves as views see them, in real Chromium against the real server:
// a follower never jumps back when the same moves reach it along a fast way (the tab channel) and a
// slow one (the server), and two presenter tabs pressing at the same moment end, with the audience,
// on one slide.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { serveDeck, type DeckServer } from '../../src/node/commands/serve.ts';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import * as decoding from 'lib0/decoding';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { encodeCredentials } from '../../src/shared/live.ts';
import { launchChromium } from '../support/chromium.ts';
import { contextDefaults, route } from '../support/browser.ts';
import { talkDir } from '../support/talk-dir.ts';

const PASSWORD = 'in order';
let browser: Browser;
let out: string;
let stateDir: string;
let deck: DeckServer;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchChromium();
  out = await mkdtemp(path.join(tmpdir(), 'deck-order-'));
  // A secret and a room of its own: no other file's server shares them.
  stateDir = await mkdtemp(path.join(tmpdir(), 'deck-order-state-'));
  deck = await serveDeck({ port: 0, host: '127.0.0.1', out, root: talkDir, slides: 'slides.md', password: PASSWORD, pdf: false, stateDir });
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

afterAll(async () => {
  await deck?.close();
  await browser?.close();
  await rm(out, { recursive: true, force: true });
  if (stateDir) await rm(stateDir, { recursive: true, force: true });
});

async function newContext(): Promise<BrowserContext> {
  const context = await browser.newContext(contextDefaults);
  contexts.push(context);
  return context;
}

/**
 * Every frame on the page's sync socket waits `ms` each way, like a slow venue network. Returns
 * the slide of the newest presenter move delivered to the page along that way so far (read from a
 * copy of the "nav" document kept from the frames the page was handed).
 */
async function slowSync(page: Page, ms: number): Promise<() => number | undefined> {
  const copy = new Y.Doc();
  const delivered = (frame: Buffer) => {
    const decoder = decoding.createDecoder(frame);
    if (decoding.readVarString(decoder) !== 'nav' || decoding.readVarUint(decoder) !== 0) return;
    if (decoding.readVarUint(decoder) === 0) return; // a state vector, not content
    Y.applyUpdate(copy, decoding.readVarUint8Array(decoder));
  };
  await page.routeWebSocket(/\/sync$/, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => void setTimeout(() => server.send(message), ms));
    server.onMessage((message) =>
      void setTimeout(() => {
        ws.send(message);
        if (typeof message !== 'string') delivered(message);
      }, ms),
    );
    ws.onClose((code, reason) => server.close({ code, reason }));
    server.onClose((code, reason) => ws.close({ code, reason }));
  });
  return () => {
    const moves = [...copy.getMap<{ no: number; stamp: { t: number; by: string } }>('state').entries()].filter(([key]) => key.startsWith('lead:')).map(([, move]) => move);
    return moves.sort((a, b) => a.stamp.t - b.stamp.t || a.stamp.by.localeCompare(b.stamp.by)).at(-1)?.no;
  };
}

/** Waits until the page has rendered whatever it was handed so far (two frames). */
const rendered = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

async function openPresenter(context: BrowserContext, no: number, before?: (page: Page) => Promise<unknown>): Promise<Page> {
  const page = await context.newPage();
  await before?.(page);
  await page.goto(`${deck.url}#/presenter/${no}?password=${encodeURIComponent(PASSWORD)}`);
  await page.waitForSelector(`.presenter-current .slide[data-slide="${no}"] .layout`);
  await page.waitForSelector('html[data-deck-live="lead"]'); // the server lets it drive the room
  return page;
}

async function openAudience(context: BrowserContext, no: number, before?: (page: Page) => Promise<unknown>): Promise<Page> {
  const page = await context.newPage();
  await before?.(page);
  await page.goto(`${deck.url}#/${no}`);
  await page.waitForSelector('html[data-deck-ready] .slide .layout');
  await page.waitForSelector('html[data-deck-live]'); // joined the server's live document
  return page;
}

const slideOf = (page: Page) => Number(/\/(\d+)/.exec(route(page))?.[1] ?? NaN);

/** Records, inside the page, every slide it shows from now on, in order. */
async function recordSlides(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { __slides: number[] }).__slides = seen;
    const note = () => {
      const no = Number(/^#\/(\d+)/.exec(location.hash)?.[1]);
      if (no && seen.at(-1) !== no) seen.push(no);
    };
    note();
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { __slides: number[] }).__slides.slice());
}

describe('the order of moves', () => {
  it('a follower only moves forward while the presenter presses forward, though the server link is slow', { timeout: 120_000 }, async () => {
    // One browser: a presenter tab and an audience tab, both with 300 ms each way to the server.
    const context = await newContext();
    const lead = await openPresenter(context, 2, (page) => slowSync(page, 300));
    let slowWay: () => number | undefined = () => undefined;
    const follower = await openAudience(context, 2, async (page) => (slowWay = await slowSync(page, 300)));
    // Settled: the follower shows the presenter's slide, along both ways.
    await lead.keyboard.press('ArrowDown');
    await expect.poll(() => slideOf(follower), { timeout: 15_000 }).toBe(3);
    await expect.poll(slowWay, { timeout: 15_000 }).toBe(3);
    const slides = await recordSlides(follower);
    for (let i = 0; i < 4; i++) await lead.keyboard.press('ArrowDown');
    await expect.poll(() => slideOf(follower), { timeout: 15_000 }).toBe(7);
    // The slow way has delivered the last move too (and every earlier one before it).
    await expect.poll(slowWay, { timeout: 15_000 }).toBe(7);
    await rendered(follower);
    const seen = await slides();
    expect(seen.at(-1)).toBe(7);
    expect(seen.every((no, i) => i === 0 || no > (seen[i - 1] ?? 0)), `the follower showed ${seen.join(' → ')}`).toBe(true);
  });

  it('two presenter tabs pressing at the same moment end on the same slide, and so does the audience', { timeout: 180_000 }, async () => {
    const presenterBrowser = await newContext();
    const [a, b] = [await openPresenter(presenterBrowser, 10), await openPresenter(presenterBrowser, 10)];
    const audience = await openAudience(await newContext(), 1);
    await expect.poll(() => slideOf(audience), { timeout: 15_000 }).toBeGreaterThan(0);
    for (let trial = 0; trial < 12; trial++) {
      // One tab goes forward while the other goes back, at the same moment.
      await Promise.all([a.keyboard.press('ArrowDown'), b.keyboard.press('ArrowUp')]);
      await expect
        .poll(async () => {
          const [x, y, z] = [slideOf(a), slideOf(b), slideOf(audience)];
          return x === y && y === z ? 'same' : `presenter tabs on ${x} and ${y}, audience on ${z}`;
        }, { timeout: 15_000 })
        .toBe('same');
    }
  });

  it('a page that moves from the audience view to the presenter view and logs in drives the room at once', { timeout: 90_000 }, async () => {
    const page = await openAudience(await newContext(), 3);
    await page.waitForSelector('html[data-deck-live="follow"]');
    const watcher = await openAudience(await newContext(), 1);
    await page.getByRole('link', { name: 'Presenter mode' }).click();
    const prompt = page.getByRole('dialog', { name: 'Enter password' });
    await prompt.getByLabel('Enter password').fill(PASSWORD);
    await prompt.getByLabel('Enter password').press('Enter');
    await page.waitForSelector('.presenter-current .slide .layout');
    await page.waitForSelector('html[data-deck-live="lead"]');
    const from = slideOf(page);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => slideOf(watcher), { timeout: 15_000 }).toBe(from + 1);
  });

  it("shows the presenter's pointer on other devices as presence, and never an attendee's posing as it", { timeout: 90_000 }, async () => {
    const lead = await openPresenter(await newContext(), 8);
    const follower = await openAudience(await newContext(), 1);
    await expect.poll(() => slideOf(follower), { timeout: 15_000 }).toBe(8);
    // An attendee's own program claims a pointer in the middle of the slide.
    const socket = new HocuspocusProviderWebsocket({ url: `${deck.url.replace('http', 'ws')}sync`, WebSocketPolyfill: WebSocket });
    const rogue = new HocuspocusProvider({ websocketProvider: socket, name: 'nav', token: encodeCredentials({ token: null, viewer: 'rogue-secret-000001', presenterView: true }) });
    rogue.attach();
    try {
      await expect.poll(() => rogue.isSynced, { timeout: 15_000 }).toBe(true);
      rogue.setAwarenessField('cursor', { no: 8, x: 490, y: 275 });
      // The presenter's pointer near the top left corner of the slide.
      const box = await lead.locator('.presenter-current .slide').boundingBox();
      if (!box) throw new Error('no slide');
      await lead.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.1);
      await lead.mouse.move(box.x + box.width * 0.12, box.y + box.height * 0.12);
      const cursor = follower.locator('.presenter-cursor');
      await cursor.waitFor({ timeout: 15_000 });
      const at = await cursor.evaluate((el) => [parseFloat((el as HTMLElement).style.left), parseFloat((el as HTMLElement).style.top)]);
      expect(at[0]).toBeLessThan(200);
      expect(at[1]).toBeLessThan(120);
      // The presenter leaves: the pointer goes with them, nothing of it was stored.
      await lead.close();
      await cursor.waitFor({ state: 'detached', timeout: 30_000 });
    } finally {
      rogue.destroy();
      socket.destroy();
    }
  });
});
