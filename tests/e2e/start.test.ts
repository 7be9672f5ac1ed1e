// `npm start` on an up-to-date build: it runs on Node alone (the compiled bin/deck.js, no TypeScript
// loader), serves at once, loading nothing of the compiler (Vite, MDX, Shiki, remark), and answers
// with the deck.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDeck } from '../../src/node/commands/build.ts';
import { talkDir } from '../support/talk-dir.ts';

let out: string;
let stateDir: string;

// lib/ is as the packed engine ships it (`prepack`), from the source under test: tests/e2e/setup.ts
// compiled it before any file ran (compiling again here would rewrite it under other files' `deck`).
beforeAll(async () => {
  out = await mkdtemp(path.join(tmpdir(), 'deck-start-'));
  stateDir = await mkdtemp(path.join(tmpdir(), 'deck-start-state-'));
  await buildDeck({ base: '/', out, root: talkDir, slides: 'slides.md', force: true, pdf: false });
}, 180_000);

afterAll(async () => {
  await rm(out, { recursive: true, force: true });
  await rm(stateDir, { recursive: true, force: true });
});

describe('npm start on an up-to-date build', () => {
  it('loads no compiler and serves the deck', { timeout: 120_000 }, async () => {
    const server = spawn(process.execPath, ['--import', './tests/support/compiler-watch.mjs', 'bin/deck.js', 'serve', '--slides', path.join(talkDir, 'slides.md'), '--port', '0', '--out', out, '--no-pdf', '--state-dir', stateDir], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    server.stderr?.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        server.stdout?.on('data', (chunk: Buffer) => {
          stdout += chunk.toString();
          const found = /audience:\s+(http:\/\/\S+?)#/.exec(stdout)?.[1];
          if (found) resolve(found);
        });
        server.once('exit', (code) => reject(new Error(`the server stopped (${code}): ${stdout}${stderr}`)));
      });
      expect(stdout).toContain('deck is up to date');
      expect((await fetch(url)).status).toBe(200);
      expect(stderr.split('\n').filter((line) => line.startsWith('compiler module loaded'))).toEqual([]);
    } finally {
      // It keeps the room in its state folder as it stops: gone before the folder is removed.
      const gone = server.exitCode === null && server.signalCode === null ? new Promise((resolve) => server.once('exit', resolve)) : undefined;
      server.kill();
      await gone;
    }
  });
});
