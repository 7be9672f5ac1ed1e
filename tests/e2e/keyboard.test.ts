import { describe, expect, it } from 'vitest';
import { route, settledRoute, withChromium, waitForSlide } from '../support/browser.ts';
import { talk } from '../support/deck.ts';
import { KEYMAP } from '../../src/client/deck/keys/keymap.ts';
import { labelOf } from '../../src/client/deck/keys/keyHelp.ts';

const newPage = withChromium();

// A slide with click steps, found from the source so the test follows the talk.
const stepped = talk.slides.find((s) => s.clicks >= 2 && s.no > 1);

describe('keyboard navigation', () => {
  it.each([
    ['ArrowRight', 'ArrowLeft'],
    ['Space', 'Shift+Space'],
    ['PageDown', 'PageUp'],
    ['ArrowDown', 'ArrowUp'],
  ])('%s goes to the next slide and %s back', async (forward, back) => {
    const { page, open } = await newPage();
    await open('/1');
    await waitForSlide(page, 1);
    await page.keyboard.press(forward);
    await waitForSlide(page, 2);
    // The address follows once the slide is painted.
    await expect.poll(() => route(page)).toBe('/2');
    await page.keyboard.press(back);
    await waitForSlide(page, 1);
    await expect.poll(() => route(page)).toBe('/1');
  });

  it('steps through click steps before moving on, and back again', async () => {
    if (!stepped) throw new Error('the talk has no slide with click steps');
    const { page, open } = await newPage();
    await open(`/${stepped.no}`);
    await waitForSlide(page, stepped.no);
    const hidden = () => page.locator(`.slide[data-slide="${stepped.no}"] .slidev-vclick-hidden`).count();
    const dimmed = () => page.locator(`.slide[data-slide="${stepped.no}"] .line-dim`).count();
    const before = (await hidden()) + (await dimmed());
    expect(before).toBeGreaterThan(0);

    await page.keyboard.press('ArrowRight');
    await expect.poll(() => route(page)).toBe(`/${stepped.no}?clicks=1`);

    for (let step = 2; step <= stepped.clicks; step++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => route(page)).toBe(`/${stepped.no}?clicks=${stepped.clicks}`);
    expect(await hidden()).toBe(0);

    await page.keyboard.press('ArrowRight');
    await waitForSlide(page, stepped.no + 1);
    await expect.poll(() => route(page)).toBe(`/${stepped.no + 1}`);

    // Back from step 0 lands on the previous slide with all its steps shown.
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => route(page)).toBe(`/${stepped.no}?clicks=${stepped.clicks}`);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => route(page)).toBe(`/${stepped.no}?clicks=${stepped.clicks - 1}`);
  });

  it('shows the next slide straight from the last click step, never the old slide rewound, before the address changes', async () => {
    if (!stepped) throw new Error('the talk has no slide with click steps');
    const { page, open } = await newPage();
    await open(`/${stepped.no}?clicks=${stepped.clicks}`);
    await waitForSlide(page, stepped.no);
    // As a presenter has it: the next slide laid out ahead by the time they move on.
    await page.waitForSelector(`.slide-ahead[data-slide="${stepped.no + 1}"] .layout`, { state: 'attached' });
    // Every state the DOM passes through: the slide in sight, its hidden steps, and the address then.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      const record = () => {
        const slide = document.querySelector('.play-view .slide:not(.slide-ahead, .slide-leaving)');
        const note = `${slide?.getAttribute('data-slide')}:${slide?.querySelectorAll('.slidev-vclick-hidden').length}:${location.hash}`;
        if (seen.at(-1) !== note) seen.push(note);
      };
      new MutationObserver(record).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await page.keyboard.press('ArrowRight');
    await waitForSlide(page, stepped.no + 1);
    await expect.poll(() => route(page)).toBe(`/${stepped.no + 1}`);
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    // Only the old slide with all its steps (before the key) or the new one: no frame of the old rewound.
    for (const note of seen) {
      const [slide, hiddenSteps] = note.split(':').map(Number);
      expect((slide === stepped.no && hiddenSteps === 0) || slide === stepped.no + 1, seen.join(' | ')).toBe(true);
    }
    // The new slide was in sight while the address still named the old one: it did not wait for it.
    expect(seen.some((note) => note.startsWith(`${stepped.no + 1}:`) && note.includes(`#/${stepped.no}?`)), seen.join(' | ')).toBe(true);
  });

  it('Down skips the remaining click steps', async () => {
    if (!stepped) throw new Error('the talk has no slide with click steps');
    const { page, open } = await newPage();
    await open(`/${stepped.no}`);
    await waitForSlide(page, stepped.no);
    await page.keyboard.press('ArrowDown');
    await waitForSlide(page, stepped.no + 1);
    await expect.poll(() => route(page)).toBe(`/${stepped.no + 1}`);
  });

  it('stays put past the last slide and before the first', async () => {
    const { page, open } = await newPage();
    await open('/25');
    await waitForSlide(page, 25);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    expect(await settledRoute(page)).toBe('/25');
    await open('/1');
    await waitForSlide(page, 1);
    await page.keyboard.press('ArrowLeft');
    expect(await settledRoute(page)).toBe('/1');
  });

  it('browser Back returns to the previous slide', async () => {
    const { page, open } = await newPage();
    await open('/4');
    await waitForSlide(page, 4);
    await page.keyboard.press('ArrowDown');
    await waitForSlide(page, 5);
    await page.goBack();
    await waitForSlide(page, 4);
    await expect.poll(() => route(page)).toBe('/4');
  });
});

