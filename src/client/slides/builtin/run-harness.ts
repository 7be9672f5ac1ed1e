// What runs in a {monaco-run} block's Web Worker around its code: console calls become lines of plain
// text posted to the page, an error thrown (or a promise rejected) is posted with its message, and
// the page hears when the code's body has run to its end. The worker's script is this function's
// source followed by the code (workerSource), so the function names nothing outside itself.

/** What the worker posts to the page. */
export type HarnessMessage =
  | { type: 'start' }
  | { type: 'line'; level: RunLevel; text: string }
  | { type: 'finished' }
  | { type: 'truncated'; max: number };

/** Console methods as they are called; `uncaught` for an error nothing caught. */
export type RunLevel = 'log' | 'info' | 'debug' | 'warn' | 'error' | 'uncaught';

/** Lines a run may post: a loop that logs forever must not flood the page. */
export const MAX_LINES = 500;

/** Characters of one line (a huge object stays readable, and cheap to post). */
export const MAX_LINE_LENGTH = 10_000;

function harness(maxLines: number, maxLength: number, body: () => Promise<void>): void {
  const scope = self as unknown as { postMessage: (message: HarnessMessage) => void; addEventListener: typeof addEventListener };
  const post = (message: HarnessMessage) => scope.postMessage(message);
  let lines = 0;
  const emit = (level: RunLevel, text: string) => {
    lines++;
    if (lines === maxLines + 1) post({ type: 'truncated', max: maxLines });
    if (lines > maxLines) return;
    post({ type: 'line', level, text: text.length > maxLength ? `${text.slice(0, maxLength)}…` : text });
  };

  // Error objects by their tag, whatever realm made them.
  const isError = (value: unknown): value is Error => Object.prototype.toString.call(value) === '[object Error]';

  // A value as a console shows it, on one line.
  const show = (value: unknown, depth: number, seen: Set<object>): string => {
    if (typeof value === 'string') return depth === 0 ? value : `'${value}'`;
    if (typeof value === 'bigint') return `${value}n`;
    if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value);
    if (typeof value === 'function') return /^class\b/.test(Function.prototype.toString.call(value)) ? `[class ${value.name || '(anonymous)'}]` : `[Function: ${value.name || '(anonymous)'}]`;
    if (typeof value !== 'object' || value === null) return String(value);
    if (seen.has(value)) return '[Circular]';
    if (isError(value)) return `${value.name}: ${value.message}`;
    if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString();
    if (value instanceof RegExp) return String(value);
    if (value instanceof Promise) return 'Promise {…}';
    if (depth > 2) return Array.isArray(value) ? '[Array]' : '[Object]';
    seen.add(value);
    const inner = (item: unknown) => show(item, depth + 1, seen);
    const list = (items: string[], open: string, close: string) => (items.length ? `${open}${items.join(', ')}${close}` : `${open}${close}`);
    let text: string;
    if (Array.isArray(value)) text = list(value.slice(0, 100).map(inner).concat(value.length > 100 ? [`… ${value.length - 100} more`] : []), '[', ']');
    else if (value instanceof Map) text = `Map(${value.size}) ${list([...value].map(([k, v]) => `${inner(k)} => ${inner(v)}`), '{', '}')}`;
    else if (value instanceof Set) text = `Set(${value.size}) ${list([...value].map(inner), '{', '}')}`;
    else if (ArrayBuffer.isView(value) && !(value instanceof DataView)) text = `${value.constructor.name}(${(value as unknown as ArrayLike<unknown>).length}) ${list(Array.from(value as unknown as ArrayLike<unknown>, inner), '[', ']')}`;
    else {
      const name = (value as { constructor?: { name?: string } }).constructor?.name;
      const entries = Object.entries(value).map(([key, item]) => `${/^[A-Za-z_$][\w$]*$/.test(key) ? key : `'${key}'`}: ${inner(item)}`);
      text = `${name && name !== 'Object' ? `${name} ` : ''}${list(entries, '{', '}')}`;
    }
    seen.delete(value);
    return text;
  };
  const format = (args: unknown[]) =>
    args
      .map((arg) => {
        try {
          return show(arg, 0, new Set());
        } catch {
          return Object.prototype.toString.call(arg); // a getter that throws, a revoked proxy
        }
      })
      .join(' ');

  const output = console as unknown as Record<string, (...args: unknown[]) => void>;
  for (const level of ['log', 'info', 'debug', 'warn', 'error'] as const) output[level] = (...args) => emit(level, format(args));
  output.dir = output.trace = (...args) => emit('log', format(args));

  const failure = (error: unknown) => (isError(error) ? `${error.name}: ${error.message}` : format([error]));
  scope.addEventListener('error', (event) => {
    event.preventDefault();
    emit('uncaught', `Uncaught ${failure((event as ErrorEvent).error ?? (event as ErrorEvent).message)}`);
  });
  scope.addEventListener('unhandledrejection', (event) => {
    event.preventDefault();
    emit('uncaught', `Uncaught (in promise) ${failure((event as PromiseRejectionEvent).reason)}`);
  });

  post({ type: 'start' });
  body().then(
    () => post({ type: 'finished' }),
    (error: unknown) => {
      emit('uncaught', `Uncaught ${failure(error)}`);
      post({ type: 'finished' });
    },
  );
}

/**
 * The worker's script: the harness, then the code as the body of an async function (so it may
 * `await` at its top), in strict mode as Slidev runs it.
 */
export function workerSource(js: string): string {
  return `"use strict";\n(${harness.toString()})(${MAX_LINES}, ${MAX_LINE_LENGTH}, async () => {\n${js}\n});\n`;
}
