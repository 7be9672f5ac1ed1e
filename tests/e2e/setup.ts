// Builds the real deck and starts the real server (as `npm start` does) for the end-to-end tests.
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
  const server = await serveDeck({ port: 0, host: '127.0.0.1', out: 'dist', slides: 'slides.md' });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the deck server has no TCP address');
  project.provide('baseURL', `http://127.0.0.1:${address.port}/`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
