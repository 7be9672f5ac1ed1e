// Cross-engine checks of the live room, on a deck server with a presenter password: the engine's
// page as the presenter (password form, notes) driving a Chromium follower, as a follower of a
// Chromium presenter (moves and blackout), and as an attendee who votes in the talk's poll, asks a
// question and reacts, seen on the Chromium presenter's screen.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { serveDeck, type DeckServer } from '../../../src/node/commands/serve.ts';
import type { DeckPage } from '../../support/browser.ts';
import { waitForSlide as waitForChromiumSlide } from '../../support/browser.ts';
import { talk } from '../../support/deck.ts';
import type { EngineHandle } from '../../support/engines/index.ts';
import { clickOn, run, textOf, waitFor, waitForRoute, waitForSlide } from '../../support/engines/page.ts';
import { talkDir } from '../../support/talk-dir.ts';

const PASSWORD = 'correct horse';
const pollSlide = talk.slides.find((s) => s.content.includes('<Poll'));

const presenterReady = (page: Page, no: number) => page.waitForSelector(`.presenter-current .slide[data-slide="${no}"] .layout`);

export function liveChecks(engine: EngineHandle, chromium: (options?: object) => Promise<DeckPage>): void {
  describe('live, with a presenter password', () => {
    let deck: DeckServer;
    let stateDir: string;
    beforeAll(async () => {
      stateDir = await mkdtemp(path.join(tmpdir(), 'deck-engines-state-'));
      deck = await serveDeck({ port: 0, host: '127.0.0.1', out: inject('builtDir'), root: talkDir, slides: 'slides.md', password: PASSWORD, pdf: false, stateDir });
    });
    afterAll(async () => {
      await deck?.close();
      if (stateDir) await rm(stateDir, { recursive: true, force: true });
    });

    /** A Chromium page of the room at `route` (a presenter's carries the password). */
    async function chromiumAt(route: string): Promise<Page> {
      const { page } = await chromium();
      await page.goto(`${deck.url}#${route}`);
      return page;
    }

    it('asks the presenter for the password, shows the notes, and drives a Chromium follower', async () => {
      const follower = await chromiumAt('/2');
      await waitForChromiumSlide(follower, 2);

      const page = await engine.newPage();
      await page.goto(`${deck.url}#/presenter/2`);
      await waitFor(page, () => document.activeElement?.id === 'presenter-password' || null, undefined, { what: 'the password form, focused' });
      expect(await textOf(page, 'dialog[open] label')).toBe('Enter password');
      await page.type(PASSWORD);
      await page.press('Enter');
      await waitForSlide(page, 2, '.presenter-current');
      const note = talk.slides[1]?.note.split('\n\n')[0]?.replace(/[*_`]/g, '').replace(/\s+/g, ' ').trim();
      expect(note).toBeTruthy();
      // The notes come from the server after the login, perhaps after the slide.
      const shownNote = await waitFor(page, (css) => document.querySelector(css)?.textContent?.replace(/\s+/g, ' ').trim(), '[aria-label="Speaker notes"] .notes-body p', { what: 'the speaker notes' });
      expect(shownNote).toBe(note);

      await page.press('ArrowDown');
      await waitForRoute(page, '/presenter/3');
      await waitForChromiumSlide(follower, 3);
      await page.press('ArrowDown');
      await waitForChromiumSlide(follower, 4);
      expect(page.errors).toEqual([]);
    });

    it('follows a Chromium presenter: its moves, and its blackout', async () => {
      const presenter = await chromiumAt(`/presenter/5?password=${encodeURIComponent(PASSWORD)}`);
      await presenterReady(presenter, 5);
      const page = await engine.newPage();
      await page.goto(`${deck.url}#/5`);
      await waitForSlide(page, 5);
      await waitFor(page, () => document.querySelector('.link-status')?.getAttribute('data-status') === 'live' || null, undefined, { what: 'the link to the presenter' });

      await presenter.keyboard.press('ArrowDown');
      await presenterReady(presenter, 6);
      await waitForSlide(page, 6);
      await waitForRoute(page, '/6');
      await presenter.keyboard.press('b');
      await waitFor(page, () => document.querySelector('.screen-cover')?.getAttribute('data-screen') === 'black' || null, undefined, { what: 'the blackout' });
      await presenter.keyboard.press('b');
      await waitFor(page, () => !document.querySelector('.screen-cover') || null, undefined, { what: 'the slides back' });
      await presenter.keyboard.press('ArrowDown');
      await waitForSlide(page, 7);
      expect(page.errors).toEqual([]);
    });

    it("votes in the talk's poll, asks a question and applauds: the Chromium presenter sees each", async () => {
      if (!pollSlide) throw new Error('the talk has no <Poll>');
      const presenter = await chromiumAt(`/presenter/${pollSlide.no}?password=${encodeURIComponent(PASSWORD)}`);
      await presenterReady(presenter, pollSlide.no);
      await presenter.waitForSelector('.room-presenter-buttons');
      const page = await engine.newPage();
      await page.goto(`${deck.url}#/${pollSlide.no}`);
      await waitForSlide(page, pollSlide.no);

      const option = /options="([^"|]+)/.exec(pollSlide.content)?.[1]?.trim() ?? '';
      const answer = `.slide[data-slide="${pollSlide.no}"] button.poll-answer[aria-label^="${option}:"]`;
      // The options are buttons at once, and take a tap once the room has joined (disabled until then).
      await waitFor(page, (css) => (document.querySelector(css) as HTMLButtonElement | null)?.disabled === false || null, answer, { what: 'the poll open to votes' });
      await clickOn(page, answer);
      await waitFor(page, (css) => document.querySelector(css)?.getAttribute('aria-pressed') === 'true' || null, `button.poll-answer[aria-label^="${option}:"]`, { what: 'the vote taken' });
      await presenter.waitForFunction(() => document.querySelector('.presenter-current .poll-total')?.textContent?.startsWith('1 answer'), undefined, { timeout: 20_000 });
      expect(await presenter.locator('.presenter-current .poll-count').first().textContent()).toBe('1 · 100%');

      const question = `Does this work in ${page.engine}?`;
      await clickOn(page, 'button[aria-label^="Questions"]');
      await clickOn(page, 'dialog[open] textarea');
      await page.type(question);
      await clickOn(page, 'dialog[open] button[type="submit"]');
      await waitFor(page, () => document.querySelector('dialog[open] .room-status')?.textContent?.startsWith('Sent') || null, undefined, { what: 'the question sent' });
      await presenter.getByRole('button', { name: /^Questions/ }).click();
      await expect.poll(() => presenter.locator('.room-drawer .room-question-text').allTextContents(), { timeout: 20_000 }).toEqual([question]);

      await page.press('Escape');
      await waitFor(page, () => !document.querySelector('dialog[open]') || null, undefined, { what: 'the questions closed' });
      await clickOn(page, 'button[aria-label="Applause"]');
      await presenter.locator('.reaction[data-reaction="👏"]').first().waitFor({ state: 'attached', timeout: 20_000 });
      expect(await run(page, () => location.hash)).toBe(`#/${pollSlide.no}`);
      expect(page.errors).toEqual([]);
    });
  });
}
