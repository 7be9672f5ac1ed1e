// WebKitGTK (Debian's webkit2gtk-driver) for the cross-engine suite: WebKitWebDriver, the W3C
// WebDriver server WebKitGTK ships, started by us, with selenium-webdriver as its client, driving
// MiniBrowser on a virtual display (its --headless hangs session creation). A driver runs one
// session, so each page gets a driver (and a browser process) of its own: a fresh profile each.
// MiniBrowser's window is never narrower than 447 px, so neither is its viewport.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { Builder, Capabilities, Key, Origin, type WebDriver } from 'selenium-webdriver';
import { DRIVER_CALL_MS, deadline } from './deadline.ts';
import { startDisplay, type Display } from './display.ts';
import type { EngineBrowser, EnginePage, KeyName, Viewport } from './types.ts';

export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';

/** MiniBrowser, which Debian keeps in the library's folder (dpkg -L libwebkit2gtk-4.1-0). */
export function miniBrowserPath(): string | undefined {
  if (process.env.MINIBROWSER_PATH) return process.env.MINIBROWSER_PATH;
  const libs = ['/usr/lib', ...readdirSync('/usr/lib').filter((name) => name.endsWith('-linux-gnu')).map((name) => `/usr/lib/${name}`), '/usr/libexec'];
  const candidates = libs.flatMap((dir) => ['webkit2gtk-4.1', 'webkit2gtk-4.0'].map((api) => `${dir}/${api}/MiniBrowser`));
  return candidates.find((file) => existsSync(file));
}

const KEYS: Record<string, string> = {
  ArrowRight: Key.ARROW_RIGHT,
  ArrowLeft: Key.ARROW_LEFT,
  ArrowDown: Key.ARROW_DOWN,
  ArrowUp: Key.ARROW_UP,
  Escape: Key.ESCAPE,
  Enter: Key.ENTER,
  Backspace: Key.BACK_SPACE,
  Tab: Key.TAB,
  ' ': Key.SPACE,
};
const webdriverKey = (key: KeyName): string => KEYS[key] ?? key;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts WebKitWebDriver and waits (a bounded number of tries) until it answers /status. */
async function startDriver(display: Display): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(WEBKIT_DRIVER, [`--port=${port}`, '--host=local'], { stdio: 'ignore', env: { ...process.env, DISPLAY: display.name } });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited (${child.exitCode}) on port ${port}`);
    const ready = await fetch(`${url}/status`, { signal: AbortSignal.timeout(1000) }).then((r) => r.ok, () => false);
    if (ready) return { url, process: child };
    await new Promise((resolve) => setTimeout(resolve, 50)); // the next try, not a wait for an outcome
  }
  child.kill('SIGKILL');
  throw new Error(`WebKitWebDriver did not answer on port ${port}`);
}

function stopDriver(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  return deadline('stopping WebKitWebDriver', gone, 10_000).catch(() => void child.kill('SIGKILL'));
}

function wrap(driver: WebDriver, chrome: { width: number; height: number }, close: () => Promise<void>): EnginePage {
  const call = <T>(what: string, promise: Promise<T>) => deadline(what, promise);
  return {
    engine: 'webkit',
    errors: [],
    goto: (url) => call(`goto ${url}`, driver.get(url)),
    reload: () => call('reload', driver.navigate().refresh()),
    url: () => call('url', driver.getCurrentUrl()),
    evaluate: async <T>(expression: string) => {
      const script = `const done = arguments[arguments.length - 1];
        Promise.resolve().then(() => (${expression})).then(
          (value) => done({ value: value === undefined ? null : value }),
          (error) => done({ error: String((error && error.stack) || error) }));`;
      const result = (await call('evaluate', driver.executeAsyncScript(script))) as { value?: T; error?: string };
      if (result.error !== undefined) throw new Error(`in the page: ${result.error}`);
      return result.value as T;
    },
    press: (key) => call(`press ${key}`, driver.actions().keyDown(webdriverKey(key)).keyUp(webdriverKey(key)).perform()),
    type: (text) => call('type', driver.actions().sendKeys(text).perform()),
    stroke: async (points) => {
      const [first, ...rest] = points;
      if (!first) return;
      const at = ([x, y]: readonly [number, number]) => ({ x: Math.round(x), y: Math.round(y), origin: Origin.VIEWPORT });
      let actions = driver.actions().move(at(first)).press();
      for (const point of rest) actions = actions.move({ ...at(point), duration: 10 });
      await call('pointer stroke', actions.release().perform());
    },
    resize: async ({ width, height }) => {
      await call('resize', driver.manage().window().setRect({ width: width + chrome.width, height: height + chrome.height }));
      const [innerWidth, innerHeight] = (await call('viewport', driver.executeScript('return [innerWidth, innerHeight]'))) as [number, number];
      return { width: innerWidth, height: innerHeight };
    },
    screenshot: async (file) => {
      const png = await call('screenshot', driver.takeScreenshot());
      await writeFile(file, Buffer.from(png, 'base64'));
    },
    close,
  };
}

export async function launchWebKitEngine(): Promise<EngineBrowser> {
  const binary = miniBrowserPath();
  if (!existsSync(WEBKIT_DRIVER) || !binary) {
    throw new Error(`WebKitGTK's WebDriver or MiniBrowser not found (${WEBKIT_DRIVER}, ${binary ?? 'no MiniBrowser'}): sudo apt-get install webkit2gtk-driver (or set WEBKIT_DRIVER_PATH and MINIBROWSER_PATH)`);
  }
  const display = await startDisplay();
  const drivers = new Set<ChildProcess>();
  const capabilities = new Capabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary, args: ['--automation'] } });
  let version = '';

  const newPage = async (viewport: Viewport = { width: 1280, height: 720 }): Promise<EnginePage> => {
    const { url, process: child } = await startDriver(display);
    drivers.add(child);
    const stop = async () => {
      drivers.delete(child);
      await stopDriver(child);
    };
    let driver: WebDriver;
    try {
      driver = await deadline('starting a WebKit session', new Builder().usingServer(url).withCapabilities(capabilities).build() as Promise<WebDriver>);
      await deadline('WebKit timeouts', driver.manage().setTimeouts({ script: DRIVER_CALL_MS, pageLoad: DRIVER_CALL_MS, implicit: 0 }));
      version ||= String((await driver.getCapabilities()).get('browserVersion') ?? '');
    } catch (error) {
      await stop();
      throw error;
    }
    // The window's frame and toolbar: what the window has beyond the viewport.
    await deadline('WebKit window', driver.manage().window().setRect({ x: 0, y: 0, width: 1280, height: 800 }));
    const [innerWidth, innerHeight] = (await deadline('WebKit viewport', driver.executeScript('return [innerWidth, innerHeight]'))) as [number, number];
    const page = wrap(driver, { width: 1280 - innerWidth, height: 800 - innerHeight }, async () => {
      await deadline('closing a WebKit session', driver.quit()).catch(() => undefined);
      await stop();
    });
    await page.resize(viewport);
    return page;
  };

  // The first page tells the version (and that the engine starts at all).
  await (await newPage()).close();
  return {
    name: 'webkit',
    get version() {
      return version;
    },
    newPage,
    close: async () => {
      await Promise.all([...drivers].map(stopDriver));
      await display.close();
    },
  };
}