describe('navigation bar', () => {
  it('has named Previous and Next buttons and the page counter', async () => {
    const { page, open } = await newPage();
    await open('/3');
    await waitForSlide(page, 3);
    expect(await page.getByLabel('Current slide').textContent()).toBe('3 / 24');
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => route(page)).toMatch(/^\/(3\?clicks=1|4)$/);
    await open('/2');
    await waitForSlide(page, 2);
    await page.getByRole('button', { name: 'Previous slide' }).click();
    await waitForSlide(page, 1);
    await expect.poll(() => route(page)).toMatch(/^\/1/);
    expect(await page.getByRole('button', { name: 'Previous slide' }).isDisabled()).toBe(true);
  });
});

describe('the keymap in the page', () => {
  it('? shows every shortcut from the one table, and Esc closes it', async () => {
    const { page, open } = await newPage();
    await open('/3');
    await waitForSlide(page, 3);
    await page.keyboard.press('Shift+Slash');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await dialog.waitFor();
    const rows = await dialog.locator('.keys-row').evaluateAll((els) => els.map((el) => el.textContent?.replace(/\s+/g, ' ').trim()));
    const expected = KEYMAP.filter((row) => !row.devOnly)
      .filter((row, i, all) => all.findIndex((r) => r.group === row.group && r.shown === row.shown) === i)
      .map((row) => `${row.shown.replace(/\s+/g, ' ')} ${labelOf(row.action).replace(/`/g, '')}`.replace(/\s+/g, ' '));
    expect(rows.map((r) => r?.replace(/ /g, ''))).toEqual(expected.map((r) => r.replace(/ /g, '')));
    // The deck's keys wait while it is open.
    await page.keyboard.press('ArrowRight');
    expect(await settledRoute(page)).toBe('/3');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => route(page)).not.toBe('/3');
  });

  it('reaches the letter shortcuts on a Cyrillic layout by the key in their place', async () => {
    const { page, open } = await newPage({ colorScheme: 'light' });
    await open('/2');
    await waitForSlide(page, 2);
    const cdp = await page.context().newCDPSession(page);
    // On a Russian keyboard the key in D's place types "в".
    for (const type of ['keyDown', 'keyUp'] as const) await cdp.send('Input.dispatchKeyEvent', { type, key: 'в', code: 'KeyD', text: type === 'keyDown' ? 'в' : undefined, windowsVirtualKeyCode: 68 });
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    for (const type of ['keyDown', 'keyUp'] as const) await cdp.send('Input.dispatchKeyEvent', { type, key: 'щ', code: 'KeyO', text: type === 'keyDown' ? 'щ' : undefined, windowsVirtualKeyCode: 79 });
    await page.getByRole('dialog', { name: 'Slides overview' }).waitFor();
  });
});
