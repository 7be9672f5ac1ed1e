// The `deck` command as another speaker uses it: on a talk in a folder of its own (its public/,
// stylesheet, .env and vite.config.ts, and the engine's fonts), with Vite's habits: the entry as an
// argument, the next free port when one is taken, --version, and help printed once.
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withChromium } from '../support/browser.ts';
import { deckBin, runDeck } from '../support/cli.ts';

const newPage = withChromium();
let dir: string;
let talk: string;
const running: ChildProcess[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'deck-cli-'));
  talk = path.join(dir, 'second-talk');
  await cp(path.resolve('tests/fixtures/second-talk'), talk, { recursive: true });
});

afterAll(async () => {
  for (const child of running) child.kill();
  await rm(dir, { recursive: true, force: true });
});

/** Runs `deck …` from the folder that holds the second talk. */
const deck = (args: string[]) => runDeck(args, dir);

/** Starts `deck serve …` and gives the audience address its banner prints. */
function serve(args: string[]): Promise<{ url: string; output: () => string }> {
  const child = spawn(process.execPath, [deckBin, 'serve', ...args], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
  running.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /audience:\s+(http:\/\/\S+?)#/.exec(output)?.[1];
      if (url) resolve({ url, output: () => output });
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`deck serve stopped (${code}):\n${output}`)));
  });
}

describe('a talk in a folder of its own', () => {
  it('builds from the entry given as an argument, with its public files, stylesheet, .env and vite.config.ts, and serves it', { timeout: 300_000 }, async () => {
    const built = await deck(['build', 'second-talk/slides.md']);
    expect(built.stderr).not.toMatch(/error/i);
    expect(built.code).toBe(0);
    // Beside the Markdown file, as Slidev does: not in the folder the command ran from.
    expect(existsSync(path.join(talk, 'dist', 'index.html'))).toBe(true);
    expect(existsSync(path.join(talk, 'dist', 'square.svg'))).toBe(true);
    expect(existsSync(path.join(dir, 'dist'))).toBe(false);

    const { url } = await serve(['second-talk/slides.md', '--port', '0', '--strict-port']);
    const { page, errors } = await newPage();
    await page.goto(`${url}#/1`);
    await page.waitForSelector('html[data-deck-ready] .slide[data-slide="1"] .layout');
    const slide = page.locator('.slide[data-slide="1"]');
    expect(await slide.locator('h1').textContent()).toBe('Hello from another folder');
    expect(await slide.locator('h1').evaluate((h1) => getComputedStyle(h1).color)).toBe('rgb(1, 102, 51)');
    expect(await slide.textContent()).toContain("Greeting: hello from the talk's .env");
    expect(await slide.textContent()).toContain("Configured by: the talk's vite.config.ts");
    await expect.poll(() => slide.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 20_000 }).toBe(120);
    // The engine's own fonts, though the talk's folder installed none.
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('16px "Nunito Sans"'))).toBe(true);
    expect(errors).toEqual([]);
  });

  it('says where it goes when the port is taken, and stops instead with --strict-port', { timeout: 300_000 }, async () => {
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const taken = (blocker.address() as { port: number }).port;
    try {
      const { url, output } = await serve(['second-talk/slides.md', '--port', String(taken), '--host', '127.0.0.1', '--no-pdf']);
      const moved = new RegExp(`port ${taken} is in use; listening on (\\d+) instead`).exec(output());
      expect(moved, output()).not.toBeNull();
      expect(url).toBe(`http://127.0.0.1:${moved?.[1]}/`);
      expect((await fetch(url)).status).toBe(200);

      const strict = await deck(['serve', 'second-talk/slides.md', '--port', String(taken), '--host', '127.0.0.1', '--strict-port', '--no-pdf']);
      expect(strict.code).not.toBe(0);
      expect(strict.stderr).toContain(`port ${taken} is in use`);
    } finally {
      blocker.close();
    }
  });

  it('gives its version, prints help once, and names a talk file it cannot read', async () => {
    const version = await deck(['--version']);
    expect(version.stdout).toMatch(/^deck\/\d+\.\d+\.\d+/);
    const help = await deck(['--help']);
    expect(help.stdout.match(/Usage:/g)).toHaveLength(1);
    expect(help.stdout).toContain('dev [entry]');
    const missing = await deck(['build', 'no-such-talk.md']);
    expect(missing.code).not.toBe(0);
    expect(missing.stderr).toContain(`cannot read the deck's Markdown file ${path.join(dir, 'no-such-talk.md')}`);
  });
});
