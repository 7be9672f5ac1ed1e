// Cold loads as a viewer's browser makes them, with no DevTools open: Chromium driven over a bare
// DevTools pipe that never enables the Runtime domain.
// Why not Playwright: it enables Runtime on every page, and while the Runtime domain is on, V8 records
// a detailed stack trace (with line and column) for every Error constructed, re-parsing the function
// it was made in to find them. React DOM constructs a few as its module is evaluated: 150–230 ms of
// one task on the phone profile (4× CPU) until the build made those without a stack
// (src/node/react-sentinels-plugin.ts). Figures taken through Playwright (and ../shared/bench-outside,
// which uses it) include whatever such costs remain; these, as a viewer's browser has them, do not.
import { spawn, type ChildProcess } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { chromiumPath } from '../src/node/chromium.ts';

/** How a cold load is made: the window, and how much slower than this machine the CPU runs. */
export interface BareLoadOptions {
  viewport: { width: number; height: number };
  mobile: boolean;
  cpuSlowdown: number;
  /** Waited after the network has been idle, so what the page does once it is usable counts. */
  settleMs: number;
  /** More script for the page, run before its own. */
  init?: string;
  /** A touch swipe, this long after the first contentful paint. */
  swipe?: Swipe & { afterFcpMs: number };
  /** An expression evaluated, and awaited, once the load is measured: its value is the load's `answer`. */
  ask?: string;
}

export interface BareLoad {
  /** First contentful paint, ms after navigation. */
  fcp: number;
  /** Long tasks (start and duration, ms), as PerformanceObserver 'longtask' reports them. */
  longTasks: [number, number][];
  /** Main-thread script time of the load (CDP Performance ScriptDuration), ms. */
  scriptMs: number;
  /** The value of `ask`, if asked. */
  answer?: unknown;
}

/** A touch swipe through these points, all sent at once (as a finger makes it). */
export interface Swipe {
  y: number;
  xs: readonly number[];
}

interface TouchEvent {
  type: 'touchStart' | 'touchMove' | 'touchEnd';
  touchPoints: { x: number; y: number }[];
}

/** Sends a swipe's touch events through a DevTools connection (`send`: Playwright's or the bare pipe's). */
export async function dispatchSwipe(send: (method: 'Input.dispatchTouchEvent', params: TouchEvent) => Promise<unknown>, { y, xs }: Swipe): Promise<void> {
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x?: number) => send('Input.dispatchTouchEvent', { type, touchPoints: x === undefined ? [] : [{ x, y }] });
  const [first, ...rest] = xs;
  await Promise.all([touch('touchStart', first), ...rest.map((x) => touch('touchMove', x)), touch('touchEnd')]);
}

/**
 * When the first contentful paint was on this machine's wall clock (ms, as Date.now()): the paint's
 * lifecycle event carries monotonic time, which the document request's event (sent by the browser
 * process) maps to the wall clock.
 */
export const paintWallClock = (request: { timestamp: number; wallTime: number }, paintedAt: number) => (request.wallTime + (paintedAt - request.timestamp)) * 1000;

type Message = { id?: number; method?: string; params?: Record<string, unknown>; sessionId?: string; result?: Record<string, unknown>; error?: { message: string } };

const LONG_TASKS = `window.__bareLongTasks = [];
new PerformanceObserver((list) => { for (const t of list.getEntries()) window.__bareLongTasks.push([t.startTime, t.duration]); }).observe({ type: 'longtask', buffered: true });`;
const READ = `JSON.stringify({ longTasks: window.__bareLongTasks ?? [], fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null })`;
/** The network counts as idle after this long with no request in flight (as Playwright's 'networkidle'). */
const IDLE_MS = 500;
const LOAD_TIMEOUT_MS = 20_000;

export class BareChromium {
  private nextId = 0;
  private readonly replies = new Map<number, (message: Message) => void>();
  private readonly listeners = new Set<(message: Message) => void>();
  private buffer = '';

  private constructor(
    private readonly child: ChildProcess,
    private readonly input: Writable,
  ) {}

  static launch(): BareChromium {
    // Pipe 3 carries commands to the browser, pipe 4 its answers, each message ending in a NUL.
    const child = spawn(chromiumPath(), ['--headless=new', '--remote-debugging-pipe', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', 'about:blank'], {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
    });
    const [, , , input, output] = child.stdio as [null, null, null, Writable, Readable];
    const browser = new BareChromium(child, input);
    // A browser gone (crashed, killed) fails what was asked of it instead of leaving it waiting.
    input.on('error', () => undefined);
    child.once('exit', () => {
      for (const reply of browser.replies.values()) reply({ error: { message: 'Chromium exited' } });
      browser.replies.clear();
    });
    output.setEncoding('utf8');
    output.on('data', (chunk: string) => browser.receive(chunk));
    return browser;
  }

  private receive(chunk: string): void {
    this.buffer += chunk;
    for (let end = this.buffer.indexOf('\0'); end >= 0; end = this.buffer.indexOf('\0')) {
      const message = JSON.parse(this.buffer.slice(0, end)) as Message;
      this.buffer = this.buffer.slice(end + 1);
      const reply = message.id === undefined ? undefined : this.replies.get(message.id);
      if (reply && message.id !== undefined) {
        this.replies.delete(message.id);
        reply(message);
      } else for (const listener of this.listeners) listener(message);
    }
  }

  private send(method: string, params: Record<string, unknown> = {}, sessionId?: string): Promise<Record<string, unknown>> {
    const id = ++this.nextId;
    return new Promise((resolve, reject) => {
      this.replies.set(id, (message) => (message.error ? reject(new Error(`${method}: ${message.error.message}`)) : resolve(message.result ?? {})));
      this.input.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });
  }

