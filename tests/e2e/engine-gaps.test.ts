// What WebKit (Safari) lacks or restricts, and the deck's way around it, in Chromium with the
// feature taken away before the page runs (init scripts, which only Chromium's driver has): tabs of
// one browser sync without BroadcastChannel (Safari before 15.4) or when its constructor throws; a
// page without the Wake Lock API (plain http) tells the viewer once; a wake lock refused until a key
// is pressed is held after the first key; a page without service workers
// (a context that refuses them) loads and works. The engines' own behaviour is in tests/e2e/engines/.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import sirv from 'sirv';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { route, waitForSlide, withChromium } from '../support/browser.ts';

let server: Server;
let staticURL: string;
beforeAll(async () => {
  // The build on a plain static server: no deck server, so tabs have only each other.
  const files = sirv(inject('builtDir'), { dev: true });
  server = createServer((req, res) => files(req, res, () => void res.writeHead(404).end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  staticURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

const newPage = withChromium({ baseURL: () => staticURL });

async function twoTabs(initScript: () => void): Promise<[Page, Page, string[]]> {
  const { page: first, errors, open } = await newPage();
  await first.context().addInitScript(initScript);
  await open('/2');
  await waitForSlide(first, 2);
  const second = await first.context().newPage();
  second.on('pageerror', (e) => errors.push(e.message));
  await second.goto(first.url());
  await waitForSlide(second, 2);
  return [first, second, errors];
}

async function expectFollowing(first: Page, second: Page): Promise<void> {
  await first.keyboard.press('ArrowDown');
  await waitForSlide(second, 3);
  await expect.poll(() => route(second)).toBe('/3');
  await second.keyboard.press('ArrowDown');
  await waitForSlide(first, 4);
  await expect.poll(() => route(first)).toBe('/4');
}

describe('tabs of one browser, without a usable BroadcastChannel', () => {
  it('follow each other through storage events where there is none (Safari before 15.4)', async () => {
    const [first, second, errors] = await twoTabs(() => {
      delete (window as { BroadcastChannel?: unknown }).BroadcastChannel;
    });
    await expectFollowing(first, second);
    expect(await first.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('deck-tab:')))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('follow each other when the constructor throws (a context that refuses it), and the page runs', async () => {
    const [first, second, errors] = await twoTabs(() => {
      (window as { BroadcastChannel?: unknown }).BroadcastChannel = function BroadcastChannel() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
    });
    await expectFollowing(first, second);
    expect(errors).toEqual([]);
  });
});

describe('a page without the Wake Lock API (plain http on the LAN)', () => {
  it('tells the viewer once why the screen may dim, and runs on', async () => {
    const { page, errors, open } = await newPage();
    await page.context().addInitScript(() => {
      delete (Navigator.prototype as { wakeLock?: unknown }).wakeLock;
    });
    await open('/2');
    await waitForSlide(page, 2);
    await page.locator('.notice', { hasText: 'The screen may dim during the talk' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.wakeLock)).toBe('unavailable');
    await page.getByRole('button', { name: 'Dismiss message' }).click();
    await page.reload();
    await waitForSlide(page, 2);
    await page.keyboard.press('ArrowDown');
    await waitForSlide(page, 3);
    expect(await page.locator('.notice').count()).toBe(0); // once per session, not at every load
    expect(errors).toEqual([]);
  });
});

describe('a wake lock refused until the viewer has pressed a key (WebKit)', () => {
  it('is held after a key pressed while the first request, made before any key, was still out', async () => {
    const { page, errors, open } = await newPage();
    // WebKit's way, in Chromium: refused before the viewer has pressed a key, granted after. (A key
    // of the viewer's, not navigator.userActivation: the driver's own evaluations count there.) The
    // first request's refusal is held back until the test lets it go, so the key comes while it is out.
    await page.context().addInitScript(() => {
      const w = window as { __wakeAsks?: number; __refuseFirst?: () => void };
      w.__wakeAsks = 0;
      const first = new Promise<void>((resolve) => (w.__refuseFirst = resolve));
      let pressed = false;
      window.addEventListener('keydown', (event) => void (pressed ||= event.isTrusted), { capture: true });
      navigator.wakeLock.request = async () => {
        const gestured = pressed;
        if ((w.__wakeAsks = (w.__wakeAsks ?? 0) + 1) === 1) await first;
        if (!gestured) throw new DOMException('A user gesture is required', 'NotAllowedError');
        const sentinel = Object.assign(new EventTarget(), { released: false, type: 'screen' as const, onrelease: null, release: async () => undefined });
        return sentinel as WakeLockSentinel;
      };
    });
    await open('/2');
    await waitForSlide(page, 2);
    await page.waitForFunction(() => (window as { __wakeAsks?: number }).__wakeAsks === 1);
    await page.keyboard.press('ArrowDown');
    await waitForSlide(page, 3);
    await page.evaluate(() => (window as { __refuseFirst?: () => void }).__refuseFirst?.());
    await page.waitForSelector('html[data-wake-lock="held"]');
    expect(errors).toEqual([]);
  });
});

describe('a page without service workers (a context that refuses them)', () => {
  it('loads and moves through the deck, with no error', async () => {
    const { page, errors, open } = await newPage();
    await page.context().addInitScript(() => {
      delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker;
    });
    await open('/1');
    await waitForSlide(page, 1);
    await page.keyboard.press('ArrowDown');
    await waitForSlide(page, 2);
    expect(errors).toEqual([]);
  });

  it('loads when registering the worker fails (out of scope, or refused)', async () => {
    const { page, errors, open } = await newPage();
    await page.context().addInitScript(() => {
      ServiceWorkerContainer.prototype.register = () => Promise.reject(new DOMException('Script URL is not within the scope', 'SecurityError'));
    });
    await open('/1');
    await waitForSlide(page, 1);
    await page.keyboard.press('ArrowDown');
    await waitForSlide(page, 2);
    expect(errors).toEqual([]);
  });
});
