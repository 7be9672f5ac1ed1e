// A virtual X display (Xvfb, from Debian's xvfb) for the engines that run headed: Firefox, because
// headless Firefox reports a touch-like pointer and the deck would lay itself out for a phone, and
// WebKitGTK's MiniBrowser, whose --headless hangs session creation. Xvfb picks a free display number
// itself (-displayfd), so runs side by side do not collide.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { deadline } from './deadline.ts';

export interface Display {
  /** The DISPLAY value, e.g. ":3". */
  name: string;
  close: () => Promise<void>;
}

export const XVFB = process.env.XVFB_PATH ?? '/usr/bin/Xvfb';

export async function startDisplay(): Promise<Display> {
  if (!existsSync(XVFB)) throw new Error(`Xvfb not found at ${XVFB}: the Firefox and WebKit tests run on a virtual display (sudo apt-get install xvfb, or set XVFB_PATH)`);
  const child: ChildProcess = spawn(XVFB, ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp', '-noreset'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
  const number = await deadline(
    'starting Xvfb',
    new Promise<string>((resolve, reject) => {
      let got = '';
      child.stdio[3]?.on('data', (chunk: Buffer) => {
        got += chunk.toString();
        if (got.includes('\n')) resolve(got.trim());
      });
      child.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it had a display: ${stderr}`)));
      child.once('error', reject);
    }),
    15_000,
  ).catch((error: unknown) => {
    child.kill();
    throw error;
  });
  return {
    name: `:${number}`,
    close: async () => {
      if (child.exitCode !== null) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await deadline('stopping Xvfb', gone, 10_000).catch(() => child.kill('SIGKILL'));
    },
  };
}
