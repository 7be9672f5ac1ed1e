// Runs the `deck` command (bin/deck.js) as a user's shell would: a command that ends (runDeck, never
// throws, so a failure can be looked at), or a server that runs until the test stops it (startServer).
import { execFile, spawn } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
export const deckBin = path.resolve('bin/deck.js');

export async function runDeck(args: string[], cwd = process.cwd(), env: NodeJS.ProcessEnv = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [deckBin, ...args], { cwd, env: { ...process.env, FORCE_COLOR: '0', ...env } });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const failed = err as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

export interface RunningServer {
  /** The audience address the banner printed, e.g. http://127.0.0.1:4000/ */
  url: string;
  /** Everything it printed so far, stdout and stderr as they came. */
  output: () => string;
  /** Kills it and whatever it started (npx runs the command as a child of its own), and waits until it is gone. */
  stop: () => Promise<void>;
}

/**
 * Starts a server command (`node bin/deck.js serve …`, `npx deck …`) in a process group of its own,
 * and resolves once its banner names the audience address; rejects with its output if it stops first.
 */
export function startServer(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<RunningServer> {
  const child = spawn(command, args, { cwd: options.cwd, stdio: ['ignore', 'pipe', 'pipe'], detached: true, env: { ...process.env, FORCE_COLOR: '0', ...options.env } });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const killGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, signal);
    } catch {
      // The group is gone already.
    }
  };
  const stop = async () => {
    killGroup('SIGTERM');
    // A server that does not stop on SIGTERM within 10 s is killed outright.
    const timer = setTimeout(() => killGroup('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /audience:\s+(http:\/\/\S+?)#/.exec(output)?.[1];
      if (url) resolve({ url, output: () => output, stop });
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`${command} ${args.join(' ')} stopped (${code}):\n${output}`)));
  });
}
