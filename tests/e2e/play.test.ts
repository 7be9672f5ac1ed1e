// Play mode in full: shortcuts, click and code steps, dialogs, pointer and touch, tabs.
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { route, settledRoute, waitForSlide, withChromium } from '../support/browser.ts';
import { countedTotal, talk } from '../support/deck.ts';

const newPage = withChromium();

const codeStepped = talk.slides.find((s) => /```rust \{[^}]*\|/.test(s.content) && !s.content.includes('<v-click'));
const listStepped = talk.slides.find((s) => s.content.includes('<v-clicks>'));

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

describe('shortcuts', () => {
  it('d toggles dark mode, and the choice survives a reload', async () => {
    const { page, open } = await newPage({ colorScheme: 'light' });
    await open('/2');
    await waitForSlide(page, 2);
    expect(await isDark(page)).toBe(false);
    await page.keyboard.press('d');
    expect(await isDark(page)).toBe(true);
    await page.reload();
    await waitForSlide(page, 2);
    expect(await isDark(page)).toBe(true);
    await page.getByRole('button', { name: 'Toggle dark mode' }).click();
    expect(await isDark(page)).toBe(false);
    await page.reload();
    await waitForSlide(page, 2);
    expect(await isDark(page)).toBe(false);
  });

  it('follows the system scheme until the viewer chooses', async () => {
    const { page, open } = await newPage({ colorScheme: 'dark' });
    await open('/2');
    await waitForSlide(page, 2);
    expect(await isDark(page)).toBe(true);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => isDark(page)).toBe(false);
  });

  it('o opens and closes the overview; Escape closes it too', async () => {
    const { page, open } = await newPage();
    await open('/3');
    await waitForSlide(page, 3);
    const overview = page.getByRole('dialog', { name: 'Slides overview' });
    await page.keyboard.press('o');
    await overview.waitFor();
    await page.keyboard.press('Escape');
    await overview.waitFor({ state: 'hidden' });
    await page.keyboard.press('o');
    await overview.waitFor();
    await page.keyboard.press('o'); // keys belong to the dialog while it is open; o does not navigate
    expect(await settledRoute(page)).toBe('/3');
  });

  it('renders no dialog the viewer has not opened, has their code by the time they do, and keeps one opened', async () => {
    const { page, open } = await newPage({ serviceWorkers: 'block' });
    const dialogsCode = page.waitForEvent('requestfinished', (request) => /\/assets\/moreDialogs-[\w-]+\.js$/.test(request.url()));
    await open('/3');
    await waitForSlide(page, 3);
    // Settled: the next slide laid out ahead (an idle part), then idle periods enough for the others.
    await page.waitForSelector('.slide-ahead', { state: 'attached' });
    await page.evaluate(async () => {
      for (let i = 0; i < 12; i++) await new Promise((resolve) => requestIdleCallback(resolve));
    });
    await dialogsCode;
    // Of the deck's own dialogs (the room has its own), which are in the page.
    const deckDialogs = ['Go to slide', 'Slides overview', 'About this deck', 'Settings', 'Keyboard shortcuts'];
    const dialogs = () => page.evaluate((names) => [...document.querySelectorAll('dialog')].map((dialog) => dialog.getAttribute('aria-label')).filter((name) => name !== null && names.includes(name)), deckDialogs);
    // Go-to's alone: its digits are typed ahead, so it is there before anyone opens it.
    expect(await dialogs()).toEqual(['Go to slide']);
    const keys = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    const toolbarButton = page.getByRole('button', { name: 'Settings' });
    await toolbarButton.focus();
    await page.keyboard.press('?');
    await keys.waitFor();
    await page.keyboard.press('Escape');
    await keys.waitFor({ state: 'hidden' });
    // Closed as a dialog closes: focus is back where it was, and the dialog stays for next time.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Settings');
    expect(await dialogs()).toEqual(['Go to slide', 'Keyboard shortcuts']);
  });

  it('the overview opened before its code has arrived holds the keys meant for it, says so, and opens', async () => {
    // No service worker: it would serve the dialogs' chunk from its cache, past the hold.
    const { page, open, errors } = await newPage({ serviceWorkers: 'block' });
    const held: Route[] = [];
    let released = false;
    await page.route(/\/assets\/moreDialogs-[\w-]+\.(js|css)$/, (request) => void (released ? request.continue() : held.push(request)));
    await open('/3');
    await waitForSlide(page, 3);
    await page.keyboard.press('o');
    await expect.poll(() => held.length).toBeGreaterThan(0);
    // Arrows and Enter for the overview, pressed while its code is on its way: the deck stays.
    for (const key of ['ArrowRight', 'ArrowRight', 'Enter']) await page.keyboard.press(key);
    expect(await settledRoute(page)).toBe('/3');
    const overview = page.getByRole('dialog', { name: 'Slides overview' });
    expect(await overview.isVisible()).toBe(false);
    // A wait that goes on is said, and Escape gives the keyboard back to the deck.
    const coming = page.getByRole('status').filter({ hasText: 'Opening…' });
    await coming.waitFor();
    await page.keyboard.press('Escape');
    await coming.waitFor({ state: 'hidden' });
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => route(page)).toBe('/4');
    // Asked for again, it opens once its code is there, on the current slide.
    await page.keyboard.press('o');
    released = true;
    for (const request of held.splice(0)) void request.continue();
    await overview.waitFor();
    expect(await page.locator('.overview-card[aria-current="page"]').getAttribute('aria-label')).toMatch(/^Slide 4\b/);
    await page.keyboard.press('Escape');
    await overview.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  });

  it('o right after Escape opens the overview again, and it stays open', async () => {
    const { page, open } = await newPage();
    await open('/3');
    await waitForSlide(page, 3);
    const overview = page.getByRole('dialog', { name: 'Slides overview' });
    // The closing's own close event comes a task later; it must not close the opening after it.
    for (let round = 0; round < 20; round++) {
      await page.keyboard.press('o');
      await overview.waitFor();
      // Events already queued (a late close) run before the frame after next.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await overview.isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      await overview.waitFor({ state: 'hidden' });
    }
  });

  it('f asks for fullscreen', async () => {
    const { page, open } = await newPage();
    await open('/2');
    await waitForSlide(page, 2);
    await page.keyboard.press('f');
    await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
    await page.keyboard.press('f');
    await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
  });

  it('holding a key repeats slowly at first: max(1000 − 250 × repeats, 150) ms', async () => {
    const { page, open } = await newPage();
    await open('/1');
    await waitForSlide(page, 1);
    // The slide shown, read in the page.
    const here = () => page.evaluate(() => `/${document.querySelector<HTMLElement>('.play-view .slide:not(.slide-ahead, .slide-leaving)')?.dataset.slide}`);
    // Once the page has settled (the next slide is laid out ahead, in an idle period), a paused
    // clock: the page sees time pass only when runFor moves it, however busy the machine. After each
    // key, a frame's worth of time (20 ms) lets the page draw what the key did.
    await page.waitForSelector('.slide-ahead[data-slide="2"] .layout', { state: 'attached' });
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    const hold = async () => {
      await page.keyboard.down('ArrowDown');
      await page.clock.runFor(20);
    };
    await hold(); // t = 0: the first press acts at once
    expect(await here()).toBe('/2');
    await hold(); // t = 20: an auto-repeat waits for 1000 ms after the last step
    expect(await here()).toBe('/2');
    await page.clock.runFor(959);
    await hold(); // t = 999
    expect(await here()).toBe('/2');
    await hold(); // t = 1019
    expect(await here()).toBe('/3');
    await page.clock.runFor(729);
    await hold(); // t = 1768: the next repeat waits 750 ms after 1019
    expect(await here()).toBe('/3');
    await hold(); // t = 1788
    expect(await here()).toBe('/4');
    await page.keyboard.up('ArrowDown');
    await page.keyboard.press('ArrowDown'); // a fresh press is never held back
    await page.clock.runFor(20);
    expect(await here()).toBe('/5');
  });
});

describe('click steps', () => {
  it('reveal list items one click at a time', async () => {
    if (!listStepped) throw new Error('the talk has no <v-clicks> slide');
    const { page, open } = await newPage();
    await open(`/${listStepped.no}`);
    await waitForSlide(page, listStepped.no);
    const items = page.locator(`.slide[data-slide="${listStepped.no}"] li.slidev-vclick-target`);
    const total = await items.count();
    expect(total).toBeGreaterThan(1);
    const shown = () => page.locator(`.slide[data-slide="${listStepped.no}"] li.slidev-vclick-target:not(.slidev-vclick-hidden)`).count();
    expect(await shown()).toBe(0);
    await page.keyboard.press('ArrowRight');
    await expect.poll(shown).toBe(1);
    await page.keyboard.press('ArrowRight');
    await expect.poll(shown).toBe(2);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(shown).toBe(1);
  });

  it('move the highlighted lines of a code block', async () => {
    if (!codeStepped) throw new Error('the talk has no code block with steps');
    const { page, open } = await newPage();
    await open(`/${codeStepped.no}`);
    await waitForSlide(page, codeStepped.no);
    const focused = () =>
      page.locator(`.slide[data-slide="${codeStepped.no}"] .line-focus`).evaluateAll((lines) => lines.map((l) => Number((l as HTMLElement).dataset.line)));
    const first = await focused();
    expect(first.length).toBeGreaterThan(0);
    await page.keyboard.press('ArrowRight');
    await expect.poll(focused).not.toEqual(first);
    await expect.poll(() => route(page)).toBe(`/${codeStepped.no}?clicks=1`);
    // The URL's click step opens the slide at that step.
    const second = await focused();
    await open(`/${codeStepped.no}?clicks=1`);
    await page.reload();
    await waitForSlide(page, codeStepped.no);
    await expect.poll(focused).toEqual(second);
  });
});

describe('go-to dialog', () => {
  it('jumps to a valid number and closes', async () => {
    const { page, open } = await newPage();
    await open('/1');
    await waitForSlide(page, 1);
    await page.keyboard.press('g');
    const input = page.getByRole('textbox', { name: 'Go to slide' });
    expect(await input.getAttribute('placeholder')).toBe('Goto...');
    await input.fill('12');
    await page.keyboard.press('Enter');
    await waitForSlide(page, 12);
    await expect.poll(() => route(page)).toBe('/12');
    expect(await page.getByRole('dialog', { name: 'Go to slide' }).isVisible()).toBe(false);
  });

  it('accepts /path', async () => {
    const { page, open } = await newPage();
    await open('/1');
    await waitForSlide(page, 1);
    await page.keyboard.press('g');
    await page.keyboard.type('/25');
    await page.keyboard.press('Enter');
    await waitForSlide(page, 25);
  });

  it('drops a first character that is not a digit or slash, shows invalid input in red, and Enter does nothing', async () => {
    const { page, open } = await newPage();
    await open('/4');
    await waitForSlide(page, 4);
    await page.keyboard.press('g');
    const input = page.getByRole('textbox', { name: 'Go to slide' });
    await page.keyboard.type('x');
    expect(await input.inputValue()).toBe('');
    await page.keyboard.type('99');
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    expect(await input.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(217, 54, 62)');
    await page.keyboard.press('Enter');
    expect(await settledRoute(page)).toBe('/4');
    expect(await input.isVisible()).toBe(true);
  });

  it('Escape closes it and the keys work on the deck again', async () => {
    const { page, open } = await newPage();
    await open('/4');
    await waitForSlide(page, 4);
    await page.getByRole('button', { name: 'Go to slide' }).click();
    await page.keyboard.type('7');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Go to slide' }).waitFor({ state: 'hidden' });
    expect(await settledRoute(page)).toBe('/4');
    await page.keyboard.press('ArrowDown');
    await waitForSlide(page, 5);
  });
});

describe('overview', () => {
  it('draws nothing while closed, and a thumbnail only as it nears the view', async () => {
    // A short window: the last row of cards is more than a screenful below the first.
    const { page, open } = await newPage({ viewport: { width: 1280, height: 400 } });
    await open('/1');
    await waitForSlide(page, 1);
    expect(await page.locator('.overview-item').count()).toBe(0);
    await page.keyboard.press('o');
    const dialog = page.getByRole('dialog', { name: 'Slides overview' });
    await dialog.locator('.overview-item .scaled-slide .slide').first().waitFor();
    const last = dialog.locator('.overview-item').last();
    // Far below the first rows: a box of the same size, no slide in it yet.
    expect(await last.locator('.scaled-slide.pending').count()).toBe(1);
    expect(await last.locator('.slide').count()).toBe(0);
    await last.scrollIntoViewIfNeeded();
    await last.locator('.scaled-slide .slide').waitFor();
    expect(await last.locator('.scaled-slide').evaluate((el) => el.getBoundingClientRect().width)).toBe(300);
  });

  it('shows every counted slide, marks the current one, and jumps on click', async () => {
    const { page, open } = await newPage();
    await open('/6');
    await waitForSlide(page, 6);
    await page.getByRole('button', { name: 'Slides overview' }).click();
    const dialog = page.getByRole('dialog', { name: 'Slides overview' });
    await dialog.waitFor();
    const cards = dialog.locator('.overview-card');
    expect(await cards.count()).toBe(24);
    expect(await dialog.locator('[aria-current="page"]').getAttribute('aria-label')).toBe(`Slide 6: ${talk.slides[5]?.title}`);
    expect(await dialog.locator('.overview-item .scaled-slide').first().evaluate((el) => el.getBoundingClientRect().width)).toBe(300);
    await dialog.getByRole('button', { name: /^Slide 15:/ }).click();
    await waitForSlide(page, 15);
    await expect.poll(() => route(page)).toBe('/15');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('moves between cards with the arrow keys and opens one with Enter, as in Slidev', async () => {
    const { page, open } = await newPage();
    await open('/2');
    await waitForSlide(page, 2);
    const dialog = page.getByRole('dialog', { name: 'Slides overview' });
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    await page.keyboard.press('o');
    await dialog.waitFor();
    await expect.poll(focused).toBe(`Slide 2: ${talk.slides[1]?.title}`);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    // The deck stays where it is while the overview has the keyboard; the card says where focus is.
    expect(await settledRoute(page)).toBe('/2');
    expect(await focused()).toBe(`Slide 4: ${talk.slides[3]?.title}`);
    // The ring is drawn around the focused card's item (a card's own drawing is clipped to its box).
    const ring = await page.evaluate(() => {
      const card = document.activeElement as HTMLElement;
      const item = card.closest('.overview-item');
      return { visible: card.matches(':focus-visible'), width: item ? getComputedStyle(item).outlineWidth : 'no item' };
    });
    expect(ring).toEqual({ visible: true, width: '3px' });
    await page.keyboard.press('Enter');
    await waitForSlide(page, 4);
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => route(page)).toBe('/4');

    await page.keyboard.press('o');
    await dialog.waitFor();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await waitForSlide(page, 1);
    await expect.poll(() => route(page)).toBe('/1');

    // ↓ moves a row: as many cards as the grid shows side by side.
    await page.keyboard.press('o');
    await dialog.waitFor();
    const columns = await dialog.locator('.overview-card').evaluateAll((cards) => cards.filter((c) => c.getBoundingClientRect().top === cards[0]?.getBoundingClientRect().top).length);
    expect(columns).toBeGreaterThan(1);
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toMatch(new RegExp(`^Slide ${1 + columns}:`));
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('End');
    expect(await focused()).toMatch(new RegExp(`^Slide ${countedTotal}:`));
    await page.keyboard.press('Home');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await settledRoute(page)).toBe('/1');
  });

  it('a dialog opened just as another closes stays open', async () => {
    const { page, open } = await newPage();
    await open('/2');
    await waitForSlide(page, 2);
    await page.keyboard.press('o');
    await page.getByRole('dialog', { name: 'Slides overview' }).waitFor();
    // The overview closes and, before it has reported closing, g asks for the go-to dialog.
    await page.evaluate(async () => {
      const overview = document.querySelector<HTMLDialogElement>('dialog[open]');
      const closed = new Promise((resolve) => overview?.addEventListener('close', resolve, { once: true }));
      overview?.close();
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'g', bubbles: true }));
      // Until the overview's close event has been handled and rendered.
      await closed;
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    });
    expect(await page.getByRole('dialog', { name: 'Go to slide' }).isVisible()).toBe(true);
  });

  it('has a close button', async () => {
    const { page, open } = await newPage();
    await open('/2');
    await waitForSlide(page, 2);
    await page.keyboard.press('o');
    await page.getByRole('button', { name: 'Close overview' }).click();
    await page.getByRole('dialog', { name: 'Slides overview' }).waitFor({ state: 'hidden' });
    expect(await settledRoute(page)).toBe('/2');
  });

  it('fits fewer columns on a small screen', async () => {
    const { page, open } = await newPage({ viewport: { width: 390, height: 800 } });
    await open('/2');
    await waitForSlide(page, 2);
    await page.keyboard.press('o');
    await page.locator('.overview-card').first().waitFor();
    // The first two pictures once laid out (a reading taken before the dialog's first layout finds
    // every box at 0 × 0: it failed so once on a busy CI machine).
    const pictures = () => page.locator('.overview-item .scaled-slide').evaluateAll((els) => els.slice(0, 2).map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
    await expect.poll(async () => (await pictures()).filter((box) => box.width > 0).length).toBe(2);
    const [first, second] = await pictures();
    expect(first?.width).toBeLessThanOrEqual(390);
    expect(second?.top).toBeGreaterThanOrEqual((first?.bottom ?? Infinity) - 1); // one column: the second below the first
  });
});

describe('pointer and touch', () => {
  it('a click on the right 40% of the slide goes forward, elsewhere back', async () => {
    const { page, open } = await newPage();
    await open('/2');
    await waitForSlide(page, 2);
    const box = await page.locator('.canvas').first().boundingBox();
    if (!box) throw new Error('no canvas');
    await page.mouse.click(box.x + box.width * 0.8, box.y + box.height / 2);
    await waitForSlide(page, 3);
    await page.mouse.click(box.x + box.width * 0.3, box.y + box.height / 2);
    await waitForSlide(page, 2);
    await expect.poll(() => route(page)).toBe('/2');
  });

  async function swipe(page: Page, dx: number, dy: number) {
    const session = await page.context().newCDPSession(page);
    const [x, y] = [640, 360];
    const point = (px: number, py: number) => [{ x: px, y: py, id: 1 }];
    await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(x, y) });
    for (let i = 1; i <= 5; i++) {
      await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(x + (dx * i) / 5, y + (dy * i) / 5) });
    }
    await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await session.detach();
  }

  it('swipes left/up go forward and right/down go back; short swipes do nothing', async () => {
    const { page, open } = await newPage({ hasTouch: true });
    await open('/2');
    await waitForSlide(page, 2);
    await swipe(page, -400, 0);
    await expect.poll(() => route(page)).toBe('/3');
    await swipe(page, 400, 0);
    await expect.poll(() => route(page)).toBe('/2');
    await swipe(page, 0, -300);
    await expect.poll(() => route(page)).toBe('/3');
    await swipe(page, 0, 300);
    await expect.poll(() => route(page)).toBe('/2');
    // Past 50 px but under both horizontal limits (30% of 1280 px, 100 px), and a vertical one under 200 px:
    for (const [dx, dy] of [[-90, 0], [0, -150], [-40, 0]] as const) {
      await swipe(page, dx, dy);
      expect(await settledRoute(page), `swipe ${dx},${dy}`).toBe('/2');
    }
  });

  it('steps click by click with horizontal swipes, and moves whole slides with vertical ones, both ways', async () => {
    const stepped = talk.slides.find((s) => s.clicks > 0 && s.counted && s.no < countedTotal);
    if (!stepped) throw new Error('the talk has no slide with click steps');
    const { page, open } = await newPage({ hasTouch: true });
    await open(`/${stepped.no}`);
    await waitForSlide(page, stepped.no);
    // Up: the next slide, as ↓ does, not the next click step.
    await swipe(page, 0, -300);
    await expect.poll(() => route(page)).toBe(`/${stepped.no + 1}`);
    // Down: the previous slide, at its first step, as ↑ does.
    await swipe(page, 0, 300);
    await expect.poll(() => route(page)).toBe(`/${stepped.no}`);
    // Left: the next click step; right: back a step.
    await swipe(page, -400, 0);
    await expect.poll(() => route(page)).toBe(`/${stepped.no}?clicks=1`);
    await swipe(page, 400, 0);
    await expect.poll(() => route(page)).toBe(`/${stepped.no}`);
  });
});

describe('toolbar', () => {
  it('hides until the pointer nears it, and shows when reached by keyboard', async () => {
    const { page, open } = await newPage();
    await open('/2');
    await waitForSlide(page, 2);
    const opacity = () => page.locator('.toolbar').evaluate((el) => Number(getComputedStyle(el).opacity));
    await page.mouse.move(640, 200);
    await expect.poll(opacity).toBe(0);
    await page.mouse.move(100, 700);
    await expect.poll(opacity).toBe(1);
    await page.mouse.move(640, 200);
    await expect.poll(opacity).toBe(0);
    // Tab past the slide's own links until focus reaches the toolbar.
    for (let i = 0; i < 10 && !(await page.evaluate(() => document.activeElement?.closest('.toolbar'))); i++) await page.keyboard.press('Tab');
    await expect.poll(opacity).toBe(1);
  });

  it('names every control', async () => {
    const { page, open } = await newPage();
    await open('/2');
    await waitForSlide(page, 2);
    for (const name of ['Fullscreen', 'Previous slide', 'Next slide', 'Slides overview', 'Go to slide', 'Toggle dark mode', 'Show presenter cursor', 'Info', 'Settings']) {
      expect(await page.getByRole('button', { name, exact: true }).count(), name).toBe(1);
    }
    expect(await page.getByRole('link', { name: 'Presenter mode' }).getAttribute('href')).toBe('#/presenter/2');
    expect(await page.getByLabel('Current slide').textContent()).toBe('2 / 24');
  });

  it('keeps the presenter cursor setting (on by default)', async () => {
    const { page, open } = await newPage();
    await open('/2');
    await waitForSlide(page, 2);
    const button = page.getByRole('button', { name: 'Show presenter cursor' });
    expect(await button.getAttribute('aria-pressed')).toBe('true');
    await button.click();
    expect(await button.getAttribute('aria-pressed')).toBe('false');
    await page.reload();
    expect(await page.getByRole('button', { name: 'Show presenter cursor' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('settings switch between fit and 1:1', async () => {
    const { page, open } = await newPage({ viewport: { width: 1600, height: 900 } });
    await open('/2');
    await waitForSlide(page, 2);
    const width = () => page.locator('.canvas').first().evaluate((el) => el.getBoundingClientRect().width);
    expect(await width()).toBeCloseTo(1600, 0);
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('radio', { name: '1:1' }).check();
    await expect.poll(width).toBeCloseTo(talk.config.canvasWidth, 0);
    await page.reload();
    await waitForSlide(page, 2);
    expect(await width()).toBeCloseTo(talk.config.canvasWidth, 0);
  });

  it('shows the deck info', async () => {
    const { page, open } = await newPage();
    await open('/2');
    await waitForSlide(page, 2);
    await page.getByRole('button', { name: 'Info', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'About this deck' });
    expect(await dialog.locator('h2').textContent()).toBe('Testing a Rust backend end-to-end');
  });
});

describe('the next slide', () => {
  it('is laid out ahead, out of sight, of focus and of screen readers, and ↓ shows that very one', async () => {
    const { page, errors, open } = await newPage();
    await open('/2');
    await waitForSlide(page, 2);
    const ahead = page.locator('.slide[data-slide="3"]');
    await ahead.waitFor({ state: 'attached' });
    const third = page.getByRole('heading', { name: talk.slides[2]?.title ?? '' });
    expect(await ahead.isVisible()).toBe(false);
    expect(await third.count()).toBe(0);
    expect(await ahead.evaluate((el) => [(el as HTMLElement).inert, el.getAttribute('aria-hidden')])).toEqual([true, 'true']);
    // Tab never lands in it.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('.slide[data-slide="3"]') ?? null)).toBeNull();
    }

    const laidOut = await ahead.elementHandle();
    await page.keyboard.press('ArrowDown');
    await waitForSlide(page, 3);
    // The element laid out ahead is the one shown: only made visible, not built again.
    expect(await laidOut?.evaluate((el) => el.isConnected && !(el as HTMLElement).inert && el.checkVisibility())).toBe(true);
    expect(await third.count()).toBe(1);
    await page.locator('.slide[data-slide="4"]').waitFor({ state: 'attached' });
    expect(await page.locator('.slide[data-slide="4"]').isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });

  it("with a background image of its own, leaves the slide in sight on the theme's colour", async () => {
    // The canvas drops its colour under a slide with a background image; not under the one before it.
    const before = talk.slides.find((s, i) => !s.frontmatter.background && talk.slides[i + 1]?.frontmatter.background);
    expect(before).toBeDefined();
    const no = before?.no ?? 1;
    const { page, open } = await newPage({ colorScheme: 'light' });
    const underSlide = () => page.locator('.play-view .canvas').evaluate((canvas) => getComputedStyle(canvas).backgroundColor);
    await open(`/${no}`);
    await waitForSlide(page, no);
    await page.locator(`.slide-ahead[data-slide="${no + 1}"] .layout.has-background`).waitFor({ state: 'attached' });
    const theme = await page.evaluate(() => {
      const probe = document.body.appendChild(document.createElement('div'));
      probe.style.background = 'var(--deck-bg)';
      const colour = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return colour;
    });
    expect(await underSlide()).toBe(theme);
    // Once shown, the slide with the image has nothing of the page's colour under it (no grey edge;
    // projector.test.ts looks at the edge rows of pixels themselves, every slide at the sizes it showed at).
    await page.keyboard.press('ArrowDown');
    await waitForSlide(page, no + 1);
    await expect.poll(underSlide).toBe('rgba(0, 0, 0, 0)');
  });
});

describe('accessibility', () => {
  it('announces slide changes', async () => {
    const { page, open } = await newPage();
    await open('/3');
    await waitForSlide(page, 3);
    const live = page.locator('[aria-live="polite"][role="status"].visually-hidden');
    expect(await live.textContent()).toBe(`Slide 3 of 24: ${talk.slides[2]?.title}`);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => live.textContent()).toBe(`Slide 4 of 24: ${talk.slides[3]?.title}`);
  });

  it('keeps focus inside an open dialog', async () => {
    const { page, open } = await newPage();
    await open('/2');
    await waitForSlide(page, 2);
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('dialog').waitFor();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    }
  });

  it('honours reduced motion', async () => {
    const { page, open } = await newPage({ reducedMotion: 'reduce' });
    await open(`/${listStepped?.no ?? 2}?clicks=1`);
    const duration = await page.locator('.slidev-vclick-target:not(.slidev-vclick-hidden)').first().evaluate((el) => getComputedStyle(el).transitionDuration);
    expect(duration).toBe('0s');
  });
});

describe('tabs of one browser', () => {
  it('follow each other', async () => {
    const { page: first, open } = await newPage();
    await open('/2');
    await waitForSlide(first, 2);
    const second = await first.context().newPage();
    await second.goto(first.url().replace('#/2', '#/2'));
    await waitForSlide(second, 2);
    await first.keyboard.press('ArrowDown');
    await waitForSlide(second, 3);
    await expect.poll(() => route(second)).toBe('/3');
    await second.keyboard.press('ArrowDown');
    await waitForSlide(first, 4);
    await expect.poll(() => route(first)).toBe('/4');
    if (codeStepped) {
      await first.goto(first.url().replace(/#\/.*$/, `#/${codeStepped.no}`));
      // As a viewer would: the step once the slide is there (and the other tab has followed to it).
      await waitForSlide(first, codeStepped.no);
      await waitForSlide(second, codeStepped.no);
      await first.keyboard.press('ArrowRight');
      await expect.poll(() => route(second)).toBe(`/${codeStepped.no}?clicks=1`);
    }
  });

  it('ignore malformed messages on the channel', async () => {
    const { page, errors, open } = await newPage();
    await open('/5');
    await waitForSlide(page, 5);
    const other = await page.context().newPage();
    await other.goto(page.url());
    await waitForSlide(other, 5);
    await other.evaluate(() => {
      const channel = new BroadcastChannel(`deck:${window.location.pathname}`);
      const bad = [null, 'nav', { topic: 'nav' }, { topic: 'nav', payload: { no: 999, clicks: 0 } }, { topic: 'nav', payload: { no: 2.5, clicks: 0 } }];
      for (const message of [...bad, { topic: 'nav', payload: { no: 3, clicks: -1 } }, { topic: 'other', payload: { no: 3, clicks: 0 } }]) {
        channel.postMessage(message);
      }
      channel.postMessage({ topic: 'nav', payload: { no: 7, clicks: 0 } });
      channel.close();
    });
    await waitForSlide(page, 7); // the one good message still arrives
    expect(errors).toEqual([]);
  });
});
