// Cross-engine offline: after one visit the deck reloads and moves on with its server gone (the
// service worker keeps every file). Its own deck server, so stopping it leaves the others be.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, inject, it } from 'vitest';
import { serveDeck } from '../../../src/node/commands/serve.ts';
import { talk } from '../../support/deck.ts';
import type { EngineHandle } from '../../support/engines/index.ts';
import { run, textOf, waitFor, waitForSlide } from '../../support/engines/page.ts';
import { talkDir } from '../../support/talk-dir.ts';

export function offlineChecks(engine: EngineHandle): void {
  it('reloads and moves on with the server gone, after one visit', async () => {
    const stateDir = await mkdtemp(path.join(tmpdir(), 'deck-engines-offline-state-'));
    const deck = await serveDeck({ port: 0, host: '127.0.0.1', out: inject('builtDir'), root: talkDir, slides: 'slides.md', pdf: false, stateDir });
    try {
      const page = await engine.newPage();
      await page.goto(`${deck.url}#/1`);
      await waitForSlide(page, 1);
      const worker = await run(page, () => ({ has: 'serviceWorker' in navigator, secure: isSecureContext }));
      expect(worker).toEqual({ has: true, secure: true });
      // Installed means every file is in the cache (install fails unless all of them are).
      await waitFor(page, () => navigator.serviceWorker.getRegistration().then((r) => r?.active?.state === 'activated' || null), undefined, { what: 'the service worker, activated', timeout: 40_000 });
      await deck.close();
      await page.reload();
      await waitForSlide(page, 1);
      await page.press('ArrowDown');
      await waitForSlide(page, 2);
      await page.press('g');
      await page.type('15');
      await page.press('Enter');
      await waitForSlide(page, 15);
      expect(await textOf(page, '.slide[data-slide="15"] h1')).toBe(talk.slides[14]?.title);
    } finally {
      await deck.close().catch(() => undefined);
      await rm(stateDir, { recursive: true, force: true });
    }
  });
}
