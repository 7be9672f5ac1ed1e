// Builds the real deck and starts the real server (as `npm start` does) for the end-to-end tests.
// The build goes to a folder of its own, so test runs never touch dist/ or each other.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { serveDeck } from '../../src/node/commands/serve.ts';
import { chromiumPath } from '../support/chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

export default async function setup(project: TestProject) {
  chromiumPath(); // fail early, with the install hint, when there is no browser
  const out = await mkdtemp(path.join(tmpdir(), 'deck-e2e-'));
  const deck = await serveDeck({ port: 0, host: '127.0.0.1', out, slides: 'slides.md' });
  project.provide('baseURL', deck.url);
  return async () => {
    await deck.close();
    await rm(out, { recursive: true, force: true });
  };
}
