// The `deck` command as another speaker uses it: on a talk in a folder of its own (its public/,
// stylesheet, .env and vite.config.ts, and the engine's fonts), with Vite's and Slidev's habits: the
// entry as an argument, `deck slides.md` for the dev server, -o to open it, the next free port when
// one is taken (said once), --version, and help printed once; and quiet: a line per step, no escape
// codes in a pipe or with NO_COLOR, the build tools' own reports only with --debug.
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withChromium } from '../support/browser.ts';
import { deckBin, runDeck, startServer, type RunningServer } from '../support/cli.ts';

const newPage = withChromium();
let dir: string;
let talk: string;
const running: RunningServer[] = [];
const ESC = '\x1b[';
/** Would make Vite's and rolldown's own colour library colour a pipe (even FORCE_COLOR=0). */
const COLOUR_PRONE = { CI: '1', FORCE_COLOR: '1' };

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'deck-cli-'));
  talk = path.join(dir, 'second-talk');
  await cp(path.resolve('tests/fixtures/second-talk'), talk, { recursive: true });
});

afterAll(async () => {
  await Promise.all(running.map((server) => server.stop()));
  await rm(dir, { recursive: true, force: true });
});

/** Runs `deck …` from the folder that holds the second talk. */
const deck = (args: string[], env: NodeJS.ProcessEnv = {}) => runDeck(args, dir, env);

/** Starts `deck …` (a server) from that folder, until the file's end. */
async function start(args: string[], env: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  const server = await startServer(process.execPath, [deckBin, ...args], { cwd: dir, env });
  running.push(server);
  return server;
}

/** Starts `deck serve …` and gives the audience address its banner prints. */
const serve = (args: string[]) => start(['serve', ...args]);

/** A port that is taken while `use` runs. */
async function withTakenPort<T>(run: (port: number) => Promise<T>): Promise<T> {
  const blocker: Server = createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  try {
    return await run((blocker.address() as { port: number }).port);
  } finally {
    blocker.close();
  }
}

