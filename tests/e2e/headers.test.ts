// The deck server's headers in real Chromium: every view of the deck runs under its
// Content-Security-Policy with no violation, responses are not sniffed, and only the deck's own
// pages (or origins it is told to allow) may show it in a frame.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDeck, type DeckServer } from '../../src/node/commands/serve.ts';
import { waitForSlide, deckURL, withChromium } from '../support/browser.ts';
import { talkDir } from '../support/talk-dir.ts';

const newPage = withChromium();

/** Collects, from the first script on, every Content-Security-Policy violation the page reports. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective}: ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`));
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations.slice());
}

describe('Content-Security-Policy', () => {
  it('is on the page, names the inline boot script by hash, and allows no other script', async () => {
    const response = await fetch(deckURL());
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' 'sha256-[\w+/=]+'/);
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    const script = await fetch(`${deckURL()}sw.js`);
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('is passed with no violation by every view: slides, dialogs, drawing, dark mode, presenter, print', { timeout: 120_000 }, async () => {
    const { page, errors, open } = await newPage();
    const violations = await watchViolations(page);
    await open('/1');
    await waitForSlide(page, 1);
    // Every slide (code, images, tables, backgrounds), stepping through the click steps too.
    for (let no = 2; no <= 25; no++) {
      await page.keyboard.press('ArrowDown');
      await waitForSlide(page, no);
    }
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('o');
    await page.getByRole('dialog', { name: 'Slides overview' }).waitFor();
    await page.keyboard.press('Escape');
    await page.keyboard.press('g');
    await page.getByRole('dialog', { name: 'Go to slide' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Info' }).click();
    await page.getByRole('dialog', { name: 'About this deck' }).waitFor();
    await page.keyboard.press('Escape');
    await page.keyboard.press('d');
    await open('/9');
    await waitForSlide(page, 9);
    await page.getByRole('button', { name: 'Drawing', exact: true }).click();
    await page.getByRole('group', { name: 'Drawing tools' }).waitFor();
    const box = await page.locator('.slide').first().boundingBox();
    if (!box) throw new Error('no slide');
    await page.mouse.move(box.x + 100, box.y + 100);
    await page.mouse.down();
    await page.mouse.move(box.x + 300, box.y + 200, { steps: 5 });
    await page.mouse.up();
    await page.waitForSelector('.slide .drawing-layer > *');
    await open('/presenter/1');
    await page.waitForSelector('.presenter-view .notes-body');
    await open('/print');
    await expect.poll(() => page.locator('.print-page .layout').count()).toBe(25);
    await page.goto(`${deckURL()}?print=clicks#/print`);
    await page.waitForSelector('.print-page');
    await page.goto(`${deckURL()}#/3?embedded`);
    await waitForSlide(page, 3);
    expect(await violations()).toEqual([]);
    expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
  });
});

describe('frames', () => {
  let other: Server;
  let otherOrigin: string;
  let out: string;
  let stateDir: string;
  let allowing: DeckServer;

  /** A page on another origin that shows `src` in a frame. */
  beforeAll(async () => {
    other = createServer((req, res) => {
      const src = new URL(req.url ?? '/', 'http://x').searchParams.get('src') ?? '';
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(`<!doctype html><title>host</title><iframe id="deck" width="800" height="450" src="${src.replace(/"/g, '')}"></iframe>`);
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    otherOrigin = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
    out = await mkdtemp(path.join(tmpdir(), 'deck-frames-'));
    stateDir = await mkdtemp(path.join(tmpdir(), 'deck-frames-state-'));
    allowing = await serveDeck({ port: 0, host: '127.0.0.1', out, root: talkDir, slides: 'slides.md', pdf: false, frameAncestors: [otherOrigin], stateDir });
  });
  afterAll(async () => {
    await allowing?.close();
    await new Promise((resolve) => other.close(resolve));
    await rm(out, { recursive: true, force: true });
    if (stateDir) await rm(stateDir, { recursive: true, force: true });
  });

  /** Whether the frame on `page` shows the deck's slide. */
  const frameShowsDeck = async (page: Page) => {
    const frame = page.frames().find((f) => f !== page.mainFrame());
    if (!frame) return false;
    return frame.evaluate(() => document.querySelector('.slide .layout') !== null).catch(() => false);
  };

  it('refuses to be framed by a page of another origin by default', async () => {
    const { page } = await newPage();
    const blocked = page.waitForEvent('console', (message) => /frame-ancestors/.test(message.text()));
    await page.goto(`${otherOrigin}/?src=${encodeURIComponent(`${deckURL()}#/1?embedded`)}`);
    await blocked;
    expect(await frameShowsDeck(page)).toBe(false);
  });

  it("shows embedded in a frame of the deck's own origin, and of an origin it is told to allow", async () => {
    const { page } = await newPage();
    await page.goto(`${deckURL()}#/2`);
    await waitForSlide(page, 2);
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      frame.width = '800';
      frame.height = '450';
      document.body.append(frame);
    }, `${deckURL()}#/1?embedded`);
    await expect.poll(() => frameShowsDeck(page), { timeout: 15_000 }).toBe(true);

    const { page: host } = await newPage();
    await host.goto(`${otherOrigin}/?src=${encodeURIComponent(`${allowing.url}#/1?embedded`)}`);
    await expect.poll(() => frameShowsDeck(host), { timeout: 15_000 }).toBe(true);
  });
});
