// The dev server on a deck in several files: editing an imported file reloads the page with it, and
// so does a missing import's file appearing (a copy of tests/fixtures/imports, edited here).
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDev } from '../../src/node/commands/dev.ts';
import { waitForSlide, withChromium } from '../support/browser.ts';

let dev: ViteDevServer;
let base: string;
let root: string;
let stateDir: string;
const newPage = withChromium({ baseURL: () => base });

beforeAll(async () => {
  root = await mkdtemp(path.join(process.cwd(), 'tests/fixtures/tmp-imports-dev-'));
  await cp(path.resolve('tests/fixtures/imports'), root, { recursive: true });
  stateDir = await mkdtemp(path.join(tmpdir(), 'deck-imports-dev-state-'));
  const probe = createNetServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => probe.once('listening', resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  const warn = console.warn;
  console.warn = () => {}; // the fixture's cycle and missing file, said as the deck is read
  try {
    dev = await startDev({ root, slides: 'slides.md', port, host: '127.0.0.1', stateDir });
  } finally {
    console.warn = warn;
  }
  base = `http://127.0.0.1:${port}/`;
}, 120_000);

afterAll(async () => {
  await dev?.close();
  await rm(root, { recursive: true, force: true });
  await rm(stateDir, { recursive: true, force: true });
});

describe('the dev server on a deck in several files', () => {
  it('reloads when an imported file changes, and when a missing import appears', { timeout: 120_000 }, async () => {
    const { page, errors, open } = await newPage();
    await open('/2');
    await waitForSlide(page, 2);
    const heading = () => page.locator('.slide[data-slide="2"] h1').textContent();
    expect(await heading()).toBe('Chapter picked');

    const chapter = path.join(root, 'parts/chapter.md');
    await writeFile(chapter, (await readFile(chapter, 'utf8')).replace('# Chapter picked', '# Chapter edited'));
    await expect.poll(heading, { timeout: 30_000 }).toBe('Chapter edited');

    const counter = () => page.locator('.page-counter').textContent();
    expect(await counter()).toBe('2 / 8');
    await writeFile(path.join(root, 'parts/nowhere.md'), '# Now here\n');
    await expect.poll(counter, { timeout: 30_000 }).toBe('2 / 9');
    // The engine's own font files answer 403 to a talk outside the engine's folder (dev.ts's
    // server.fs.allow holds the talk and the engine's src/, not its node_modules): not this test's matter.
    expect(errors.filter((error) => !error.includes('status of 403'))).toEqual([]);
  });
});
