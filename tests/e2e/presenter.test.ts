// The presenter view: notes, next preview, timer, driving other views, cursor, password, dev editor link.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCountdown } from '../../src/client/views/presenter/pacing.ts';
import { startDev } from '../../src/node/commands/dev.ts';
import { serveDeck, type DeckServer } from '../../src/node/commands/serve.ts';
import { talkOf } from '../../src/node/talk.ts';
import { route, waitForSlide, withChromium } from '../support/browser.ts';
import { talk } from '../support/deck.ts';
import { talkDir } from '../support/talk-dir.ts';

const newPage = withChromium();
const stepped = talk.slides.find((s) => s.clicks >= 2 && s.no > 1 && s.no < 24);

const waitForPresenter = (page: import('playwright-core').Page, no: number) =>
  page.waitForSelector(`.presenter-current .slide[data-slide="${no}"] .layout`);

describe('presenter view', () => {
  it('shows the notes of slides 1 to 13 and says when a slide has none', async () => {
    const { page, open } = await newPage();
    for (const slide of talk.slides.slice(0, 15)) {
      await open(`/presenter/${slide.no}`);
      await waitForPresenter(page, slide.no);
      const notes = page.getByRole('region', { name: 'Speaker notes' });
      if (slide.no <= 13) {
        const firstParagraph = slide.note.split('\n\n')[0]?.replace(/[*_`]/g, '') ?? '';
        expect(await notes.locator('.notes-body p').first().textContent()).toBe(firstParagraph);
      } else {
        expect(await notes.textContent()).toContain('No notes for this slide.');
      }
    }
  });

  it('gives the current slide as much of the window as it can beside the next slide and the notes', async () => {
    // At 1280×720 the notes' column (26rem) bounds the slide's width, so a band stays under it.
    for (const [viewport, bandShare] of [[{ width: 1920, height: 1080 }, 0.12], [{ width: 1280, height: 720 }, 0.2]] as const) {
      const { page, open } = await newPage({ viewport });
      await open('/presenter/3');
      await waitForPresenter(page, 3);
      const boxes = await page.evaluate(() => {
        const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect() ?? null;
        return { slide: box('.presenter-current .canvas'), toolbar: box('.presenter-view .toolbar'), notes: box('.presenter-notes') };
      });
      if (!boxes.slide || !boxes.toolbar || !boxes.notes) throw new Error('the presenter view lacks its current slide, toolbar or notes');
      // The band left under the slide was about 300 px at 1920×1080 (a column of 3/5 of the width).
      const band = boxes.toolbar.top - boxes.slide.bottom;
      expect(band, `${viewport.width}×${viewport.height}: the band under the current slide`).toBeLessThan(viewport.height * bandShare);
      expect(boxes.slide.width / viewport.width, `${viewport.width}×${viewport.height}: the current slide's share of the width`).toBeGreaterThan(0.62);
      // The notes keep a readable column.
      expect(boxes.notes.width).toBeGreaterThanOrEqual(400);
      await page.context().close();
    }
  });

  it("opens the room's drawer beside the next slide and the notes, not over them", async () => {
    for (const viewport of [{ width: 1920, height: 1080 }, { width: 1280, height: 720 }]) {
      const { page, open } = await newPage({ viewport });
      await open('/presenter/3');
      await waitForPresenter(page, 3);
      const size = `${viewport.width}×${viewport.height}`;
      // The questions from their button, the join code from its own; q opens the questions too.
      for (const [name, opening] of [['questions', () => page.getByRole('button', { name: /^Questions/ }).click()], ['join', () => page.getByRole('button', { name: /^Join$/ }).click()], ['q', () => page.keyboard.press('q')]] as const) {
        await opening();
        await page.locator('.room-drawer').waitFor();
        // What is wrong with the layout: nothing, once the slides are scaled to their boxes (a frame after the drawer opens).
        const problems = async () => {
          const parts = await page.evaluate(() => {
            const part = (selector: string) => {
              const element = document.querySelector(selector);
              if (!element) return null;
              const { left, top, right, bottom, width, height } = element.getBoundingClientRect();
              // What is on top at the middle of the part: the part itself, or what covers it.
              const onTop = document.elementFromPoint(left + width / 2, top + height / 2);
              return { left, top, right, bottom, width, height, seen: !!onTop && element.contains(onTop) };
            };
            return { slide: part('.presenter-current .canvas'), next: part('.presenter-next .canvas'), notes: part('.presenter-notes'), drawer: part('.room-drawer') };
          });
          const { slide, next, notes, drawer } = parts;
          if (!slide || !next || !notes || !drawer) return [`a part is missing: ${JSON.stringify(parts)}`];
          const found: string[] = [];
          for (const [part, box] of Object.entries({ slide, next, notes, drawer })) {
            if (!box.seen) found.push(`the ${part} is covered`);
            if (box.right > viewport.width || box.bottom > viewport.height) found.push(`the ${part} leaves the window`);
          }
          for (const [part, box] of Object.entries({ slide, next, notes })) {
            const apart = drawer.left >= box.right || drawer.right <= box.left || drawer.top >= box.bottom || drawer.bottom <= box.top;
            if (!apart) found.push(`the drawer overlaps the ${part}`);
          }
          // The notes keep a readable column, the next slide a preview, and the current slide most of what is left.
          if (notes.width < 280 || notes.height < 200) found.push(`the notes are ${notes.width}×${notes.height}`);
          if (next.width < 250) found.push(`the next slide is ${next.width} wide`);
          if (drawer.width < 280) found.push(`the drawer is ${drawer.width} wide`);
          if (slide.width / viewport.width < 0.48) found.push(`the current slide is ${slide.width} wide`);
          return found;
        };
        await expect.poll(problems, { message: `${size}, ${name}` }).toEqual([]);
        await page.keyboard.press('Escape');
        await page.locator('.room-drawer').waitFor({ state: 'detached' });
      }
      await page.context().close();
    }
  });

  it('makes the notes larger and smaller, and remembers the size', async () => {
    const { page, open } = await newPage();
    await open('/presenter/2');
    await waitForPresenter(page, 2);
    const size = () => page.locator('.notes-body').evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    const before = await size();
    await page.getByRole('button', { name: 'Larger notes' }).click();
    expect(await size()).toBeGreaterThan(before);
    await page.reload();
    await waitForPresenter(page, 2);
    expect(await size()).toBeGreaterThan(before);
    await page.getByRole('button', { name: 'Smaller notes' }).click();
    await page.getByRole('button', { name: 'Smaller notes' }).click();
    expect(await size()).toBeLessThan(before);
  });

  it('previews the next click step, then the next slide', async () => {
    if (!stepped) throw new Error('the talk has no slide with click steps');
    const { page, open } = await newPage();
    await open(`/presenter/${stepped.no}?clicks=1`);
    await waitForPresenter(page, stepped.no);
    const next = page.getByRole('region', { name: 'Next' });
    expect(await next.locator('h2').textContent()).toBe(`Next: click 2 of ${stepped.clicks}`);
    expect(await next.locator('.slide').getAttribute('data-slide')).toBe(String(stepped.no));
    await open(`/presenter/${stepped.no}?clicks=${stepped.clicks}`);
    await expect.poll(() => next.locator('h2').textContent()).toBe(`Next: ${talk.slides[stepped.no]?.title}`);
    expect(await next.locator('.slide').getAttribute('data-slide')).toBe(String(stepped.no + 1));
  });

  it('shows where the presenter is: slide and click counters', async () => {
    if (!stepped) throw new Error('the talk has no slide with click steps');
    const { page, open } = await newPage();
    await open(`/presenter/${stepped.no}`);
    await waitForPresenter(page, stepped.no);
    expect(await page.getByLabel('Slide', { exact: true }).textContent()).toBe(`Slide ${stepped.no} / 24`);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByLabel('Click step').textContent()).toBe(`Click 1 / ${stepped.clicks}`);
    await expect.poll(() => route(page)).toBe(`/presenter/${stepped.no}?clicks=1`);
  });

  it("follows the notes' click markers: the current click's part stands out, the notes scroll to it, and a marker goes to its click", async () => {
    const marked = talk.slides.find((s) => s.notesHTML.includes('class="note-click"') && s.clicks >= 3);
    if (!marked) throw new Error('the talk has no notes with click markers');
    // A short window and large notes, so the last click's part starts out of sight.
    const { page, open, errors } = await newPage({ viewport: { width: 1280, height: 720 } });
    await open(`/presenter/${marked.no}`);
    await waitForPresenter(page, marked.no);
    const notes = page.locator('.presenter-notes .notes-body');
    await page.getByRole('button', { name: 'Larger notes' }).click();
    // Per part: faded or not, by its colour against the notes' own.
    const faded = () =>
      notes.evaluate((body) => {
        const own = getComputedStyle(body).color;
        const parts = [...body.querySelectorAll<HTMLElement>('[data-note-part]')];
        return [...new Set(parts.map((p) => p.dataset.notePart))].map((part) => ({
          part: Number(part),
          faded: parts.filter((p) => p.dataset.notePart === part).every((p) => getComputedStyle(p).color !== own),
        }));
      });
    const onlyShown = async (clicks: number) => expect.poll(async () => (await faded()).filter((p) => !p.faded).map((p) => p.part)).toEqual([clicks]);
    await onlyShown(0);
    expect((await faded()).length).toBeGreaterThanOrEqual(3);

    await page.keyboard.press('ArrowRight');
    await onlyShown(1);
    const current = notes.locator('.note-click.note-click-current');
    expect(await current.textContent()).toBe('click 1');
    expect(await current.evaluate((badge) => getComputedStyle(badge).color)).toBe('rgb(255, 255, 255)');

    // The last marker, clicked: the presenter goes to its click, and the notes scroll to its part.
    const last = notes.locator('.note-click').last();
    const lastClicks = Number(await last.getAttribute('data-clicks'));
    const inSight = () =>
      last.evaluate((badge) => {
        const body = badge.closest('.notes-body')?.getBoundingClientRect();
        const at = badge.getBoundingClientRect();
        return !!body && at.top >= body.top && at.bottom <= body.bottom;
      });
    expect(await inSight(), 'the last part starts out of sight').toBe(false);
    await last.click();
    await expect.poll(() => page.getByLabel('Click step').textContent()).toBe(`Click ${lastClicks} / ${marked.clicks}`);
    await onlyShown(lastClicks);
    await expect.poll(inSight).toBe(true);
    // Back at the first click by the keys, its part stands out again.
    for (let i = lastClicks; i > 1; i--) await page.keyboard.press('ArrowLeft');
    await onlyShown(1);
    expect(errors).toEqual([]);
  });

  it('runs a timer that pauses and resets, next to a clock', async () => {
    // With a `duration` in the headmatter the timer counts down from it (tests/e2e/pacing.test.ts); without, it counts up.
    const duration = (talk.config.duration ?? 0) * 1000;
    const [start, oneSecond] = duration ? [formatCountdown(duration, 0).text, formatCountdown(duration, 1000).text] : ['00:00', '00:01'];
    const { page, open } = await newPage();
    // The page's clock is the test's to move: nothing here waits for real seconds.
    await page.clock.install();
    await open('/presenter/1');
    await waitForPresenter(page, 1);
    const timer = page.locator('.timer-value');
    await page.clock.runFor(2000);
    await expect.poll(() => timer.textContent()).not.toBe(start);
    await page.getByRole('button', { name: 'Pause timer' }).click();
    const paused = await timer.textContent();
    await page.clock.runFor(5000);
    await page.getByRole('button', { name: 'Resume timer' }).waitFor();
    expect(await timer.textContent()).toBe(paused);
    await page.getByRole('button', { name: 'Reset timer' }).click();
    await expect.poll(() => timer.textContent()).toBe(start);
    await page.getByRole('button', { name: 'Resume timer' }).click();
    await page.clock.runFor(1000);
    await expect.poll(() => timer.textContent()).toBe(oneSecond);
    expect(await page.getByLabel('Clock').textContent()).toMatch(/\d{1,2}:\d{2}/);
  });

  it('drives the audience view in another tab', async () => {
    const { page: presenter, open } = await newPage();
    await open('/presenter/3');
    await waitForPresenter(presenter, 3);
    const audience = await presenter.context().newPage();
    await audience.goto(presenter.url().replace('#/presenter/3', '#/3'));
    await waitForSlide(audience, 3);
    await presenter.keyboard.press('ArrowDown');
    await waitForSlide(audience, 4);
    await presenter.keyboard.press('ArrowRight');
    const clicksOf4 = talk.slides[3]?.clicks ?? 0;
    await expect.poll(() => route(audience)).toBe(clicksOf4 > 0 ? '/4?clicks=1' : '/5');
  });

  it('shows the presenter cursor to followers, unless switched off', async () => {
    const { page: presenter, open } = await newPage();
    await open('/presenter/2');
    await waitForPresenter(presenter, 2);
    const audience = await presenter.context().newPage();
    await audience.goto(presenter.url().replace('#/presenter/2', '#/2'));
    await waitForSlide(audience, 2);
    const box = await presenter.locator('.presenter-current .canvas').boundingBox();
    if (!box) throw new Error('no canvas');
    await presenter.mouse.move(box.x + box.width / 2, box.y + box.height / 4);
    const cursor = audience.locator('.presenter-cursor');
    await cursor.waitFor();
    const style = await cursor.evaluate((el) => ({ left: parseFloat((el as HTMLElement).style.left), top: parseFloat((el as HTMLElement).style.top) }));
    expect(style.left).toBeCloseTo(talk.config.canvasWidth / 2, -1);
    expect(style.top).toBeCloseTo(talk.config.canvasWidth / talk.config.aspectRatio / 4, -1);
    await audience.getByRole('button', { name: 'Show presenter cursor' }).click();
    await cursor.waitFor({ state: 'detached' });
  });

  it('links to the audience view', async () => {
    const { page, open } = await newPage();
    await open('/presenter/5');
    await waitForPresenter(page, 5);
    expect(await page.getByRole('link', { name: 'Open audience view' }).getAttribute('href')).toBe('#/5');
    expect(await page.getByRole('link', { name: 'Play mode' }).getAttribute('href')).toBe('#/5');
  });
});

describe('presenter password', () => {
  let deck: DeckServer;
  let out: string;
  let stateDir: string;
  let base: string;
  const passwordPage = withChromium({ baseURL: () => base });

  beforeAll(async () => {
    out = await mkdtemp(path.join(tmpdir(), 'deck-password-'));
    // A secret and a room of its own: no other file's server shares them.
    stateDir = await mkdtemp(path.join(tmpdir(), 'deck-password-state-'));
    deck = await serveDeck({ port: 0, host: '127.0.0.1', out, root: talkDir, slides: 'slides.md', password: 'correct horse', pdf: false, stateDir });
    base = deck.url;
  });
  afterAll(async () => {
    await deck?.close();
    await rm(out, { recursive: true, force: true });
    await rm(stateDir, { recursive: true, force: true });
  });

  it('asks "Enter password" and lets the right one in', async () => {
    const { page, open } = await passwordPage();
    await open('/presenter/4');
    const dialog = page.getByRole('dialog', { name: 'Enter password' });
    await dialog.waitFor();
    expect(await page.locator('.presenter-current').count()).toBe(0);
    await page.getByRole('dialog', { name: 'Enter password' }).getByLabel('Enter password').fill('correct horse');
    await page.keyboard.press('Enter');
    await waitForPresenter(page, 4);
  });

  it('has a Sign in button, for a pointer or a touch screen', async () => {
    const { page, open } = await passwordPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await open('/presenter/4');
    const dialog = page.getByRole('dialog', { name: 'Enter password' });
    await dialog.getByLabel('Enter password').fill('correct horse');
    const signIn = dialog.getByRole('button', { name: 'Sign in' });
    const box = await signIn.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await signIn.tap();
    await waitForPresenter(page, 4);
  });

  it('sends a wrong typed password to the audience view of that slide', async () => {
    const { page, open } = await passwordPage();
    await open('/presenter/4');
    await page.getByRole('dialog', { name: 'Enter password' }).getByLabel('Enter password').fill('wrong');
    await page.keyboard.press('Enter');
    await waitForSlide(page, 4);
    await expect.poll(() => route(page)).toBe('/4');
    expect(await page.locator('.notice').textContent()).toContain('Wrong presenter password');
  });

  it('accepts the password in the query, and passes it along on links', async () => {
    const { page, open } = await passwordPage();
    await open('/presenter/6?password=correct%20horse');
    await waitForPresenter(page, 6);
    expect(await page.getByRole('link', { name: 'Play mode' }).getAttribute('href')).toBe('#/6?password=correct+horse');
    expect(await page.getByRole('link', { name: 'Open audience view' }).getAttribute('href')).toBe('#/6?password=correct+horse');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => route(page)).toBe('/presenter/7?password=correct+horse');
  });

  it('sends a wrong query password to the audience view', async () => {
    const { page, open } = await passwordPage();
    await open('/presenter/6?password=nope');
    await waitForSlide(page, 6);
    await expect.poll(() => route(page)).toMatch(/^\/6/);
  });

  it('keeps the password out of everything the browser downloads', async () => {
    const { page, open } = await passwordPage();
    const bodies: string[] = [];
    page.on('response', async (response) => bodies.push(await response.text().catch(() => '')));
    await open('/presenter/2');
    await page.getByRole('dialog', { name: 'Enter password' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(bodies.length).toBeGreaterThan(3);
    expect(bodies.some((body) => body.includes('correct horse'))).toBe(false);
  });
});

describe('dev server', () => {
  let dev: ViteDevServer;
  let base: string;
  let stateDir: string | undefined;
  const devPage = withChromium({ baseURL: () => base });

  beforeAll(async () => {
    const probe = createNetServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => probe.once('listening', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    stateDir = await mkdtemp(path.join(tmpdir(), 'deck-dev-state-'));
    dev = await startDev({ ...talkOf(path.join(talkDir, 'slides.md')), port, host: '127.0.0.1', stateDir });
    base = `http://127.0.0.1:${port}/`;
  }, 120_000);
  afterAll(async () => {
    await dev?.close();
    if (stateDir) await rm(stateDir, { recursive: true, force: true });
  });

  it('carries live sync as npm start does: a follower on another device follows the presenter', { timeout: 120_000 }, async () => {
    const presenter = await devPage();
    await presenter.open('/presenter/3');
    await waitForPresenter(presenter.page, 3);
    const follower = await devPage();
    await follower.open('/1');
    await follower.page.waitForSelector('html[data-deck-live="follow"], html[data-deck-live="lead"]', { timeout: 60_000 });
    await presenter.page.waitForSelector('html[data-deck-live="lead"]', { timeout: 60_000 });
    await presenter.page.keyboard.press('ArrowDown');
    await expect.poll(() => route(follower.page), { timeout: 30_000 }).toBe('/4');
  });

  it('opens the current slide\'s source at its line in the editor', async () => {
    const { page, open } = await devPage();
    const requests: string[] = [];
    // The request is caught here, so no editor is started on the test machine.
    await page.route('**/__open-in-editor?**', async (r) => {
      requests.push(r.request().url());
      await r.fulfill({ status: 200, body: '' });
    });
    await open('/presenter/9');
    await waitForPresenter(page, 9);
    await page.getByRole('button', { name: 'Edit slide source' }).click();
    await expect.poll(() => requests.length).toBe(1);
    expect(new URL(requests[0] ?? '').searchParams.get('file')).toBe(`slides.md:${talk.slides[8]?.start}`);
    await page.keyboard.press('e');
    await expect.poll(() => requests.length).toBe(2);
  });
});
