// Components, end to end: the fixture deck tests/fixtures/slidev-components (a talk with its own
// components/*.tsx, one components/*.vue, and every Slidev built-in this engine has) built and served
// as `npm start` would, walked in Chromium, and held to what a person notices: each component shows
// its content and does what it is for (the talk's counter counts, the arrow is drawn, LightOrDark
// follows the colour scheme, Link moves the deck, the slide number is right, RenderWhen shows only in
// its context, the video plays when its slide is shown), no error card, the build's warnings. The
// other sites <Tweet> and <Youtube> load are answered here (nothing leaves 127.0.0.1): what they ask
// is recorded, to hold them to "nothing until shown online" and "a link card when offline".
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { route, withChromium } from '../support/browser.ts';
import { blankProblems, cardProblems, clickProblems, consoleProblems, layoutProblems, loadExpected, orderProblems, served, textProblems, walked, walkedFixture, warningProblems } from '../support/dialect.ts';
import { problemsOf } from '../support/slide-problems.ts';
import { readSlide, showsText } from '../support/walk.ts';

const chromium = withChromium();
const expected = loadExpected('slidev-components');
const current = (no: number) => `.play-view .slide[data-slide="${no}"]:not(.slide-ahead)`;
const OTHER_SITES = /^https:\/\/(i\.ytimg\.com|www\.youtube-nocookie\.com|platform\.twitter\.com)\//;

/** Addresses of other sites each context asked for (answered here, or refused when unexpected). */
const asked = new WeakMap<BrowserContext, string[]>();

/** A page whose requests to other sites are answered here: a thumbnail, a player, a tweet that says it is drawn. */
async function newDeckPage(options: Parameters<typeof chromium>[0] = {}) {
  const deckPage = await chromium(options);
  const context = deckPage.page.context();
  const list: string[] = [];
  asked.set(context, list);
  await context.route((url) => !/^https?:\/\/127\.0\.0\.1[:/]/.test(url.href) && !url.href.startsWith('data:') && !url.href.startsWith('blob:'), (request) => {
    const url = request.request().url();
    list.push(url);
    if (!OTHER_SITES.test(url)) return request.abort();
    if (url.startsWith('https://i.ytimg.com/')) {
      return request.fulfill({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360"><rect width="480" height="360" fill="#8a5a2b"/></svg>' });
    }
    if (url.startsWith('https://www.youtube-nocookie.com/')) {
      return request.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title><body style="margin:0;background:#111;color:#eee;font:20px sans-serif"><p>Video player stand-in</p>' });
    }
    // The tweet: drawn, it asks its page for its height, as Twitter's embed page does.
    return request.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Tweet</title><body style="margin:0;font:16px sans-serif"><p>Tweet stand-in: fresh bread sold out by nine</p><script>parent.postMessage(JSON.stringify({ 'twttr.embed': { id: 'twitter-widget-0', method: 'twttr.private.resize', params: [{ height: 180, width: 550 }] } }), '*')</script>`,
    });
  });
  await deckPage.page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective}: ${event.blockedURI}`));
  });
  return deckPage;
}

const requestsOf = (page: Page) => asked.get(page.context()) ?? [];
const deck = walkedFixture('slidev-components', newDeckPage);

/** A fresh page on `at` (a route such as "/3"), once slide `no` shows, with no error card. */
async function openAt(at: string, no: number, options: Parameters<typeof chromium>[0] = {}): Promise<Page> {
  const { page } = await newDeckPage(options);
  await page.goto(`${served(deck).url}#${at}`);
  const report = await readSlide(page, no);
  if (report.card) throw new Error(`slide ${no} shows an error card: ${report.card}`);
  return page;
}

/** Moves with a key and waits for the address to say `to`. */
async function press(page: Page, key: string, to: string): Promise<void> {
  await page.keyboard.press(key);
  await expect.poll(() => route(page)).toBe(to);
  await page.waitForSelector(`${current(Number(/^\/(\d+)/.exec(to)?.[1]))} .layout`);
}

const visibleText = (page: Page, selector: string) => page.locator(selector).evaluate((el) => (el as HTMLElement).innerText.replace(/\s+/g, ' ').trim());