describe('a talk in a folder of its own', () => {
  it('builds from the entry given as an argument, with its public files, stylesheet, .env and vite.config.ts, and serves it', { timeout: 300_000 }, async () => {
    const built = await deck(['build', 'second-talk/slides.md'], COLOUR_PRONE);
    expect(built.stderr).not.toMatch(/error/i);
    expect(built.code).toBe(0);
    // One line for the one step; none of Vite's (e.g. about how it loaded the talk's vite.config.ts).
    expect(built.stdout.trimEnd().split('\n')).toEqual([expect.stringMatching(/^built dist\/ \(base \/\) in [\d.]+ s$/)]);
    expect(built.stderr).not.toMatch(/vite config|configLoader/i);
    expect(built.stdout + built.stderr).not.toContain(ESC);
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
    await withTakenPort(async (taken) => {
      const { url, output } = await serve(['second-talk/slides.md', '--port', String(taken), '--host', '127.0.0.1', '--no-pdf']);
      const moved = new RegExp(`port ${taken} is in use; listening on (\\d+) instead`).exec(output());
      expect(moved, output()).not.toBeNull();
      expect(url).toBe(`http://127.0.0.1:${moved?.[1]}/`);
      expect((await fetch(url)).status).toBe(200);

      const strict = await deck(['serve', 'second-talk/slides.md', '--port', String(taken), '--host', '127.0.0.1', '--strict-port', '--no-pdf']);
      expect(strict.code).not.toBe(0);
      expect(strict.stderr).toContain(`port ${taken} is in use`);
    });
  });

  it('starts the dev server given only the Markdown file, as slidev does; a taken port is said once, and -o opens the deck', { timeout: 300_000 }, async () => {
    // A stand-in for the system's browser opener (xdg-open), which writes down what it was asked to open.
    const bin = path.join(dir, 'fake-bin');
    const opened = path.join(dir, 'opened.txt');
    await mkdir(bin, { recursive: true });
    await writeFile(path.join(bin, 'xdg-open'), `#!/bin/sh\necho "$1" > '${opened}'\n`, { mode: 0o755 });
    await withTakenPort(async (taken) => {
      const dev = await start(['second-talk/slides.md', '--port', String(taken), '--host', '127.0.0.1', '-o'], { ...COLOUR_PRONE, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` });
      const port = new URL(dev.url).port;
      expect(Number(port)).not.toBe(taken);
      expect(dev.output().match(/port \d+ is in use/gi), dev.output()).toEqual([`port ${taken} is in use`]);
      expect(dev.output()).toContain('serving the deck with hot reload (dev server)');

      const { page, errors } = await newPage();
      await page.goto(`${dev.url}#/1`);
      await page.waitForSelector('html[data-deck-ready] .slide[data-slide="1"] .layout');
      expect(await page.locator('.slide[data-slide="1"] h1').textContent()).toBe('Hello from another folder');
      expect(errors).toEqual([]);
      await expect.poll(() => readFile(opened, 'utf8').catch(() => ''), { timeout: 20_000 }).toBe(`http://127.0.0.1:${port}/#/1\n`);
      expect(dev.output()).not.toContain(ESC);
      await dev.stop();
    });
  });

  it('prints what Vite and rolldown report only with --debug, and without colour codes in a pipe', { timeout: 300_000 }, async () => {
    const built = await deck(['build', 'second-talk/slides.md', '--out', path.join(dir, 'debug-dist'), '--debug'], COLOUR_PRONE);
    expect(built.code, built.stderr).toBe(0);
    expect(built.stdout).toMatch(/modules transformed/);
    expect(built.stdout).toMatch(/^built .*debug-dist\/ \(base \/\) in [\d.]+ s$/m);
    expect(built.stdout + built.stderr).not.toContain(ESC);
  });

  it('gives its version, prints help once, and names a talk file it cannot read', async () => {
    const version = await deck(['--version']);
    expect(version.stdout).toMatch(/^deck\/\d+\.\d+\.\d+/);
    const help = await deck(['--help']);
    expect(help.stdout.match(/Usage:/g)).toHaveLength(1);
    expect(help.stdout).toContain('dev [entry]');
    const missing = await deck(['build', 'no-such-talk.md'], COLOUR_PRONE);
    expect(missing.code).not.toBe(0);
    expect(missing.stderr).toBe(`error cannot read the deck's Markdown file ${path.join(dir, 'no-such-talk.md')}\n`);
  });

  it('says a first word that is neither a command nor a Markdown file is an unknown command', async () => {
    const typo = await deck(['serv']);
    expect(typo.code).not.toBe(0);
    expect(typo.stderr).toMatch(/^error unknown command "serv" \(the commands are dev, build, export, serve, revoke-sessions; or give a talk's Markdown file: deck slides\.md\)$/m);
  });

  it('has -o for --open wherever --open is, --debug everywhere, and does not print a --no-… flag as on', async () => {
    for (const command of [[], ['dev'], ['serve']]) expect((await deck([...command, '--help'])).stdout).toMatch(/^ {2}-o, --open +Open the deck in the browser/m);
    for (const command of ['build', 'export', 'serve']) {
      const help = (await deck([command, '--help'])).stdout;
      expect(help).toMatch(/^ {2}--debug /m);
      expect(help).toMatch(/^ {2}--no-(pdf|build) /m);
      expect(help, command).not.toContain('(default: true)');
    }
  });

  // A terminal of its own (util-linux `script`), where colour is wanted unless NO_COLOR says otherwise.
  it.runIf(process.platform === 'linux')('colours "error" on a terminal, and not with NO_COLOR', async () => {
    const onTerminal = (noColor?: string) => {
      const env: NodeJS.ProcessEnv = { ...process.env, TERM: 'xterm' };
      delete env.NO_COLOR;
      if (noColor !== undefined) env.NO_COLOR = noColor;
      return promisify(execFile)('script', ['-qec', `"${process.execPath}" "${deckBin}" build no-such-talk.md`, '/dev/null'], { cwd: dir, env }).then(
        (done) => done.stdout,
        (err: { stdout?: string }) => err.stdout ?? '',
      );
    };
    expect(await onTerminal()).toContain(`${ESC}31merror`);
    const plain = await onTerminal('1');
    expect(plain).toMatch(/^error cannot read/m);
    expect(plain).not.toContain(ESC);
  });
});
