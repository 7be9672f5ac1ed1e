// Finds and launches Chrome or Chromium, for export (and the end-to-end tests and screenshots):
// the one asked for (--executable-path, CHROME_PATH), else the first of the usual places on this
// platform. Nothing is ever downloaded.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';

/** Where Chrome, Chromium (or Edge, also Chromium) are installed by default, most likely first. */
export function browserCandidates(platform: NodeJS.Platform, env: NodeJS.ProcessEnv): string[] {
  if (platform === 'darwin') {
    const apps = ['Google Chrome.app/Contents/MacOS/Google Chrome', 'Chromium.app/Contents/MacOS/Chromium', 'Microsoft Edge.app/Contents/MacOS/Microsoft Edge'];
    return ['/Applications', ...(env.HOME ? [path.posix.join(env.HOME, 'Applications')] : [])].flatMap((dir) => apps.map((app) => path.posix.join(dir, app)));
  }
  if (platform === 'win32') {
    const roots = [env.PROGRAMFILES, env['PROGRAMFILES(X86)'], env.LOCALAPPDATA].filter((dir): dir is string => Boolean(dir));
    const exes = ['Google\\Chrome\\Application\\chrome.exe', 'Chromium\\Application\\chrome.exe', 'Microsoft\\Edge\\Application\\msedge.exe'];
    return exes.flatMap((exe) => roots.map((dir) => path.win32.join(dir, exe)));
  }
  return ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable', '/snap/bin/chromium', '/usr/bin/microsoft-edge'];
}

/** The browser to use: `explicit` (or CHROME_PATH) when given, which must exist; else the first installed candidate. */
export function chromiumPath(explicit?: string, exists: (file: string) => boolean = existsSync, platform = process.platform, env = process.env): string {
  const asked = explicit ?? env.CHROME_PATH;
  if (asked) {
    if (!exists(asked)) throw new Error(`no browser at ${asked} (${explicit ? '--executable-path' : 'CHROME_PATH'}): point it at a Chrome or Chromium binary`);
    return asked;
  }
  const candidates = browserCandidates(platform, env);
  const found = candidates.find((file) => exists(file));
  if (found) return found;
  const install = platform === 'linux' ? 'Install one (e.g. `sudo apt-get install chromium` on Debian/Ubuntu), or' : 'Install Chrome, or';
  throw new Error(`Chrome or Chromium not found; looked in:\n  ${candidates.join('\n  ')}\n${install} pass --executable-path (or set CHROME_PATH) to a Chrome or Chromium binary.`);
}

/** `extraArgs`: more switches, e.g. the bench's uncapped frame rate. */
export function launchChromium(extraArgs: readonly string[] = [], executablePath?: string): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(executablePath),
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', ...extraArgs],
  });
}