  /** Resolves once the page has fired load and then had no request in flight for IDLE_MS. */
  private loadedAndIdle(sessionId: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const inFlight = new Set<string>();
      let loaded = false;
      let idle: NodeJS.Timeout | undefined;
      const finish = (error?: Error) => {
        clearTimeout(idle);
        clearTimeout(timeout);
        this.listeners.delete(listener);
        if (error) reject(error);
        else resolve();
      };
      const check = () => {
        clearTimeout(idle);
        if (loaded && inFlight.size === 0) idle = setTimeout(() => finish(), IDLE_MS);
      };
      const listener = ({ method, params, sessionId: from }: Message) => {
        if (from !== sessionId || !params) return;
        const requestId = String(params.requestId);
        if (method === 'Network.requestWillBeSent') inFlight.add(requestId);
        else if (method === 'Network.loadingFinished' || method === 'Network.loadingFailed') inFlight.delete(requestId);
        else if (method === 'Page.loadEventFired') loaded = true;
        else return;
        check();
      };
      const timeout = setTimeout(() => finish(new Error(`not loaded and idle within ${LOAD_TIMEOUT_MS / 1000} s`)), LOAD_TIMEOUT_MS);
      this.listeners.add(listener);
    });
  }

  /** Resolves with when the page's first contentful paint was, on this machine's wall clock (paintWallClock). */
  private firstPaintWallClock(sessionId: string): Promise<number> {
    return new Promise((resolve, reject) => {
      let request: { timestamp: number; wallTime: number } | undefined;
      let paintedAt: number | undefined;
      const finish = (error?: Error) => {
        clearTimeout(timeout);
        this.listeners.delete(listener);
        if (error) reject(error);
        else if (request && paintedAt !== undefined) resolve(paintWallClock(request, paintedAt));
      };
      const listener = ({ method, params, sessionId: from }: Message) => {
        if (from !== sessionId || !params) return;
        if (method === 'Network.requestWillBeSent' && params.type === 'Document' && !request) request = { timestamp: Number(params.timestamp), wallTime: Number(params.wallTime) };
        else if (method === 'Page.lifecycleEvent' && params.name === 'firstContentfulPaint') paintedAt = Number(params.timestamp);
        else return;
        if (request && paintedAt !== undefined) finish();
      };
      const timeout = setTimeout(() => finish(new Error(`no first contentful paint within ${LOAD_TIMEOUT_MS / 1000} s`)), LOAD_TIMEOUT_MS).unref();
      this.listeners.add(listener);
    });
  }

  /** A cold load of `url` in a fresh browser context. */
  async load(url: string, options: BareLoadOptions): Promise<BareLoad> {
    const { browserContextId } = await this.send('Target.createBrowserContext');
    try {
      const { targetId } = await this.send('Target.createTarget', { url: 'about:blank', browserContextId });
      const { sessionId } = (await this.send('Target.attachToTarget', { targetId, flatten: true })) as { sessionId: string };
      const { width, height } = options.viewport;
      await this.send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: options.mobile ? 3 : 1, mobile: options.mobile }, sessionId);
      if (options.mobile) await this.send('Emulation.setTouchEmulationEnabled', { enabled: true }, sessionId);
      await this.send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown }, sessionId);
      // Service workers stay out of the way, as in the other benches (Network.setBypassServiceWorker).
      await Promise.all(['Page.enable', 'Network.enable', 'Performance.enable'].map((method) => this.send(method, {}, sessionId)));
      await this.send('Network.setBypassServiceWorker', { bypass: true }, sessionId);
      await this.send('Page.addScriptToEvaluateOnNewDocument', { source: `${LONG_TASKS}\n${options.init ?? ''}` }, sessionId);
      await this.send('Page.setLifecycleEventsEnabled', { enabled: true }, sessionId);
      const ready = this.loadedAndIdle(sessionId);
      const painted = this.firstPaintWallClock(sessionId);
      await this.send('Page.navigate', { url }, sessionId);
      const { swipe } = options;
      if (swipe) {
        const paintedAt = await painted;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, paintedAt + swipe.afterFcpMs - Date.now())));
        await dispatchSwipe((method, params) => this.send(method, { ...params }, sessionId), swipe);
      } else void painted.catch(() => undefined);
      await ready;
      await new Promise((resolve) => setTimeout(resolve, options.settleMs));
      // Script time is read before the page is asked anything: the question is script time too.
      const { metrics } = (await this.send('Performance.getMetrics', {}, sessionId)) as { metrics: { name: string; value: number }[] };
      // Runtime.evaluate answers without Runtime.enable, and only now, once the load is measured.
      const { result } = (await this.send('Runtime.evaluate', { expression: READ, returnByValue: true }, sessionId)) as { result: { value: string } };
      const page = JSON.parse(result.value) as { longTasks: [number, number][]; fcp: number | null };
      const asked = options.ask ? ((await this.send('Runtime.evaluate', { expression: options.ask, awaitPromise: true, returnByValue: true }, sessionId)) as { result: { value?: unknown } }) : undefined;
      return { fcp: page.fcp ?? NaN, longTasks: page.longTasks, scriptMs: (metrics.find((m) => m.name === 'ScriptDuration')?.value ?? NaN) * 1000, answer: asked?.result.value };
    } finally {
      await this.send('Target.disposeBrowserContext', { browserContextId });
    }
  }

  async close(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    await this.send('Browser.close').catch(() => undefined);
    await exited;
  }
}
