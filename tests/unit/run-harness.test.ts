// What a {monaco-run} worker runs around the block's code (run-harness.ts), run here in a V8 context of
// its own with a stand-in for the worker's `self`: console calls become lines of text, errors become
// lines with their message, the page hears when the code has run to its end; and the page keeps only
// messages of the harness's shape (run-worker.ts).
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { MAX_LINES, workerSource, type HarnessMessage } from '../../src/client/slides/builtin/run-harness.ts';
import { readHarnessMessage } from '../../src/client/slides/builtin/run-worker.ts';

/** Runs `js` as its worker would, until it says it has finished; what it posted, and its event listeners. */
async function run(js: string) {
  const posted: HarnessMessage[] = [];
  const listeners = new Map<string, (event: unknown) => void>();
  const self = { postMessage: (message: HarnessMessage) => posted.push(message), addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener) };
  const quiet = () => {};
  vm.runInNewContext(workerSource(js), { self, console: { log: quiet, info: quiet, debug: quiet, warn: quiet, error: quiet } });
  while (!posted.some((m) => m.type === 'finished')) await new Promise((resolve) => setImmediate(resolve));
  return { posted, listeners };
}

const lines = (posted: HarnessMessage[]) => posted.flatMap((m) => (m.type === 'line' ? [`${m.level}: ${m.text}`] : []));

describe('the worker harness', () => {
  it('posts each console call as one line of text, by level, values shown as a console shows them', async () => {
    const { posted } = await run(`
      console.log('distance', Math.sqrt(3 ** 2 + 4 ** 2))
      console.info({ point: [3, 4], label: 'origin', 'two words': null })
      console.warn('careful', -0, 10n, undefined)
      console.error(new TypeError('bad input'))
      console.debug(new Map([['a', 1]]), new Set([1, 2]), [1, [2, [3, [4, [5]]]]])
      class Point { constructor() { this.x = 1 } }
      console.log(new Point(), Point, function named() {}, /a+/g, new Uint8Array([1, 2]))
      const loop = { name: 'loop' }; loop.self = loop
      console.log(loop, '<b>not markup</b>')
    `);
    expect(posted[0]).toEqual({ type: 'start' });
    expect(lines(posted)).toEqual([
      'log: distance 5',
      "info: {point: [3, 4], label: 'origin', 'two words': null}",
      'warn: careful -0 10n undefined',
      'error: TypeError: bad input',
      "debug: Map(1) {'a' => 1} Set(2) {1, 2} [1, [2, [3, [Array]]]]",
      'log: Point {x: 1} [class Point] [Function: named] /a+/g Uint8Array(2) [1, 2]',
      "log: {name: 'loop', self: [Circular]} <b>not markup</b>",
    ]);
    expect(posted.at(-1)).toEqual({ type: 'finished' });
  });

  it('runs the code as an async function in strict mode: top-level await, and no sloppy globals', async () => {
    const awaited = await run("const value = await Promise.resolve(42)\nconsole.log('awaited', value)");
    expect(lines(awaited.posted)).toEqual(['log: awaited 42']);
    const sloppy = await run('undeclared = 1');
    expect(lines(sloppy.posted)).toEqual(['uncaught: Uncaught ReferenceError: undeclared is not defined']);
  });

  it('posts a thrown error with its message, then that the code has ended', async () => {
    const { posted } = await run("console.log('before')\nthrow new Error('payment service unavailable')\nconsole.log('after')");
    expect(lines(posted)).toEqual(['log: before', 'uncaught: Uncaught Error: payment service unavailable']);
    expect(posted.at(-1)).toEqual({ type: 'finished' });
    expect(lines(await run("throw 'a string'").then((r) => r.posted))).toEqual(['uncaught: Uncaught a string']);
  });

  it("posts what the worker's error and unhandledrejection events carry (a timer's throw, a promise nobody awaited)", async () => {
    const { posted, listeners } = await run('');
    let prevented = 0;
    const preventDefault = () => prevented++;
    listeners.get('error')?.({ preventDefault, error: new RangeError('too far'), message: 'Uncaught RangeError: too far' });
    listeners.get('unhandledrejection')?.({ preventDefault, reason: new Error('retry budget spent') });
    expect(lines(posted)).toEqual(['uncaught: Uncaught RangeError: too far', 'uncaught: Uncaught (in promise) Error: retry budget spent']);
    expect(prevented).toBe(2); // kept from the page's own console
  });

  it(`posts ${MAX_LINES} lines at most, then once that the rest is left out`, async () => {
    const { posted } = await run(`for (let i = 0; i < ${MAX_LINES + 50}; i++) console.log(i)`);
    expect(lines(posted)).toHaveLength(MAX_LINES);
    expect(posted.filter((m) => m.type === 'truncated')).toEqual([{ type: 'truncated', max: MAX_LINES }]);
  });
});

describe("the page's reading of what a worker posts", () => {
  it("keeps the harness's messages and nothing else", () => {
    expect(readHarnessMessage({ type: 'line', level: 'warn', text: 'careful' })).toEqual({ type: 'line', level: 'warn', text: 'careful' });
    expect(readHarnessMessage({ type: 'finished', extra: '<img src=x>' })).toEqual({ type: 'finished' });
    for (const wrong of [null, 'line', 42, { type: 'line', level: 'html', text: 'x' }, { type: 'line', level: 'log', text: { toString: () => 'x' } }, { type: 'truncated', max: '5' }, { type: 'eval', code: '1' }]) {
      expect(readHarnessMessage(wrong), JSON.stringify(wrong) ?? String(wrong)).toBeNull();
    }
  });
});
