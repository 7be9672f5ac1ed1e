// Finds and launches the system Chromium, for PDF export (and the end-to-end tests and screenshots).
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export function chromiumPath(): string {
  const path = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `Chromium not found at ${path}. Install it with \`sudo apt-get install chromium\` (Debian/Ubuntu) ` +
        'or point CHROME_PATH at a Chromium or Chrome binary.',
    );
  }
  return path;
}

/** `extraArgs`: more switches, e.g. the bench's uncapped frame rate. */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', ...extraArgs],
  });
}
