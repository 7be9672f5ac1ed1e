// The engine as another speaker gets it: `npm pack`, installed into a fresh folder, builds a talk
// of theirs with `npx deck build`, on Node alone (the package ships its compiled lib/).
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'deck-pack-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the packed engine', () => {
  it('installs into a new folder and builds a second talk with npx deck', { timeout: 600_000 }, async () => {
    const env = { ...process.env, FORCE_COLOR: '0', npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' };
    const { stdout: packed } = await run('npm', ['pack', '--pack-destination', dir, '--silent'], { env });
    const tarball = path.join(dir, packed.trim().split('\n').pop() ?? '');
    expect(existsSync(tarball)).toBe(true);

    const app = path.join(dir, 'my-talk');
    await cp(path.resolve('tests/fixtures/second-talk'), app, { recursive: true });
    await writeFile(path.join(app, 'package.json'), JSON.stringify({ name: 'my-talk', private: true, type: 'module' }, null, 2));
    // From npm's cache where it can (npm ci filled it); the registry only for what it lacks.
    await run('npm', ['install', tarball, '--prefer-offline', '--no-audit', '--no-fund'], { cwd: app, env });
    expect(existsSync(path.join(app, 'node_modules', '.bin', 'deck'))).toBe(true);
    // Test-only and optional packages stay out of a speaker's install.
    for (const absent of ['vitest', 'tsx', 'pdfjs-dist', 'monaco-editor', 'typescript', 'eslint']) {
      expect(existsSync(path.join(app, 'node_modules', absent)), absent).toBe(false);
    }

    const stamp = path.join(app, 'node_modules', 'rust-e2e-testing-deck', 'lib', '.compiled');
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
});
