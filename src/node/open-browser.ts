// `--open`: the address in the system's browser, the way each platform opens a link (as Vite's
// --open does). A machine without a browser (a server, CI) gets a line saying where to go instead.
import { spawn } from 'node:child_process';

export function openBrowser(url: string): void {
  const [command, args] =
    process.platform === 'darwin' ? ['open', [url]] : process.platform === 'win32' ? ['cmd', ['/c', 'start', '""', url.replace(/&/g, '^&')]] : ['xdg-open', [url]];
  const child = spawn(command, args, { stdio: 'ignore', detached: true });
  child.on('error', () => console.log(`could not open a browser; open ${url}`));
  child.unref();
}
