// The room on its phones: questions, votes, reactions, the question on every screen and the join
// code, with a presenter and two followers (one a phone with touch) in separate browser contexts;
// then hostile input, a restart, a password and two nodes sharing Redis, with Node clients where a
// browser adds nothing.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { serveDeck, type DeckServer } from '../../src/node/commands/serve.ts';
import { deckURL, withChromium } from '../support/browser.ts';
import { startRedis } from '../support/redis.ts';
import { liveClient, questionTexts, type LiveClient } from '../support/room-client.ts';
import { talkDir } from '../support/talk-dir.ts';

const newDeckPage = withChromium();
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
const HOSTILE = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script> **bold?**';

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function stateDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'deck-room-state-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

async function serve(options: { stateDir: string; password?: string; redisUrl?: string; port?: number }): Promise<DeckServer> {
  const deck = await serveDeck({ port: options.port ?? 0, host: '127.0.0.1', out: inject('builtDir'), root: talkDir, slides: 'slides.md', pdf: false, ...options });
  cleanups.push(() => deck.close().catch(() => undefined));
  return deck;
}

async function client(url: string, credentials: Parameters<typeof liveClient>[2] = {}): Promise<LiveClient> {
  const made = await liveClient(url, 'room', credentials);
  cleanups.push(() => made.close());
  return made;
}

async function presenterPage(url = deckURL()): Promise<Page> {
  const { page } = await newDeckPage();
  await page.goto(`${url}#/presenter/1`);
  await page.waitForSelector('.room-presenter-buttons');
  return page;
}

async function followerPage(options: object = {}, url = deckURL()): Promise<Page> {
  const { page } = await newDeckPage(options);
  await page.goto(`${url}#/1`);
  await page.waitForSelector('.room-dock');
  return page;
}

async function ask(page: Page, text: string): Promise<void> {
  await page.getByRole('button', { name: /^Questions/ }).click();
  await page.getByLabel('Ask the speaker').fill(text);
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  await page.getByRole('status').filter({ hasText: 'Sent' }).waitFor();
}

const drawerTexts = (page: Page) => page.locator('.room-drawer .room-question-text').allTextContents();

