// Firefox ESR (Debian's firefox-esr) for the cross-engine suite, through puppeteer-core over WebDriver
// BiDi, which Firefox speaks itself: no geckodriver, nothing downloaded. Headed on a virtual display:
// headless Firefox reports a touch-like pointer (hover: none), and the deck would behave as on a phone.
// Each page gets a BiDi user context of its own (a fresh profile's storage, cookies and workers).
import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type KeyInput, type Page } from 'puppeteer-core';
import { DRIVER_CALL_MS, deadline } from './deadline.ts';
import { startDisplay } from './display.ts';
import type { EngineBrowser, EnginePage, KeyName, Viewport } from './types.ts';

export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

const puppeteerKey = (key: KeyName): KeyInput => (key === ' ' ? 'Space' : key) as KeyInput;

function wrap(page: Page, closeContext: () => Promise<void>): EnginePage {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e instanceof Error ? e.message : String(e)));
  return {
    engine: 'firefox',
    errors,
    goto: async (url) => void (await deadline(`goto ${url}`, page.goto(url, { waitUntil: 'load' }))),
    reload: async () => void (await deadline('reload', page.reload({ waitUntil: 'load' }))),
    url: async () => page.url(),
    evaluate: <T>(expression: string) => deadline('evaluate', page.evaluate(expression) as Promise<T>),
    press: (key) => deadline(`press ${key}`, page.keyboard.press(puppeteerKey(key))),
    type: (text) => deadline('type', page.keyboard.type(text)),
    stroke: async (points) => {
      const [first, ...rest] = points;
      if (!first) return;
      await deadline('pointer stroke', (async () => {
        await page.mouse.move(first[0], first[1]);
        await page.mouse.down();
        for (const [x, y] of rest) await page.mouse.move(x, y);
        await page.mouse.up();
      })());
    },
    resize: async (viewport) => {
      await deadline('resize', page.setViewport(viewport));
      return viewport;
    },
    screenshot: async (file) => void (await deadline('screenshot', page.screenshot({ path: file as `${string}.png` }))),
    close: closeContext,
  };
}

export async function launchFirefoxEngine(): Promise<EngineBrowser> {
  if (!existsSync(FIREFOX)) throw new Error(`Firefox ESR not found at ${FIREFOX}: sudo apt-get install firefox-esr (or set FIREFOX_PATH)`);
  const display = await startDisplay();
  let browser: Browser;
  try {
    browser = await deadline(
      'launching Firefox',
      puppeteer.launch({
        browser: 'firefox',
        executablePath: FIREFOX,
        headless: false,
        defaultViewport: null,
        protocolTimeout: DRIVER_CALL_MS,
        timeout: DRIVER_CALL_MS,
        env: { ...process.env, DISPLAY: display.name, MOZ_CRASHREPORTER_DISABLE: '1' },
        args: ['--width=1920', '--height=1200'],
      }),
      60_000,
    );
  } catch (error) {
    await display.close();
    throw error;
  }
  return {
    name: 'firefox',
    version: (await browser.version()).replace(/^firefox\//i, ''),
    newPage: async (viewport: Viewport = { width: 1280, height: 720 }) => {
      const context = await deadline('new Firefox user context', browser.createBrowserContext());
      const page = await deadline('new Firefox page', context.newPage());
      await deadline('Firefox viewport', page.setViewport(viewport));
      return wrap(page, () => deadline('closing a Firefox user context', context.close()));
    },
    close: async () => {
      await deadline('closing Firefox', browser.close()).catch(() => browser.process()?.kill('SIGKILL'));
      await display.close();
    },
  };
}
