// After one visit the deck works without a network: the service worker keeps every file it shows.
// On venue Wi-Fi that is connected but does not answer, the page comes from the copy after a few
// seconds; a new build downloads only the files that changed.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sirv from 'sirv';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { writeServiceWorker } from '../../src/node/offline.ts';
import { deckURL, route, waitForSlide, withChromium } from '../support/browser.ts';
import { talk } from '../support/deck.ts';

const newPage = withChromium();
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

/** Waits until the page's service worker is installed (every file cached) and active. */
async function workerActive(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (registration.active?.state !== 'activated') {
      await new Promise<void>((resolve) => registration.active?.addEventListener('statechange', () => resolve()));
    }
  });
}

describe('offline', () => {
  it('reloads and navigates with the network gone', { timeout: 60_000 }, async () => {
    const { page, open } = await newPage({ serviceWorkers: 'allow' });
    await open('/1');
    await waitForSlide(page, 1);
    // Installed means every file is in the cache (install fails unless all of them are).
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      if (registration.active?.state !== 'activated') {
        await new Promise<void>((resolve) => registration.active?.addEventListener('statechange', () => resolve()));
      }
    });

    await page.context().setOffline(true);
    await page.reload();
    await waitForSlide(page, 1);
    for (const no of [2, 3, 4]) {
      await page.keyboard.press('ArrowDown');
      await waitForSlide(page, no);
    }
    // A slide never visited before, with an image and code, comes from the cache too.
    await page.keyboard.press('g');
    await page.keyboard.type('15');
    await page.keyboard.press('Enter');
    await waitForSlide(page, 15);
    await expect.poll(() => route(page)).toBe('/15');
    expect(await page.locator('.slide[data-slide="15"] h1').textContent()).toBe(talk.slides[14]?.title);
    expect(await page.evaluate(() => document.fonts.check('16px "Nunito Sans"'))).toBe(true);
    await page.context().setOffline(false);
  });

  it('keeps the API, live sync and the speaker notes out of the cache', async () => {
    const { page, open } = await newPage({ serviceWorkers: 'allow' });
    await open('/1');
    await waitForSlide(page, 1);
    const files = await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      const keys = await caches.keys();
      const cache = await caches.open(keys.find((k) => k.startsWith('deck-')) ?? '');
      return (await cache.keys()).map((request) => new URL(request.url).pathname);
    });
    expect(files).toContain('/index.html');
    expect(files.some((f) => f.endsWith('.woff2'))).toBe(true);
    expect(files.some((f) => f.startsWith('/api') || f.includes('speaker-notes') || f.endsWith('.pdf'))).toBe(false);
  });

  it('answers a reload from its copy when the network is connected but never answers', { timeout: 90_000 }, async () => {
    // A proxy to the deck server that can stop answering page loads, as a captive venue Wi-Fi does.
    let hanging = false;
    let hung = 0;
    const upstream = new URL(deckURL());
    const proxy = createServer((req, res) => {
      if (hanging && req.headers['sec-fetch-mode'] === 'navigate') return void hung++; // never answered
      const forward = httpRequest({ host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      forward.on('error', () => res.destroy());
      req.pipe(forward);
    });
    const base = await listen(proxy);
    const { page } = await newPage({ serviceWorkers: 'allow' });
    await page.goto(`${base}#/3`);
    await waitForSlide(page, 3);
    await workerActive(page);

    hanging = true;
    await page.reload({ waitUntil: 'commit', timeout: 30_000 });
    await waitForSlide(page, 3);
    expect(hung).toBeGreaterThan(0); // the network was asked, and never answered
  });

  it('downloads only the files a new build changed', { timeout: 90_000 }, async () => {
    const site = await mkdtemp(path.join(tmpdir(), 'deck-sw-update-'));
    cleanups.push(() => rm(site, { recursive: true, force: true }));
    await cp(inject('builtDir'), site, { recursive: true });
    const requested: string[] = [];
    const files = sirv(site, { dev: true, etag: true });
    const base = await listen(createServer((req, res) => {
      requested.push(new URL(req.url ?? '/', 'http://deck').pathname);
      files(req, res, () => void res.writeHead(404).end());
    }));
    const { page } = await newPage({ serviceWorkers: 'allow' });
    await page.goto(`${base}#/1`);
    await waitForSlide(page, 1);
    await workerActive(page);
    const firstVisit = requested.length;

    // The next build: one image changed, everything else the same.
    const image = path.join(site, 'images', 'database.svg');
    await writeFile(image, (await readFile(image, 'utf8')).replace('</svg>', '<!-- changed --></svg>'));
    await writeServiceWorker(site, 'next-build');
    requested.length = 0;
    const changedTo = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      await registration.update();
      const next = registration.installing ?? registration.waiting;
      if (next && next.state !== 'activated') await new Promise<void>((resolve) => next.addEventListener('statechange', () => next.state === 'activated' && resolve()));
      return (await caches.keys()).filter((key) => key.startsWith('deck-'));
    });
    expect(changedTo).toEqual(['deck-next-build']);
    expect(requested.filter((file) => file !== '/sw.js')).toEqual(['/images/database.svg']);
    expect(firstVisit).toBeGreaterThan(10);
  });
});