describe('questions', () => {
  it('go from a phone to the presenter as text, are upvoted once per device, and are moderated by the presenter', async () => {
    const presenter = await presenterPage();
    const phone = await followerPage(PHONE);
    const laptop = await followerPage();
    await presenter.getByRole('button', { name: /^Questions/ }).click();
    await presenter.getByText('No questions yet').waitFor();

    await ask(phone, HOSTILE);
    await expect.poll(() => drawerTexts(presenter), { timeout: 20_000 }).toEqual([HOSTILE]);
    expect(await presenter.locator('.room-drawer img, .room-drawer script, .room-drawer strong').count()).toBe(0);
    expect(await presenter.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    // The asker sees it as theirs.
    await phone.locator('.room-question', { hasText: 'onerror' }).getByText('Yours').waitFor();

    await ask(laptop, 'Does template cloning work with sqlx::test?');
    await expect.poll(() => drawerTexts(presenter), { timeout: 20_000 }).toEqual(['Does template cloning work with sqlx::test?', HOSTILE]); // newest first at 0 votes
    const upvote = phone.getByRole('button', { name: /^Upvote: <img/ });
    await upvote.click();
    await phone.getByRole('button', { name: /^Remove your vote from: <img/ }).waitFor();
    await expect.poll(() => drawerTexts(presenter), { timeout: 20_000 }).toEqual([HOSTILE, 'Does template cloning work with sqlx::test?']);
    await expect.poll(() => presenter.locator('.room-question').first().locator('.room-votes').textContent()).toBe('1 vote');

    // On every screen, as text; then answered, then hidden (which takes it off the screens).
    await presenter.getByRole('button', { name: /^Show on every screen: <img/ }).click();
    for (const page of [phone, laptop]) await expect.poll(() => page.locator('.room-spotlight-text').textContent(), { timeout: 20_000 }).toBe(HOSTILE);
    await presenter.getByRole('button', { name: /^Mark answered: <img/ }).click();
    await presenter.locator('.room-question', { hasText: 'onerror' }).getByText('✓ Answered').waitFor();
    await presenter.getByRole('button', { name: /^Hide: <img/ }).click();
    await laptop.locator('.room-spotlight').waitFor({ state: 'detached', timeout: 20_000 });
    await expect.poll(() => laptop.locator('.room-sheet .room-question-text').allTextContents(), { timeout: 20_000 }).toEqual(['Does template cloning work with sqlx::test?']);
    expect(await phone.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  });
});

describe("the presenter's drawers", () => {
  it('close with Escape: the questions and the join code', async () => {
    const presenter = await presenterPage();
    for (const name of [/^Questions/, /^Join$/]) {
      await presenter.getByRole('button', { name }).click();
      await presenter.locator('.room-drawer').waitFor();
      await presenter.keyboard.press('Escape');
      await presenter.locator('.room-drawer').waitFor({ state: 'detached' });
    }
    // q opens the questions from the keyboard; Escape closes them; the slide did not move meanwhile.
    await presenter.keyboard.press('q');
    await presenter.locator('.room-drawer').waitFor();
    await presenter.keyboard.press('Escape');
    await presenter.locator('.room-drawer').waitFor({ state: 'detached' });
    expect(new URL(presenter.url()).hash).toBe('#/presenter/1');
  });
});

describe('a phone held upright', () => {
  it('shows the slide across the top at full width, the dock right under it, then the top questions, at a phone\'s sizes', { timeout: 90_000 }, async () => {
    const deck = await serve({ stateDir: await stateDir() });
    const asker = await client(deck.url, { viewer: 'asking-device-00003' });
    asker.send({ kind: 'ask', text: 'Does this work with MySQL too?' });
    await expect.poll(() => questionTexts(asker), { timeout: 20_000 }).toHaveLength(1);
    const phone = await followerPage(PHONE, deck.url);
    await phone.locator('.room-top').getByText('Does this work with MySQL too?').waitFor({ timeout: 20_000 });
    // Where everything is, once the slide has been scaled to the width (a frame after it is laid out).
    const layout = () =>
      phone.evaluate(() => {
        const box = (selector: string) => {
          const element = document.querySelector(selector);
          return element ? element.getBoundingClientRect().toJSON() as { top: number; bottom: number; left: number; right: number; width: number } : null;
        };
        const textSize = (selector: string) => Math.min(...[...document.querySelectorAll(selector)].map((element) => parseFloat(getComputedStyle(element).fontSize)));
        return {
          slide: box('.play-view .slide:not(.slide-ahead) .layout'),
          dock: box('.room-dock'),
          top: box('.room-top'),
          reaction: box('.room-reaction'),
          textSizes: [textSize('.room-dock .room-button'), textSize('.room-top-title'), textSize('.room-top-text'), textSize('.room-top-votes')],
        };
      });
    await expect.poll(async () => (await layout()).slide?.width, { timeout: 20_000 }).toBeGreaterThanOrEqual(389);
    const { slide, dock, top, reaction, textSizes } = await layout();
    if (!slide || !dock || !top || !reaction) throw new Error('the slide, the dock or the top questions are missing');
    // The slide at the top (it was a strip across the middle, with black above and below it) ...
    expect(slide.top, 'the slide\'s top').toBeLessThanOrEqual(1);
    // ... the dock in the first place under it, and the top questions under the dock, on the screen.
    expect(dock.top, 'the dock under the slide').toBeGreaterThanOrEqual(slide.bottom - 1);
    expect(dock.top - slide.bottom, 'the space between the slide and the dock').toBeLessThanOrEqual(24);
    expect(top.top, 'the top questions under the dock').toBeGreaterThanOrEqual(dock.bottom);
    expect(top.bottom, 'the top questions on the screen').toBeLessThanOrEqual(844);
    // A thumb's targets and a phone's text sizes.
    expect(reaction.width, 'a reaction button').toBeGreaterThanOrEqual(44);
    for (const size of textSizes) expect(size).toBeGreaterThanOrEqual(16);
    // The card opens the questions to upvote.
    await phone.getByRole('button', { name: 'Upvote or ask' }).tap();
    await phone.getByRole('button', { name: 'Upvote: Does this work with MySQL too?' }).waitFor();
  });

  it('or a desktop window as narrow: the dock shows in its column, not an empty space waiting for the mouse', async () => {
    const narrow = await followerPage({ viewport: { width: 390, height: 844 } });
    await narrow.mouse.move(200, 100); // over the slide, not the dock
    await expect.poll(() => narrow.locator('.room-dock').evaluate((dock) => getComputedStyle(dock).opacity)).toBe('1');
  });
});

describe('what the main screen shows', () => {
  it("is in the presenter's header at all times: the slides, the join code, a question, black", { timeout: 120_000 }, async () => {
    const deck = await serve({ stateDir: await stateDir() });
    const presenter = await presenterPage(deck.url);
    const projector = await followerPage({ viewport: { width: 1920, height: 1080 } }, deck.url);
    const state = presenter.getByRole('status', { name: 'Main screen' });
    const says = (text: string) => expect.poll(() => state.textContent(), { timeout: 20_000 }).toBe(`Main screen: ${text}`);
    await says('Slides');

    // j puts the join code on the main screen, and takes it off again.
    await presenter.keyboard.press('j');
    await projector.locator('.room-join-overlay').waitFor({ timeout: 20_000 });
    await says('Join code');
    await presenter.keyboard.press('j');
    await projector.locator('.room-join-overlay').waitFor({ state: 'detached', timeout: 20_000 });
    await says('Slides');

    // A question put on screen takes the band under the slide; it stays over a black screen too.
    const asker = await client(deck.url, { viewer: 'asking-device-00002' });
    asker.send({ kind: 'ask', text: 'What about MySQL?' });
    await presenter.getByRole('button', { name: /^Questions/ }).click();
    await presenter.getByRole('button', { name: 'Show on every screen: What about MySQL?' }).click({ timeout: 20_000 });
    await projector.locator('.room-spotlight').waitFor({ timeout: 20_000 });
    await says('Slides + question');
    await presenter.keyboard.press('b');
    await projector.locator('.screen-cover.black').waitFor({ timeout: 20_000 });
    expect(await projector.locator('.room-spotlight').isVisible()).toBe(true);
    await says('Black + question');
    await presenter.getByRole('button', { name: 'Take it off' }).click();
    await projector.locator('.room-spotlight').waitFor({ state: 'detached', timeout: 20_000 });
    await says('Black');
    // The header's button brings the slides back, as b would.
    await presenter.getByRole('button', { name: 'Back to slides' }).click();
    await projector.locator('.screen-cover').waitFor({ state: 'detached', timeout: 20_000 });
    await says('Slides');
    expect(await presenter.getByRole('button', { name: 'Back to slides' }).count()).toBe(0);
  });
});

describe('reactions on a presenter whose slide was slow to come', () => {
  it('rise once the slide is there, however long its code took to load', async () => {
    // (No service worker: it would fetch the code itself, past the page's routes.)
    const { page: presenter } = await newDeckPage({ serviceWorkers: 'block' });
    // The current slide's code is held back for 120 frames (on a busy machine a chunk can take that
    // long): the lane beside it can only be measured once it is there.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await presenter.route('**/_deck-slide_3-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await presenter.goto(`${deckURL()}#/presenter/3`);
    await presenter.waitForSelector('.room-presenter-buttons');
    await presenter.evaluate(() => new Promise<void>((resolve) => {
      let frames = 120;
      const tick = () => (--frames > 0 ? requestAnimationFrame(tick) : resolve());
      requestAnimationFrame(tick);
    }));
    release();
    await presenter.locator('.presenter-current .slide[data-slide="3"] .layout').waitFor();
    const phone = await client(deckURL());
    // A tick of the server's counts carries the bursts: send until one has risen (bounded).
    for (let sent = 0; sent < 40 && (await presenter.locator('.reaction').count()) === 0; sent++) {
      phone.send({ kind: 'react', emoji: '👏' });
      await presenter.locator('.reaction[data-reaction="👏"]').first().waitFor({ state: 'attached', timeout: 1_000 }).catch(() => undefined);
    }
    expect(await presenter.locator('.reaction[data-reaction="👏"]').count()).toBeGreaterThan(0);
  });
});

describe('reactions and the join code', () => {
  it('rise on the other screens, drawn as pictures, can be turned off, and the join code goes large on the main screen', async () => {
    const presenter = await presenterPage();
    const phone = await followerPage(PHONE);
    const screen = await followerPage({ viewport: { width: 1920, height: 1080 } });
    await phone.getByRole('button', { name: 'Applause' }).tap();
    for (const page of [presenter, screen]) await page.locator('.reaction[data-reaction="👏"]').first().waitFor({ state: 'attached', timeout: 20_000 });
    // Pictures, not emoji characters: a screen without a colour-emoji font (a Linux laptop at the
    // projector) would draw those as empty boxes. Each is decoded and drawn at a readable size.
    const pictures = (page: Page, selector: string) =>
      page.locator(selector).evaluateAll((images) =>
        images.map((image) => (image instanceof HTMLImageElement ? { decoded: image.complete && image.naturalWidth > 0, width: Math.round(image.getBoundingClientRect().width) } : null)),
      );
    await expect.poll(() => pictures(phone, '.room-reaction-bar button img')).toEqual(Array(6).fill({ decoded: true, width: 24 }));
    await expect.poll(async () => (await pictures(screen, '.reaction[data-reaction="👏"] img'))[0]?.decoded).toBe(true);

    await presenter.getByRole('button', { name: 'Reactions on' }).click();
    await presenter.getByRole('button', { name: 'Reactions off' }).waitFor();
    await phone.locator('.room-reaction-bar').waitFor({ state: 'detached', timeout: 20_000 });
    await presenter.getByRole('button', { name: 'Reactions off' }).click();
    await phone.locator('.room-reaction-bar').waitFor({ timeout: 20_000 });

    await presenter.getByRole('button', { name: 'Join' }).click();
    const url = await presenter.locator('.room-drawer .room-join-url').getAttribute('href');
    expect(url).toMatch(/^http:\/\/.+#\/1$/);
    await presenter.locator('.room-drawer svg[role="img"]').waitFor();
    await presenter.getByRole('button', { name: 'Show on the main screen' }).click();
    await screen.locator('.room-join-overlay svg[role="img"]').waitFor({ timeout: 20_000 });
    const size = await screen.locator('.room-join-overlay svg').boundingBox();
    expect(size?.height).toBeGreaterThan(400); // readable from the back of the room
    // Not on a phone, which has joined already: not on the one here, nor on one that joins now
    // (once its room is up, the code shown is known to it), while a laptop that joins now gets it.
    expect(await phone.locator('.room-join-overlay').count()).toBe(0);
    const latePhone = await followerPage(PHONE);
    const lateLaptop = await followerPage();
    await lateLaptop.locator('.room-join-overlay svg[role="img"]').waitFor({ timeout: 20_000 });
    expect(await latePhone.locator('.room-join-overlay').count()).toBe(0);
    expect(await latePhone.locator('.slide:not(.slide-ahead) .layout').isVisible()).toBe(true);
    await presenter.getByRole('button', { name: 'Hide from the main screen' }).click();
    await screen.locator('.room-join-overlay').waitFor({ state: 'detached', timeout: 20_000 });
  });
});

describe('a hostile room', () => {
  it('refuses 10 KB questions, lets one connection ask once per 10 s however fast it sends, counts a reaction flood only as fast as allowed, and the pages stay whole', async () => {
    const presenter = await presenterPage();
    await presenter.getByRole('button', { name: /^Questions/ }).click();
    const watcher = await client(deckURL(), { viewer: 'watcher-device-0001' });
    const flooder = await client(deckURL(), { viewer: 'flooding-device-001' });
    const reactor = await client(deckURL(), { viewer: 'reacting-device-001' });
    const heard = () => watcher.notices.reduce((sum, n) => sum + (n.kind === 'reactions' ? Object.values(n.counts).reduce((a, b) => a + b, 0) : 0), 0);

    flooder.send({ kind: 'ask', text: 'x'.repeat(10_000) });
    flooder.send('<script>alert(1)</script>');
    reactor.send({ kind: 'react', emoji: '<img src=x>' });
    // For a second: 50 questions from one connection, 1,000 reactions from another (a load, paced by the sender).
    for (let tenth = 0; tenth < 10; tenth++) {
      for (let i = 0; i < 5; i++) flooder.send({ kind: 'ask', text: `flood ${tenth * 5 + i} <b>bold</b>` });
      for (let i = 0; i < 100; i++) reactor.send({ kind: 'react', emoji: '🎉' });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await expect.poll(() => flooder.notices.filter((n) => n.kind === 'refused' && n.reason === 'invalid').length, { timeout: 20_000 }).toBe(2);
    await expect.poll(() => reactor.notices.filter((n) => n.kind === 'refused' && n.reason === 'invalid').length, { timeout: 20_000 }).toBe(1);
    // The other 49 questions were refused as too soon (or dropped as too fast before reaching the room).
    expect(flooder.notices.filter((n) => n.kind === 'refused' && n.reason === 'rate').length).toBeGreaterThan(0);
    // (The file's server keeps its room: earlier tests' questions are there too.)
    const flooded = (texts: string[]) => texts.filter((text) => text.startsWith('flood '));
    await expect.poll(async () => flooded(questionTexts(watcher)), { timeout: 20_000 }).toEqual(['flood 0 <b>bold</b>']);
    await expect.poll(async () => flooded(await drawerTexts(presenter)), { timeout: 20_000 }).toEqual(['flood 0 <b>bold</b>']);
    // Of the 1,000 reactions, the connection's allowance (a few) reached the room.
    await expect.poll(heard, { timeout: 20_000 }).toBeGreaterThan(0);
    expect(heard()).toBeLessThan(20);
    expect(await presenter.locator('.reaction').count()).toBeLessThanOrEqual(24);

    // The server is up and everyone else is unharmed: a new follower joins and asks.
    const phone = await followerPage(PHONE);
    await ask(phone, 'Still there?');
    await expect.poll(() => drawerTexts(presenter), { timeout: 20_000 }).toContain('Still there?');
    expect(await presenter.locator('.room-drawer b').count()).toBe(0);
  });
});

describe('kept and shared', () => {
  it('keeps questions and votes across a server restart (in the state folder)', async () => {
    const dir = await stateDir();
    let deck = await serve({ stateDir: dir });
    const asker = await client(deck.url, { viewer: 'asking-device-00001' });
    asker.send({ kind: 'ask', text: 'Will this survive a restart?' });
    await expect.poll(() => questionTexts(asker), { timeout: 20_000 }).toHaveLength(1);
    const id = [...asker.map.keys()].find((key) => key.startsWith('q:'))?.slice(2);
    asker.send({ kind: 'vote', question: id, on: true });
    await expect.poll(() => [...asker.map.keys()].filter((key) => key.startsWith('v:')).length, { timeout: 20_000 }).toBe(1);
    asker.close();
    const port = Number(new URL(deck.url).port);
    await deck.close();

    deck = await serve({ stateDir: dir, port });
    const later = await client(deck.url, { viewer: 'later-device-000001' });
    expect(questionTexts(later)).toEqual(['Will this survive a restart?']);
    expect([...later.map.keys()].filter((key) => key.startsWith('v:'))).toHaveLength(1);
  });

  it('with a password, lets only the presenter moderate', async () => {
    const password = 'only me';
    const deck = await serve({ stateDir: await stateDir(), password });
    const login = await fetch(`${deck.url}api/login`, { method: 'POST', headers: { origin: new URL(deck.url).origin }, body: JSON.stringify({ password }) });
    const { token } = (await login.json()) as { token: string };
    const attendee = await client(deck.url, { viewer: 'attendee-device-001', presenterView: true });
    attendee.send({ kind: 'ask', text: 'Who moderates?' });
    await expect.poll(() => questionTexts(attendee), { timeout: 20_000 }).toHaveLength(1);
    const id = [...attendee.map.keys()].find((key) => key.startsWith('q:'))?.slice(2);
    attendee.send({ kind: 'spotlight', question: id });
    attendee.send({ kind: 'mark', question: id, hidden: true });
    await expect.poll(() => attendee.notices.filter((n) => n.kind === 'refused' && n.reason === 'moderator').length, { timeout: 20_000 }).toBe(2);
    const presenter = await client(deck.url, { token });
    presenter.send({ kind: 'spotlight', question: id });
    await expect.poll(() => attendee.map.get('spotlight'), { timeout: 20_000 }).toBe(id);
  });

  it('shares questions and presence between two nodes through Redis', async () => {
    const redis = await startRedis();
    cleanups.push(() => redis.stop());
    const [nodeA, nodeB] = [await serve({ stateDir: await stateDir(), redisUrl: redis.url }), await serve({ stateDir: await stateDir(), redisUrl: redis.url })];
    const presenter = await presenterPage(nodeA.url);
    await presenter.getByRole('button', { name: /^Questions/ }).click();
    const phone = await followerPage(PHONE, nodeB.url);
    await ask(phone, 'Asked on node B');
    await expect.poll(() => drawerTexts(presenter), { timeout: 30_000 }).toEqual(['Asked on node B']);
    // The follower on node B counts among the presenter's audience on node A, beside one on node A.
    const counted = await liveClient(nodeA.url, 'nav', { viewer: 'counting-device-001' });
    cleanups.push(() => counted.close());
    await expect.poll(() => presenter.locator('.audience-count .following').textContent(), { timeout: 30_000 }).toBe('2 following');
  });
});
