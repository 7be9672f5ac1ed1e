// Chromium for the cross-engine suite: the system Chromium through playwright-core (as the rest of
// the end-to-end tests drive it), a fresh browser context per page.
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../chromium.ts';
import { deadline } from './deadline.ts';
import type { EngineBrowser, EnginePage, KeyName, Viewport } from './types.ts';

const playwrightKey = (key: KeyName): string => (key === ' ' ? 'Space' : key);

function wrap(page: Page, closeContext: () => Promise<void>): EnginePage {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return {
    engine: 'chromium',
    errors,
    goto: async (url) => void (await deadline(`goto ${url}`, page.goto(url))),
    reload: async () => void (await deadline('reload', page.reload())),
    url: async () => page.url(),
    evaluate: <T>(expression: string) => deadline('evaluate', page.evaluate(expression) as Promise<T>),
    press: (key) => deadline(`press ${key}`, page.keyboard.press(playwrightKey(key))),
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
      await deadline('resize', page.setViewportSize(viewport));
      return viewport;
    },
    screenshot: async (file) => void (await deadline('screenshot', page.screenshot({ path: file }))),
    close: closeContext,
  };
}

export async function launchChromiumEngine(): Promise<EngineBrowser> {
  const browser: Browser = await deadline('launching Chromium', launchChromium());
  return {
    name: 'chromium',
    version: browser.version(),
    newPage: async (viewport: Viewport = { width: 1280, height: 720 }) => {
      // The wake lock granted as a desktop Chromium does for a page in view (its headless shell asks).
      const context = await deadline('new Chromium context', browser.newContext({ viewport, permissions: ['screen-wake-lock'] }));
      const page = await deadline('new Chromium page', context.newPage());
      return wrap(page, () => deadline('closing a Chromium context', context.close()));
    },
    close: () => deadline('closing Chromium', browser.close()),
  };
}
