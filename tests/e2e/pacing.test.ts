// Pacing, on a fixture deck whose headmatter says `duration: 10min` (five slides: two minutes each):
// the presenter's timer counts down, shows the time over once past the end, and says in words whether
// the talk is ahead, on pace or behind; pause, reset and a reload keep working. Time is the page's own
// fake clock (Playwright's page.clock), moved on by the test, so nothing waits for real minutes.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDeck, type DeckServer } from '../../src/node/commands/serve.ts';
import { axeViolations } from '../support/axe.ts';
import { withChromium } from '../support/browser.ts';

const newDeckPage = withChromium();
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
let deck: DeckServer;
let out: string;
let stateDir: string;

beforeAll(async () => {
  out = await mkdtemp(path.join(tmpdir(), 'deck-pacing-'));
  stateDir = await mkdtemp(path.join(tmpdir(), 'deck-pacing-state-'));
  deck = await serveDeck({ root: path.resolve('tests/fixtures/pacing-deck'), out, slides: 'slides.md', port: 0, host: '127.0.0.1', pdf: false, stateDir });
}, 180_000);

afterAll(async () => {
  await deck?.close();
  await rm(out, { recursive: true, force: true });
  await rm(stateDir, { recursive: true, force: true });
});

/** The presenter view of slide `no` on a page whose clock the test moves. */
async function presenter(no: number, options: object = {}): Promise<Page> {
  const { page } = await newDeckPage(options);
  await page.clock.install();
  await page.goto(`${deck.url}#/presenter/${no}`);
  await page.waitForSelector(`html[data-deck-ready] .presenter-current .slide[data-slide="${no}"] .layout`);
  return page;
}

const timeLeft = (page: Page) => page.getByRole('timer', { name: 'Time left' }).locator('.timer-value');
const paceMark = (page: Page) => page.locator('.pace-mark');
const paceOf = async (page: Page) => ({ state: await paceMark(page).getAttribute('data-pace'), words: await paceMark(page).textContent() });

describe('a deck with a duration', () => {
  it('counts down, says the pace in words, shows the time over, and keeps pause, reset and a reload', async () => {
    const page = await presenter(1);
    // The start: the whole ten minutes (less the seconds the page took to open), on pace.
    expect(await timeLeft(page).textContent()).toMatch(/^(10:00|09:\d\d)$/);
    expect(await page.getByRole('timer', { name: 'Time left' }).textContent()).toContain('left');
    expect(await paceOf(page)).toEqual({ state: 'on', words: 'on pace' });

    // Three slides on within the first minutes: slide 4's share begins at 6:00, so the talk is ahead.
    for (const no of [2, 3, 4]) {
      await page.keyboard.press('ArrowDown');
      await page.waitForSelector(`.presenter-current .slide[data-slide="${no}"] .layout`);
    }
    await expect.poll(() => paceOf(page)).toMatchObject({ state: 'ahead', words: expect.stringMatching(/^[3-6] min ahead$/) });

    // Twenty minutes later: ten over, and behind slide 4's share (which ended at 8:00) by twelve.
    await page.clock.fastForward('20:00');
    await expect.poll(() => timeLeft(page).textContent()).toMatch(/^\+10:\d\d over$/);
    expect(await timeLeft(page).getAttribute('class')).toContain('over');
    expect(await paceOf(page)).toMatchObject({ state: 'behind', words: expect.stringMatching(/^1[2-5] min behind$/) });

    // Paused, the countdown stands still however long the clock runs.
    await page.getByRole('button', { name: 'Pause timer' }).click();
    await page.getByRole('button', { name: 'Resume timer' }).waitFor();
    const paused = await timeLeft(page).textContent();
    await page.clock.fastForward('05:00');
    await page.getByRole('button', { name: 'Resume timer' }).waitFor();
    expect(await timeLeft(page).textContent()).toBe(paused);

    // Reset (still paused): the full ten minutes again, and slide 4 is six minutes ahead of the plan.
    await page.getByRole('button', { name: 'Reset timer' }).click();
    await expect.poll(() => timeLeft(page).textContent()).toBe('10:00');
    expect(await paceOf(page)).toEqual({ state: 'ahead', words: '6 min ahead' });

    // Resumed, it counts down again; a reload keeps where it was.
    await page.getByRole('button', { name: 'Resume timer' }).click();
    await page.clock.fastForward('03:00');
    await expect.poll(() => timeLeft(page).textContent()).toMatch(/^0[67]:\d\d$/);
    await page.reload();
    await page.waitForSelector('html[data-deck-ready] .presenter-current .slide[data-slide="4"] .layout');
    expect(await timeLeft(page).textContent()).toMatch(/^0[67]:\d\d$/);
  });

  it('on the phone remote, tapping ahead quickly turns "on pace" into "ahead"', async () => {
    const page = await presenter(1, PHONE);
    expect(await paceMark(page).isVisible()).toBe(true);
    expect(await paceOf(page)).toEqual({ state: 'on', words: 'on pace' });
    // Slide 2 has three click steps: from slide 1, five taps reach slide 3, whose share begins at 4:00.
    const next = page.getByRole('button', { name: 'Next step', exact: true });
    for (let i = 0; i < 5; i++) await next.tap();
    await page.waitForSelector('.presenter-current .slide[data-slide="3"] .layout');
    await expect.poll(() => paceOf(page)).toMatchObject({ state: 'ahead', words: expect.stringMatching(/^[2-4] min ahead$/) });
    expect(await page.getByLabel('Slide', { exact: true }).textContent()).toBe('Slide 3 / 5');
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`shows every state in colours that pass axe (WCAG 2 A/AA) in ${colorScheme}`, async () => {
      const page = await presenter(1, { colorScheme });
      const found = (await axeViolations(page)).map((line) => `on pace: ${line}`);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => paceMark(page).getAttribute('data-pace')).toBe('ahead');
      found.push(...(await axeViolations(page)).map((line) => `ahead: ${line}`));
      await page.clock.fastForward('20:00');
      await expect.poll(() => paceMark(page).getAttribute('data-pace')).toBe('behind');
      found.push(...(await axeViolations(page)).map((line) => `behind and over: ${line}`));
      await page.getByRole('button', { name: 'Pause timer' }).click();
      await page.getByRole('button', { name: 'Resume timer' }).waitFor();
      found.push(...(await axeViolations(page)).map((line) => `over and paused: ${line}`));
      expect(found).toEqual([]);
    });
  }
});
