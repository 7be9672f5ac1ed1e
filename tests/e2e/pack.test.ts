// The engine as another speaker gets it: `npm pack` of the engine (the repository's root package,
// without this talk, which is a workspace package of its own in talk/), installed into a fresh folder
// with no warning about a script it would run there (it ships its compiled lib/: `prepack`, not
// `prepare`), and the commands README shows there, on Node alone: `npx deck build`; `npx deck` alone
// or with the Markdown file, which start the dev server, as `slidev` does; `npx deck serve` and
// `npx deck export`.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withChromium } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/cli.ts';
import { talkDir } from '../support/talk-dir.ts';

const run = promisify(execFile);
const newPage = withChromium();
const env = { ...process.env, FORCE_COLOR: '0', npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' };
let dir: string;
let app: string;
let tarball: string;
/** What `npm install <tarball>` printed, both streams. */
let installOutput: string;
/** The engine's manifest: the repository's root package.json. */
const engine = JSON.parse(await readFile('package.json', 'utf8')) as { name: string; files: string[] };
const running: RunningServer[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'deck-pack-'));
  const { stdout: packed } = await run('npm', ['pack', '--pack-destination', dir, '--silent'], { env });
  tarball = path.join(dir, packed.trim().split('\n').pop() ?? '');
  app = path.join(dir, 'my-talk');
  await cp(path.resolve('tests/fixtures/second-talk'), app, { recursive: true });
  await writeFile(path.join(app, 'package.json'), JSON.stringify({ name: 'my-talk', private: true, type: 'module' }, null, 2));
  // From npm's cache where it can (npm ci filled it); the registry only for what it lacks.
  const installed = await run('npm', ['install', tarball, '--prefer-offline', '--no-audit', '--no-fund'], { cwd: app, env });
  installOutput = `${installed.stdout}${installed.stderr}`;
}, 600_000);

afterAll(async () => {
  await Promise.all(running.map((server) => server.stop()));
  await rm(dir, { recursive: true, force: true });
});

describe('the packed engine', () => {
  it('holds the engine alone, none of this talk, and installs with no warning about its scripts', async () => {
    const { stdout } = await run('tar', ['-tzf', tarball]);
    const entries = stdout.split('\n').filter(Boolean).map((entry) => entry.replace(/^package\//, ''));
    expect(entries).toContain('lib/node/cli.js');
    expect(entries).toContain('bin/deck.js');
    // Only what `files` names (and the manifest and README, which npm always packs).
    const allowed = (entry: string) => ['package.json', 'README.md'].includes(entry) || engine.files.some((item) => (item.endsWith('/') ? entry.startsWith(item) : entry === item));
    expect(entries.filter((entry) => !allowed(entry))).toEqual([]);
    // None of the talk: its folder, nor its Markdown and images where they were before they moved there.
    const images = (await readdir(path.join(talkDir, 'public'), { recursive: true, withFileTypes: true })).filter((item) => item.isFile());
    const talkFiles = ['slides.md', ...images.map((item) => path.relative(talkDir, path.join(item.parentPath, item.name)))];
    expect(talkFiles).toContain('public/images/cover.svg');
    expect(entries.filter((entry) => entry.startsWith('talk/') || talkFiles.includes(entry))).toEqual([]);
    // npm warns about a package's install scripts (`prepare` among them) when it is installed; the
    // engine has none: lib/ is compiled when it is packed.
    expect(installOutput).not.toMatch(/prepare/);
    expect(installOutput.split('\n').filter((line) => line.includes(engine.name))).toEqual([]);
  });

  it('installs into a new folder and builds a second talk with npx deck', { timeout: 600_000 }, async () => {
    expect(existsSync(tarball)).toBe(true);
    expect(existsSync(path.join(app, 'node_modules', '.bin', 'deck'))).toBe(true);
    // Test-only and optional packages stay out of a speaker's install.
    for (const absent of ['vitest', 'tsx', 'pdfjs-dist', 'monaco-editor', 'typescript', 'eslint']) {
      expect(existsSync(path.join(app, 'node_modules', absent)), absent).toBe(false);
    }

    const stamp = path.join(app, 'node_modules', engine.name, 'lib', '.compiled');
    const shipped = await stat(stamp);
    const { stdout, stderr } = await run('npx', ['--no-install', 'deck', 'build', 'slides.md', '--no-pdf'], { cwd: app, env });
    expect(stderr).not.toMatch(/error/i);
    expect(stdout).toMatch(/built dist\/ \(base \/\)/);
    const html = await readFile(path.join(app, 'dist', 'index.html'), 'utf8');
    expect(html).toContain('Hello from another folder');
    expect(existsSync(path.join(app, 'dist', 'square.svg'))).toBe(true);
    // It ran the lib/ the package shipped, not one compiled again on the speaker's machine.
    expect((await stat(stamp)).mtimeMs).toBe(shipped.mtimeMs);
  });

  // README's `npx deck` and `npx deck slides.md`, on a free port (PORT=0) rather than 3030.
  it.each([[[]], [['slides.md']]])('starts the dev server with npx deck %j, which serves the talk', { timeout: 300_000 }, async (args: string[]) => {
    const dev = await startServer('npx', ['--no-install', 'deck', ...args], { cwd: app, env: { ...env, PORT: '0' } });
    running.push(dev);
    expect(dev.output()).toContain('serving the deck with hot reload (dev server)');
    expect(dev.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const { page, errors } = await newPage();
    await page.goto(`${dev.url}#/1`);
    await page.waitForSelector('html[data-deck-ready] .slide[data-slide="1"] .layout', { timeout: 120_000 });
    expect(await page.locator('.slide[data-slide="1"] h1').textContent()).toBe('Hello from another folder');
    expect(errors).toEqual([]);
    await dev.stop();
  });

  it('serves the talk with npx deck serve slides.md, and exports it with npx deck export slides.md', { timeout: 300_000 }, async () => {
    const served = await startServer('npx', ['--no-install', 'deck', 'serve', 'slides.md'], { cwd: app, env: { ...env, PORT: '0' } });
    running.push(served);
    const page = await fetch(served.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Hello from another folder');
    await served.stop();

    const { stdout, stderr } = await run('npx', ['--no-install', 'deck', 'export', 'slides.md'], { cwd: app, env });
    expect(stderr).not.toMatch(/error/i);
    expect(stdout).toMatch(/^wrote second-talk\.pdf: \d+ pages, \d+ KiB/m);
    expect((await readFile(path.join(app, 'second-talk.pdf'))).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
