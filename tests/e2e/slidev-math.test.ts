// KaTeX, Mermaid and Shiki Magic Move as a Slidev deck writes them (tests/fixtures/slidev-math),
// built and walked like the other dialect decks, then what a speaker would notice: formulas typeset
// (a price left as text), a formula's lines coming into focus click by click, the diagram drawn at
// its scale, the code morphing step by step with a step's own ranges, and a formula that does not
// parse said at build time with its line while the slide still shows.
import { describe, expect, it } from 'vitest';
import { withChromium } from '../support/browser.ts';
import { loadExpected, served, walked, walkedFixture } from '../support/dialect.ts';
import { current, dialectHelpers, linesOf, warnsAbout } from '../support/dialect-checks.ts';

const newDeckPage = withChromium();
const { openAt, dialectChecks } = dialectHelpers(newDeckPage);

describe('slidev-math: KaTeX, Mermaid and Shiki Magic Move', () => {
  const expected = loadExpected('slidev-math');
  const deck = walkedFixture('slidev-math', newDeckPage);
  dialectChecks(deck, expected);

  it('typesets $…$ and $$…$$ with KaTeX, leaving prices as text', async () => {
    const page = await openAt(deck, '/1', 1);
    const slide = page.locator(current(1));
    expect(await slide.locator('.katex').count()).toBe(1);
    expect(await slide.locator('.katex annotation').textContent()).toBe('L = \\lambda W');
    expect(await slide.textContent()).toContain('$5 or $20');
    await page.goto(page.url().replace('#/1', '#/2'));
    await page.waitForSelector(`${current(2)} .katex-display`);
    expect(await page.locator(`${current(2)} .katex .mfrac`).count()).toBe(2);
  });

  it('brings a formula\'s lines into focus click by click ($$ {1|2|all})', async () => {
    const page = await openAt(deck, '/3', 3);
    const focus = () =>
      page.locator(`${current(3)} .slidev-katex-wrapper .mord.highlighted, ${current(3)} .slidev-katex-wrapper .mord.dishonored`).evaluateAll((cells) => {
        const lines = new Map<number, boolean>();
        let index = 0;
        for (const cell of cells) lines.set(index++ % 2, !cell.classList.contains('dishonored'));
        return [...lines.values()];
      });
    await expect.poll(focus).toEqual([true, false]);
    await page.keyboard.press('ArrowRight');
    await expect.poll(focus).toEqual([false, true]);
    await page.keyboard.press('ArrowRight');
    await expect.poll(focus).toEqual([true, true]);
  });

  it('draws the Mermaid diagram at its {scale}', async () => {
    const page = await openAt(deck, '/4', 4);
    const figure = page.locator(`${current(4)} .slidev-mermaid`);
    // Mermaid is large, and loads only now: give it time on a busy machine.
    await expect.poll(() => figure.getAttribute('data-state'), { timeout: 60_000 }).toBe('drawn');
    const drawn = await figure.locator('.slidev-mermaid-diagram').evaluate((host) => {
      const svg = host.shadowRoot?.querySelector('svg');
      return { height: Number(svg?.getAttribute('height')), full: Number(svg?.getAttribute('viewBox')?.split(/\s+/)[3]), text: svg?.textContent ?? '' };
    });
    expect(drawn.height).toBeCloseTo(drawn.full * 0.6, 1);
    expect(drawn.text).toContain('Queue worker');
  });

  it('morphs the code step by step, a step\'s own ranges first, and back', async () => {
    const page = await openAt(deck, '/5', 5);
    const code = page.locator(`${current(5)} pre.shiki`);
    const dimmed = () => code.locator('.line-dim').allTextContents();
    await expect.poll(() => code.textContent()).toContain('for (const job of jobs)');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => code.textContent()).toContain('new Queue(jobs)');
    await expect.poll(async () => (await dimmed()).join('')).toContain('drain');
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await dimmed()).join('')).toContain('Queue');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => code.textContent()).toContain('concurrency: 4');
    await expect.poll(dimmed).toEqual([]);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => code.textContent()).not.toContain('concurrency');
  });

  it('dims a step\'s lines even when the click lands before the animation code has loaded', async () => {
    const { page } = await newDeckPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/MagicMoveAnimated-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${served(deck).url}#/5`);
    const code = page.locator(`${current(5)} pre.shiki`);
    await expect.poll(() => code.textContent()).toContain('for (const job of jobs)');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => code.textContent()).toContain('new Queue(jobs)');
    const loaded = page.waitForResponse('**/MagicMoveAnimated-*.js');
    release();
    await loaded;
    await expect.poll(async () => (await code.locator('.line-dim').allTextContents()).join('')).toContain('drain');
  });

  it('says at build time, with its line, that a formula does not parse, and shows the rest of the slide', () => {
    walked(deck);
    const [named, message] = warnsAbout(deck, /KaTeX cannot typeset/, ...linesOf(expected, 6));
    expect(named, message).toBe(true);
  });
});
