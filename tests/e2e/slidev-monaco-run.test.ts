// Monaco Runner blocks as a Slidev deck writes them (tests/fixtures/slidev-monaco-run), built and
// walked like the other dialect decks, then what a speaker would notice: the code runs when its slide
// is shown, in a worker of its own, and its console shows under the editor (errors in red); an edit or
// Run runs it again, code that does not parse says where; a thrown error and a rejected promise show their messages; a loop that never ends
// is stopped with a message while the deck goes on; {autorun:false} waits for Run; showOutputAt shows
// the output at its click; print and the presenter's preview show the code without running it.
// Monaco and its TypeScript worker are large and load only when a block is shown: the waits are long,
// and wait for what the page shows, never for a time.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withChromium } from '../support/browser.ts';
import { loadExpected, served, walked, walkedFixture, type WalkedDeck } from '../support/dialect.ts';
import { current, dialectHelpers, linesOf, noCard, warnsAbout } from '../support/dialect-checks.ts';
import { readSlide } from '../support/walk.ts';

const newDeckPage = withChromium();
const { openAt, dialectChecks } = dialectHelpers(newDeckPage);

/** Loading Monaco, its TypeScript worker and a first run, on a busy two-core machine. */
const LOADS = { timeout: 90_000 };
/** A test that waits for Monaco (more than once). */
const SLOW = { timeout: 240_000 };

const lines = (page: Page, no: number) => page.locator(`${current(no)} .deck-run-line`).allTextContents();
const status = (page: Page, no: number) => page.locator(`${current(no)} .deck-run`).getAttribute('data-status');

/** A fresh page on slide `no`, recording the workers it starts. */
async function openWatchingWorkers(deck: WalkedDeck, route: string, no: number): Promise<{ page: Page; workers: string[] }> {
  const { page } = await newDeckPage();
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await page.goto(`${served(deck).url}#${route}`);
  noCard(await readSlide(page, no));
  return { page, workers };
}

