// Builds the real deck once for the end-to-end tests (as `npm start` would). Each test file then
// serves it with a deck server of its own (tests/support/deck-server.ts), so a file
// sees no live state another left. The build goes to a folder of its own: test runs never touch dist/.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { buildDeck } from '../../src/node/commands/build.ts';
import { chromiumPath } from '../support/chromium.ts';
import { talkDir } from '../support/talk-dir.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    builtDir: string;
  }
}

export default async function setup(project: TestProject) {
  chromiumPath(); // fail early, with the install hint, when there is no browser
  // lib/ from the source under test, once, before any test runs the `deck` command (bin/deck.js).
  await promisify(execFile)(process.execPath, ['scripts/compile-engine.mjs']);
  const out = await mkdtemp(path.join(tmpdir(), 'deck-e2e-'));
  await buildDeck({ base: '/', out, root: talkDir, slides: 'slides.md', force: true });
  project.provide('builtDir', out);
  return async () => {
    await rm(out, { recursive: true, force: true });
  };
}