describe('slidev-components: the talk\'s own components and Slidev\'s built-ins', () => {
  it('builds, and shows every slide with its texts, in its layout, with no error card, blank slide or console error', () => {
    const reports = walked(deck);
    expect([
      ...orderProblems(reports, expected),
      ...cardProblems(reports),
      ...blankProblems(reports),
      ...textProblems(reports, expected),
      ...layoutProblems(reports, expected),
      ...clickProblems(reports, expected),
      ...consoleProblems(reports),
    ]).toEqual([]);
  });

  it('says at build time, once, with its line, that components/Sparkline.vue is not run and to rewrite it as .tsx; nothing else about components', () => {
    walked(deck);
    expect(warningProblems(deck.warnings)).toEqual([]);
    const about = deck.warnings.filter((line) => /component/i.test(line) && !/^\d+ warnings?:/.test(line));
    expect(about).toEqual([
      'warning slides.md:99: slide 11: <Sparkline> is components/Sparkline.vue, a Vue component, which this engine does not run: its content is shown without it; rewrite it as components/Sparkline.tsx (a React component, default export, taking the same props)',
    ]);
  });

  it('runs the talk\'s own components by file name, without an import, in any case, and the talk\'s <Toc> before the built-in', async () => {
    const page = await openAt('/2', 2);
    const slide = page.locator(current(2));
    await slide.getByRole('button', { name: 'One more: Feeds today' }).click();
    await slide.getByRole('button', { name: 'One more: Feeds today' }).click();
    await expect.poll(() => slide.getByRole('group', { name: 'Feeds today' }).locator('output').textContent()).toBe('5');
    expect(await slide.getByRole('group', { name: 'Loaves shaped' }).locator('output').textContent()).toBe('0');
    expect(await visibleText(page, `${current(2)} .oven-timer`)).toBe('Oven timer: 40 minutes at 230 °C');
    await page.goto(`${served(deck).url}#/11`);
    await page.waitForSelector(`${current(11)} .layout`);
    expect(await page.locator(`${current(11)} .own-toc`).count()).toBe(1);
    expect(await page.locator(`${current(11)} nav.toc`).count()).toBe(0);
  });

  it('draws <Arrow> from (x1, y1) to (x2, y2) in its colour, with a head at each end for two-way', async () => {
    const page = await openAt('/3', 3);
    const arrow = await page.locator(`${current(3)} svg.slidev-arrow`).evaluate((svg) => {
      const canvas = svg.closest<HTMLElement>('.canvas');
      const scale = canvas ? canvas.getBoundingClientRect().width / canvas.offsetWidth : 1;
      const line = svg.querySelector('line');
      const box = line?.getBoundingClientRect();
      return {
        width: (box?.width ?? 0) / scale,
        stroke: line ? getComputedStyle(line).stroke : '',
        heads: [line?.getAttribute('marker-start'), line?.getAttribute('marker-end')].filter((m) => m?.startsWith('url(#')).length,
        hidden: svg.getAttribute('aria-hidden'),
      };
    });
    expect(arrow.width).toBeGreaterThan(400);
    expect(arrow.width).toBeLessThan(420);
    expect(arrow.stroke).toBe('rgb(201, 42, 42)');
    expect(arrow.heads).toBe(2);
    expect(arrow.hidden).toBe('true');
  });

  it('shows <LightOrDark>\'s #light slot in light mode and its #dark slot in dark mode, switching with d', async () => {
    const page = await openAt('/4', 4, { colorScheme: 'light' });
    const text = () => visibleText(page, `${current(4)} .layout`);
    expect(await text()).toContain('Day shift');
    expect(await text()).not.toContain('Night shift');
    await page.keyboard.press('d');
    await expect.poll(text).toContain('Night shift: the dough proves in the cold room');
    expect(await text()).not.toContain('Day shift');
    const dark = await openAt('/4', 4, { colorScheme: 'dark' });
    expect(await visibleText(dark, `${current(4)} .layout`)).toContain('Night shift');
  });

  it('moves the deck with <Link>: a click to slide 8, Enter on the focused one to the slide its routeAlias names', async () => {
    const page = await openAt('/5', 5);
    await page.locator(current(5)).getByRole('link', { name: 'Skip to the oven' }).click();
    await expect.poll(() => route(page)).toBe('/8');
    await page.goto(`${served(deck).url}#/5`);
    await page.waitForSelector(`${current(5)} .layout`);
    await page.locator(current(5)).getByRole('link', { name: 'See the bread on the shelf' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => route(page)).toBe('/9');
    // In the presenter view it moves the presenter, who stays there.
    const presenter = await openAt('/presenter/5', 5);
    await presenter.locator('.presenter-view .slide[data-slide="5"]').first().getByRole('link', { name: 'Skip to the oven' }).click();
    await expect.poll(() => route(presenter)).toBe('/presenter/8');
  });

  it('numbers the slide it is on with <SlideCurrentNo/>, and <SlidesTotal/> counts them, once reached with →', async () => {
    const page = await openAt('/5', 5);
    await press(page, 'ArrowRight', '/6');
    expect(await visibleText(page, `${current(6)} .layout`)).toContain('This is slide 6 of 12.');
  });

  it('shows <RenderWhen> only in its context, and its #fallback elsewhere: play, presenter, print', async () => {
    const play = await visibleText(await openAt('/7', 7), `${current(7)} .layout`);
    expect(play).toContain('The crust sings as it cools.');
    expect(play).toContain('Shown on screen, not in print.');
    expect(play).not.toContain('Presenter only');
    const presenter = await openAt('/presenter/7', 7);
    const inPresenter = await presenter.locator('.presenter-view .slide[data-slide="7"] .layout').first().innerText();
    expect(inPresenter).toContain('Presenter only: say it slowly');
    expect(inPresenter).not.toContain('The crust sings as it cools.');
    const print = await openAt('/print', 7);
    const printed = await print.locator('.slide[data-slide="7"] .layout').first().innerText();
    expect(printed).toContain('Printed for the apprentices.');
    expect(printed).not.toContain('Shown on screen, not in print.');
  });

  it('plays <SlidevVideo autoplay> when its slide is shown (not while laid out ahead), and stops it when the slide is left', async () => {
    const page = await openAt('/7', 7);
    const state = (selector: string) =>
      page.evaluate((s) => {
        const video = document.querySelector<HTMLVideoElement>(s);
        return video ? { paused: video.paused, time: video.currentTime, controls: video.controls } : null;
      }, selector);
    await page.waitForSelector('.slide-ahead[data-slide="8"] video', { state: 'attached' });
    expect((await state('.slide-ahead[data-slide="8"] video'))?.paused).toBe(true);
    await press(page, 'ArrowRight', '/8');
    await expect.poll(async () => (await state(`${current(8)} video`))?.time ?? 0, { timeout: 15_000 }).toBeGreaterThan(0.3);
    const playing = await state(`${current(8)} video`);
    expect(playing).toMatchObject({ paused: false, controls: true });
    await press(page, 'ArrowRight', '/9');
    await expect.poll(() => page.evaluate(() => [...document.querySelectorAll('video')].filter((v) => !v.paused).length)).toBe(0);
    // Back on the slide (autoreset="slide"): from the start again. Where it starts is read as it starts
    // (its first 'playing' event), not after: on a busy machine it has played on by the time a test reads it.
    await page.evaluate(() => {
      const startedAt: number[] = ((window as unknown as { __startedAt: number[] }).__startedAt = []);
      document.addEventListener('playing', (event) => startedAt.push((event.target as HTMLVideoElement).currentTime), { capture: true });
    });
    await press(page, 'ArrowLeft', '/8');
    // `paused` turns false at play(); 'playing' comes once a frame is ready, so it is the one waited on.
    const startedAt = () => page.evaluate(() => (window as unknown as { __startedAt: number[] }).__startedAt);
    await expect.poll(async () => (await startedAt()).length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect((await startedAt())[0]).toBeLessThan(playing?.time ?? 0);
    expect((await state(`${current(8)} video`))?.paused).toBe(false);
  });

  it('asks nothing of Twitter/X or YouTube until their slide is shown, then shows the tweet and the player', async () => {
    const page = await openAt('/9', 9);
    // Slide 10 is laid out ahead now: its link cards, and not one request yet.
    await page.waitForSelector('.slide-ahead[data-slide="10"] .slidev-embed-card', { state: 'attached' });
    expect(requestsOf(page).filter((url) => OTHER_SITES.test(url))).toEqual([]);
    await press(page, 'ArrowRight', '/10');
    const slide = page.locator(current(10));
    await slide.locator('iframe.slidev-tweet-frame:not(.slidev-tweet-loading)').waitFor();
    expect(await slide.locator('iframe.slidev-tweet-frame').evaluate((frame) => frame.getBoundingClientRect().height / ((frame.closest('.canvas') as HTMLElement).getBoundingClientRect().height / (frame.closest('.canvas') as HTMLElement).offsetHeight))).toBeCloseTo(180, 0);
    await slide.locator('iframe[title="YouTube video player"]').waitFor();
    expect(await slide.locator('iframe[title="YouTube video player"]').getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/luoMHjh-XcQ?start=30');
    // The card under the player is out of the way once the player has loaded.
    await expect.poll(() => slide.locator('.slidev-youtube .slidev-embed-card').getAttribute('aria-hidden')).toBe('true');
    expect(await slide.getByText('Open on X').count()).toBe(0);
    const hosts = [...new Set(requestsOf(page).map((url) => new URL(url).origin))].sort();
    expect(hosts).toEqual(['https://i.ytimg.com', 'https://platform.twitter.com', 'https://www.youtube-nocookie.com']);
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
  });

  it('shows link cards for <Tweet> and <Youtube> when offline, asking nothing of either site, and loads them once online again', async () => {
    const page = await openAt('/9', 9);
    // Slide 10 laid out ahead (its files here) before the network goes; the service worker keeps the rest.
    await page.waitForSelector('.slide-ahead[data-slide="10"] .slidev-embed-card', { state: 'attached' });
    await page.context().setOffline(true);
    await press(page, 'ArrowRight', '/10');
    const slide = page.locator(current(10));
    const tweet = slide.getByRole('link', { name: /Open on X/ });
    const youtube = slide.getByRole('link', { name: /Watch on YouTube/ });
    expect(await tweet.getAttribute('href')).toBe('https://x.com/i/status/1390115482657726468');
    expect(await youtube.getAttribute('href')).toBe('https://www.youtube.com/watch?v=luoMHjh-XcQ&t=30s');
    expect(await visibleText(page, `${current(10)} .slidev-tweet`)).toContain('Offline: it shows here when the network is back');
    expect(await visibleText(page, `${current(10)} .slidev-youtube`)).toContain('Offline: it plays here when the network is back');
    // Cards with words, never a blank box: each as large as its text needs, at least.
    const boxes = await slide.locator('.slidev-embed-card').evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect().height));
    expect(boxes.every((h) => h > 40)).toBe(true);
    expect(await slide.locator('iframe').count()).toBe(0);
    expect(requestsOf(page).filter((url) => OTHER_SITES.test(url))).toEqual([]);
    await page.context().setOffline(false);
    await slide.locator('iframe[title="YouTube video player"]').waitFor();
    await slide.locator('iframe.slidev-tweet-frame:not(.slidev-tweet-loading)').waitFor();
  });

  it('allows those sites in its Content-Security-Policy only because the deck uses them', async () => {
    const page = await openAt('/1', 1);
    const response = await page.request.get(served(deck).url);
    const csp = response.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("frame-src 'self' https://platform.twitter.com https://www.youtube-nocookie.com;");
    expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/i\.ytimg\.com;/);
    expect(csp).toMatch(/script-src 'self'[^;]*;/);
    expect(csp).not.toMatch(/script-src[^;]*(twitter|youtube)/);
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`keeps every slide's text on the slide and readable, projector and phone (${scheme})`, { timeout: 300_000 }, async () => {
      walked(deck);
      const found: string[] = [];
      for (const viewport of [{ width: 1920, height: 1080 }, { width: 390, height: 844 }]) {
        const page = await openAt('/1', 1, { viewport, colorScheme: scheme, reducedMotion: 'reduce' });
        for (const { no } of expected.slides) {
          await page.evaluate((n) => (window.location.hash = `#/${n}`), no);
          await page.waitForSelector(`${current(no)} .layout`);
          await page.evaluate(() => document.fonts.ready);
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
          for (const problem of await page.evaluate(problemsOf, no)) found.push(`${viewport.width}×${viewport.height} slide ${no}: ${problem}`);
        }
        expect(showsText(await readSlide(page, expected.slides.length), 'Thank you')).toBe(true);
      }
      expect(found).toEqual([]);
    });
  }
});
