// The engines a run tests (DECK_E2E_ENGINES, set by `npm run test:e2e -- --engine NAME`; all three by
// default), launching one, and the per-file hooks: one browser per engine per test file, the pages a
// test opened closed after it.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchChromiumEngine } from './chromium.ts';
import { launchFirefoxEngine } from './firefox.ts';
import { ENGINES, type EngineBrowser, type EngineName, type EnginePage, type Viewport } from './types.ts';
import { launchWebKitEngine } from './webkit.ts';

export * from './types.ts';

/** The engines this run tests: DECK_E2E_ENGINES="firefox,webkit", or every engine. */
export function selectedEngines(env = process.env): EngineName[] {
  const asked = (env.DECK_E2E_ENGINES ?? '').split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
  if (asked.length === 0) return [...ENGINES];
  const unknown = asked.filter((name) => !ENGINES.includes(name as EngineName));
  if (unknown.length) throw new Error(`unknown engine ${unknown.join(', ')}: pick from ${ENGINES.join(', ')}`);
  return ENGINES.filter((name) => asked.includes(name));
}

export function launchEngine(name: EngineName): Promise<EngineBrowser> {
  return { chromium: launchChromiumEngine, firefox: launchFirefoxEngine, webkit: launchWebKitEngine }[name]();
}

export interface EngineHandle {
  /** The engine's browser (after beforeAll). */
  browser: () => EngineBrowser;
  /** A page in a fresh profile, closed after the test. */
  newPage: (viewport?: Viewport) => Promise<EnginePage>;
}

/** Launches `name` once for the file; each test's pages are closed after it. */
export function withEngine(name: EngineName): EngineHandle {
  let browser: EngineBrowser | undefined;
  const pages: EnginePage[] = [];
  beforeAll(async () => {
    browser = await launchEngine(name);
  });
  afterEach(async () => {
    await Promise.all(pages.splice(0).map((page) => page.close().catch(() => undefined)));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    browser: () => {
      if (!browser) throw new Error(`${name} is not running (yet)`);
      return browser;
    },
    newPage: async (viewport) => {
      if (!browser) throw new Error(`${name} is not running (yet)`);
      const page = await browser.newPage(viewport);
      pages.push(page);
      return page;
    },
  };
}
