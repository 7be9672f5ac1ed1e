// Runs the `deck` command (bin/deck.js) as a user's shell would; never throws, so a failure can be looked at.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
export const deckBin = path.resolve('bin/deck.js');

export async function runDeck(args: string[], cwd = process.cwd()): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [deckBin, ...args], { cwd, env: { ...process.env, FORCE_COLOR: '0' } });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const failed = err as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}
