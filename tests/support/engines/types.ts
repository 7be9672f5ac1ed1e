// One shape for a page in any of the three browser engines the end-to-end tests drive (Chromium
// through playwright-core, Firefox ESR through puppeteer-core over WebDriver BiDi, WebKitGTK through
// WebKitWebDriver and selenium-webdriver): the cross-engine suite is written once against this, and
// each engine's file (chromium.ts, firefox.ts, webkit.ts) maps it to its driver.

export type EngineName = 'chromium' | 'firefox' | 'webkit';
export const ENGINES: readonly EngineName[] = ['chromium', 'firefox', 'webkit'];

/** Keys the suite presses: a named key, or one printable character. */
export type KeyName = 'ArrowRight' | 'ArrowLeft' | 'ArrowDown' | 'ArrowUp' | 'Escape' | 'Enter' | 'Backspace' | 'Tab' | ' ' | (string & {});

export type Point = readonly [number, number];

export interface Viewport {
  width: number;
  height: number;
}

export interface EnginePage {
  readonly engine: EngineName;
  /** Loads `url` and waits for its load event. */
  goto: (url: string) => Promise<void>;
  /** Reloads the page and waits for its load event. */
  reload: () => Promise<void>;
  /** The page's address now. */
  url: () => Promise<string>;
  /**
   * Evaluates `expression` (a JavaScript expression; a promise is awaited) in the page and returns
   * its value as JSON carries it. See run() in page.ts for calling a function with an argument.
   */
  evaluate: <T>(expression: string) => Promise<T>;
  /** A real key press (down and up) through the engine's input pipeline. */
  press: (key: KeyName) => Promise<void>;
  /** Types text, one key press per character. */
  type: (text: string) => Promise<void>;
  /** A mouse press at the first point, moves through the others, release at the last (CSS pixels of the viewport). */
  stroke: (points: readonly Point[]) => Promise<void>;
  /** Resizes the viewport (the page's innerWidth × innerHeight) as closely as the engine allows; returns what it got. */
  resize: (viewport: Viewport) => Promise<Viewport>;
  screenshot: (file: string) => Promise<void>;
  /**
   * Console errors and uncaught exceptions, where the driver reports them (Chromium and Firefox);
   * WebKitWebDriver has no log, so there it stays empty.
   */
  readonly errors: string[];
  close: () => Promise<void>;
}

export interface EngineBrowser {
  readonly name: EngineName;
  /** The engine's version, e.g. "153.7.0" or "2.50.6". */
  readonly version: string;
  /** A page in a fresh profile (no storage, cookies or service worker from another page). */
  newPage: (viewport?: Viewport) => Promise<EnginePage>;
  close: () => Promise<void>;
}
