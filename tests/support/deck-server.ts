// Every end-to-end test file gets a deck server of its own (vitest setupFiles), serving the build
// made once by tests/e2e/setup.ts: no file sees live state another file left behind.
// Tests reach it with deckURL() (browser.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { serveDeck, type DeckServer } from '../../src/node/commands/serve.ts';
import { talkDir } from './talk-dir.ts';

let deck: DeckServer | undefined;
let stateDir: string | undefined;

beforeAll(async () => {
  // Questions and votes of one file's room never reach another's.
  stateDir = await mkdtemp(path.join(tmpdir(), 'deck-e2e-state-'));
  deck = await serveDeck({ port: 0, host: '127.0.0.1', out: inject('builtDir'), root: talkDir, slides: 'slides.md', stateDir });
  (globalThis as { __deckURL?: string }).__deckURL = deck.url;
}, 120_000);

afterAll(async () => {
  await deck?.close();
  if (stateDir) await rm(stateDir, { recursive: true, force: true });
});