describe('slidev-monaco-run: code that runs on the slide', () => {
  const expected = loadExpected('slidev-monaco-run');
  const deck = walkedFixture('slidev-monaco-run', newDeckPage);
  dialectChecks(deck, expected);

  it('runs a TypeScript block when its slide is shown, in a worker of its own, each console line as text', SLOW, async () => {
    const { page, workers } = await openWatchingWorkers(deck, '/2', 2);
    await expect.poll(() => lines(page, 2), LOADS).toEqual(['distance 5', "{point: [3, 4], label: 'origin'}", 'rounding may differ', 'sensor offline']);
    expect(await status(page, 2)).toBe('done');
    expect(await page.locator(`${current(2)} .deck-monaco .monaco-editor`).count()).toBe(1);
    // Errors in the error colour, warnings in theirs, logs in the text's.
    const colour = (level: string) => page.locator(`${current(2)} .deck-run-${level}`).evaluate((el) => getComputedStyle(el).color);
    expect(await colour('error')).toBe('rgb(201, 42, 49)');
    expect(await colour('warn')).toBe('rgb(138, 83, 0)');
    expect(await colour('log')).not.toBe(await colour('error'));
    // The code ran in a worker made for it (Monaco's TypeScript worker beside it), not in the page.
    expect(workers.some((url) => url.startsWith('blob:'))).toBe(true);
    expect(workers.some((url) => /\/assets\/ts\.worker-[\w-]+\.js$/.test(url))).toBe(true);
    expect(await page.evaluate(() => 'distance' in globalThis)).toBe(false);
  });

  it('runs again after an edit, once typing pauses, and on Run', SLOW, async () => {
    const page = await openAt(deck, '/2', 2);
    const edited = ['distance 5', "{point: [3, 4], label: 'origin'}", 'rounding may differ', 'sensor offline', 'edited 42'];
    await expect.poll(() => lines(page, 2), LOADS).toContain('sensor offline');
    await page.locator(`${current(2)} .deck-monaco .view-line`).last().click();
    await page.keyboard.press('End');
    await page.keyboard.insertText("\nconsole.log('edited', 6 * 7)");
    await expect.poll(() => lines(page, 2), LOADS).toEqual(edited);
    await expect.poll(() => status(page, 2), LOADS).toBe('done');
    // Run: a run of its own (the same output, from a later run), and the deck stays on the slide.
    const before = Number(await page.locator(`${current(2)} .deck-run`).getAttribute('data-run'));
    await page.getByRole('button', { name: 'Run code' }).click();
    const doneRun = () => page.locator(`${current(2)} .deck-run`).evaluate((el) => ((el as HTMLElement).dataset.status === 'done' ? Number((el as HTMLElement).dataset.run) : 0));
    await expect.poll(doneRun, LOADS).toBeGreaterThan(before);
    expect(await lines(page, 2)).toEqual(edited);
    expect(new URL(page.url()).hash).toBe('#/2');
    // Code that does not parse runs nothing: the panel says where.
    await page.locator(`${current(2)} .deck-monaco .view-line`).last().click();
    await page.keyboard.press('End');
    await page.keyboard.insertText('\nconst = 1');
    await expect.poll(async () => (await lines(page, 2)).join('\n'), LOADS).toMatch(/^SyntaxError \(line 9\): \S/);
  });

  it('shows a thrown error and a promise nobody awaited with their messages, in the error colour', SLOW, async () => {
    const page = await openAt(deck, '/3', 3);
    await expect.poll(() => lines(page, 3), LOADS).toEqual(['orders 2', 'Uncaught Error: payment service unavailable', 'Uncaught (in promise) Error: retry budget spent']);
    const uncaught = page.locator(`${current(3)} .deck-run-uncaught`);
    expect(await uncaught.count()).toBe(2);
    expect(await uncaught.first().evaluate((el) => getComputedStyle(el).color)).toBe('rgb(201, 42, 49)');
  });

  it('stops a loop that never ends at its time limit, says so, and the deck keeps answering meanwhile', SLOW, async () => {
    const page = await openAt(deck, '/4', 4);
    await expect.poll(() => lines(page, 4), LOADS).toContain('spinning up');
    // While the loop spins in its worker, the page still answers: the overview opens, its thumbnail
    // of the slide shows the code and runs nothing, and it closes.
    await page.keyboard.press('o');
    const overview = page.getByRole('dialog', { name: 'Slides overview' });
    await expect.poll(() => overview.locator('.scaled-slide .slide[data-slide="4"] pre').textContent()).toContain('while (true) spins++');
    expect(await overview.locator('.deck-run, .monaco-editor').count()).toBe(0);
    await page.keyboard.press('Escape');
    await overview.waitFor({ state: 'hidden' });
    await expect.poll(() => lines(page, 4), LOADS).toEqual([
      'spinning up',
      'Stopped after 5 s: the code was still running (a loop that does not end, or a promise that never settles).',
    ]);
    expect(await status(page, 4)).toBe('stopped');
    await page.keyboard.press('ArrowRight');
    await page.locator(`${current(5)} .layout`).waitFor();
  });

  it('with {autorun:false} waits for Run, then runs the JavaScript', SLOW, async () => {
    const page = await openAt(deck, '/5', 5);
    const panel = page.locator(`${current(5)} .deck-run-output`);
    await expect.poll(() => panel.textContent()).toBe('Press Run to run the code.');
    // The button is enabled once the editor is there.
    await page.getByRole('button', { name: 'Run code' }).click(LOADS);
    await expect.poll(() => lines(page, 5), LOADS).toEqual(['total 6']);
  });

  it('shows the output at its click (showOutputAt), its place kept until then', SLOW, async () => {
    const page = await openAt(deck, '/6', 6);
    const run = page.locator(`${current(6)} .deck-run`);
    await run.waitFor({ state: 'attached' });
    expect(await run.evaluate((el) => getComputedStyle(el).visibility)).toBe('hidden');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => run.evaluate((el) => getComputedStyle(el).visibility)).toBe('visible');
    await expect.poll(() => lines(page, 6), LOADS).toEqual(['revealed at the click']);
    expect(new URL(page.url()).hash).toBe('#/6?clicks=1');
  });

  it('print and the presenter\'s next-slide preview show the code, and run nothing', SLOW, async () => {
    const { page, workers } = await openWatchingWorkers(deck, '/print', 1);
    const printed = page.locator('.print-view .slide[data-slide="2"]');
    await expect.poll(() => printed.locator('pre').textContent()).toContain("console.log('distance', distance(3, 4))");
    expect(await page.locator('.print-view .deck-run, .print-view .monaco-editor').count()).toBe(0);

    await page.goto(`${served(deck).url}#/presenter/1`);
    const next = page.locator('.presenter-next .slide[data-slide="2"]');
    await expect.poll(() => next.locator('pre').textContent()).toContain('function distance');
    expect(await page.locator('.presenter-next .deck-run, .presenter-next .monaco-editor').count()).toBe(0);
    expect(workers.filter((url) => url.startsWith('blob:'))).toEqual([]);
  });

  it('says at build time, with its line, that the {monaco-diff} block is shown as highlighted code', () => {
    walked(deck);
    const [named, message] = warnsAbout(deck, /\{monaco-diff\} is not supported yet: the code is shown highlighted/, ...linesOf(expected, 7));
    expect(named, message).toBe(true);
  });
});
