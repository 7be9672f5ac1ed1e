// WCAG 2.x A and AA checks (axe-core) on what the audience and the presenter see: every slide in
// light and dark, the dialogs, the presenter view and the drawing tools.
import { describe, expect, it } from 'vitest';
import { waitForSlide, withChromium } from '../support/browser.ts';
import { axeViolations } from '../support/axe.ts';
import { talk } from '../support/deck.ts';

/** The whole page's WCAG A/AA violations, the slides included. */
const violations = (page: Parameters<typeof axeViolations>[0]) => axeViolations(page, []);

const newPage = withChromium();
describe('accessibility (axe-core, WCAG 2 A/AA)', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`every slide passes in ${colorScheme}`, async () => {
      const { page, open } = await newPage({ colorScheme });
      const found: string[] = [];
      for (const slide of talk.slides) {
        await open(`/${slide.no}?clicks=99`);
        await waitForSlide(page, slide.no);
        await page.evaluate(() => document.fonts.ready);
        found.push(...(await violations(page)).map((line) => `slide ${slide.no}: ${line}`));
      }
      expect(found).toEqual([]);
    }, 120_000);
  }

  it('the overview, go-to, settings and info dialogs pass', async () => {
    const { page, open } = await newPage();
    await open('/3');
    await waitForSlide(page, 3);
    const found: string[] = [];
    // Each dialog is closed (and gone) before the next opens: keys go to an open dialog, not the deck.
    for (const [key, name] of [['o', 'Slides overview'], ['g', 'Go to slide']] as const) {
      const dialog = page.getByRole('dialog', { name });
      await page.keyboard.press(key);
      await dialog.waitFor();
      found.push(...(await violations(page)).map((line) => `${name}: ${line}`));
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }
    for (const [button, name] of [['Settings', 'Settings'], ['Info', 'About this deck']] as const) {
      const dialog = page.getByRole('dialog', { name });
      await page.getByRole('button', { name: button }).click();
      await dialog.waitFor();
      found.push(...(await violations(page)).map((line) => `${name}: ${line}`));
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }
    expect(found).toEqual([]);
  });

  it('the presenter view and the drawing tools pass, in light and dark', async () => {
    const found: string[] = [];
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page, open } = await newPage({ colorScheme });
      await open('/presenter/2');
      await waitForSlide(page, 2);
      await page.getByRole('button', { name: 'Drawing', exact: true }).click();
      await page.getByRole('group', { name: 'Drawing tools' }).waitFor();
      found.push(...(await violations(page)).map((line) => `presenter (${colorScheme}): ${line}`));
    }
    expect(found).toEqual([]);
  });

  it("the presenter's notes with click markers pass, their greyed parts too, in light and dark", async () => {
    const marked = talk.slides.find((s) => s.notesHTML.includes('class="note-click"'));
    if (!marked) throw new Error('the talk has no notes with click markers');
    const found: string[] = [];
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page, open } = await newPage({ colorScheme });
      await open(`/presenter/${marked.no}?clicks=1`);
      await waitForSlide(page, marked.no);
      await page.locator('.notes-body .note-faded').first().waitFor();
      // The slides themselves are checked above; at a middle click a code block's dimmed lines are meant to recede.
      found.push(...(await axeViolations(page)).map((line) => `presenter, slide ${marked.no} (${colorScheme}): ${line}`));
    }
    expect(found).toEqual([]);
  });
});
