// Every end-to-end test file gets a deck server of its own (vitest setupFiles), serving the build
// made once by tests/e2e/setup.ts: no file sees live state another file left behind.
// Tests reach it with deckURL() (browser.ts).
import { afterAll, beforeAll, inject } from 'vitest';
import { serveDeck, type DeckServer } from '../../src/node/commands/serve.ts';

let deck: DeckServer | undefined;

beforeAll(async () => {
  deck = await serveDeck({ port: 0, host: '127.0.0.1', out: inject('builtDir'), slides: 'slides.md' });
  (globalThis as { __deckURL?: string }).__deckURL = deck.url;
}, 120_000);

afterAll(async () => {
  await deck?.close();
});
