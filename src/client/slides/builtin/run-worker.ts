// One run of a {monaco-run} block's JavaScript, in a dedicated Web Worker made for it from a blob (the
// harness and the code: run-harness.ts), never on the page: a loop that does not end freezes nothing,
// and its worker is ended after RUN_TIME_LIMIT_MS with a line that says so. What the worker posts is
// the code's to shape, so it is checked here before it reaches the page, which shows it as text.
import { MAX_LINE_LENGTH, workerSource, type HarnessMessage, type RunLevel } from './run-harness.ts';

export interface RunLine {
  /** How the line came: a console method, an uncaught error, or the run stopped for its time. */
  level: RunLevel | 'stopped';
  text: string;
}

export type RunEvent =
  | { type: 'line'; line: RunLine }
  /** The code ran to its end (its timers may still log until the run is stopped). */
  | { type: 'finished' }
  /** The code was still running at the time limit, and was ended. */
  | { type: 'stopped' };

/** How long a run's code may take to reach its end. */
export const RUN_TIME_LIMIT_MS = 5_000;

/** How long a worker may take to start (a busy machine parses slowly); past it the run fails. */
const START_LIMIT_MS = 30_000;

const LEVELS: ReadonlySet<string> = new Set<RunLevel>(['log', 'info', 'debug', 'warn', 'error', 'uncaught']);

/** The worker's message if it is one the harness sends; null for anything else. */
export function readHarnessMessage(data: unknown): HarnessMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  if (message.type === 'start' || message.type === 'finished') return { type: message.type };
  if (message.type === 'truncated' && typeof message.max === 'number') return { type: 'truncated', max: message.max };
  if (message.type === 'line' && typeof message.level === 'string' && LEVELS.has(message.level) && typeof message.text === 'string') {
    return { type: 'line', level: message.level as RunLevel, text: message.text.slice(0, MAX_LINE_LENGTH + 1) };
  }
  return null;
}

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

/** Starts the run; the function returned ends it (and its worker) at once. */
export function startRun(js: string, onEvent: (event: RunEvent) => void, limitMs = RUN_TIME_LIMIT_MS): () => void {
  const url = URL.createObjectURL(new Blob([workerSource(js)], { type: 'text/javascript' }));
  let worker: Worker | undefined;
  let finished = false;
  let over = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const end = () => {
    if (over) return;
    over = true;
    clearTimeout(timer);
    worker?.terminate();
    URL.revokeObjectURL(url);
  };
  const line = (level: RunLine['level'], text: string) => onEvent({ type: 'line', line: { level, text } });
  const fail = (text: string) => {
    if (over) return;
    line('uncaught', text);
    if (!finished) onEvent({ type: 'finished' });
    end();
  };

  try {
    worker = new Worker(url, { name: 'monaco-run' });
  } catch (err) {
    fail(`The code could not start: ${err instanceof Error ? err.message : String(err)}`);
    return end;
  }
  timer = setTimeout(() => fail('The code could not start: its worker did not answer'), START_LIMIT_MS);
  worker.addEventListener('message', (event: MessageEvent<unknown>) => {
    const message = over ? null : readHarnessMessage(event.data);
    if (!message) return;
    if (message.type === 'start') {
      clearTimeout(timer);
      // Once the code has run to its end, this only ends what its timers still do, quietly.
      timer = setTimeout(() => {
        if (!finished) {
          line('stopped', `Stopped after ${seconds(limitMs)}: the code was still running (a loop that does not end, or a promise that never settles).`);
          onEvent({ type: 'stopped' });
        }
        end();
      }, limitMs);
    } else if (message.type === 'line') line(message.level, message.text);
    else if (message.type === 'truncated') line('info', `… the rest is left out: a run shows ${message.max} lines at most.`);
    else if (!finished) {
      finished = true;
      onEvent({ type: 'finished' });
    }
  });
  // The code did not parse (the harness catches everything else), or the browser refused the worker.
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    fail(event.message || 'The code could not start: the browser refused its worker');
  });
  return end;
}
