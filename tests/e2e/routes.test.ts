import { describe, expect, it } from 'vitest';
import { route, withChromium, waitForSlide } from '../support/browser.ts';
import { countedTotal, talk } from '../support/deck.ts';

const newPage = withChromium();

describe('every slide route', () => {
  it('has 25 slides, the last one the end slide, 24 counted', () => {
    expect(talk.slides).toHaveLength(25);
    expect(countedTotal).toBe(24);
    expect(talk.slides.at(-1)?.layout).toBe('end');
  });

  it('renders each slide\'s title and footer, with no console errors', async () => {
    const { page, errors, open } = await newPage();
    for (const slide of talk.slides) {
      await open(`/${slide.no}`);
      await waitForSlide(page, slide.no);
      const article = page.locator(`.slide[data-slide="${slide.no}"]`);
      if (slide.title) {
        await expect.poll(() => article.locator('h1, h2').first().textContent()).toBe(slide.title);
      }
      await expect.poll(() => article.getAttribute('data-layout')).toBe(slide.layout);
      const footer = article.locator('.slide-footer');
      if (slide.layout === 'cover' || slide.layout === 'end') {
        expect(await footer.count()).toBe(0);
      } else {
        expect(await footer.textContent()).toBe(`${slide.no} / 24`);
      }
      expect(await page.locator('.error-card').count()).toBe(0);
    }
    expect(errors).toEqual([]);
  });

  it('shows END on the end slide', async () => {
    const { page, open } = await newPage();
    await open('/25');
    await waitForSlide(page, 25);
    expect(await page.locator('.slide[data-slide="25"] .end-mark').textContent()).toBe('END');
  });

  it('loads background images from local files on the cover and slides 7 and 14', async () => {
    const { page, open } = await newPage();
    for (const no of [1, 7, 14]) {
      await open(`/${no}`);
      await waitForSlide(page, no);
      const image = await page.locator(`.slide[data-slide="${no}"] .layout`).evaluate((el) => getComputedStyle(el).backgroundImage);
      expect(image).toMatch(/^url\("http:\/\/127\.0\.0\.1:\d+\/images\/[\w-]+\.svg"\)$/);
      const url = image.slice(5, -2);
      const response = await page.request.get(url);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('image/svg+xml');
    }
  });
});

describe('redirects', () => {
  it('sends the root to slide 1', async () => {
    const { page, open } = await newPage();
    await open('/');
    await waitForSlide(page, 1);
    await expect.poll(() => route(page)).toBe('/1');
  });

  it('sends /presenter to /presenter/1', async () => {
    const { page, open } = await newPage();
    await open('/presenter');
    await page.waitForSelector('.presenter-view');
    await expect.poll(() => route(page)).toBe('/presenter/1');
  });

  it('sends an unknown path to slide 1 with a message', async () => {
    const { page, errors, open } = await newPage();
    await open('/no/such/page');
    await waitForSlide(page, 1);
    await expect.poll(() => route(page)).toBe('/1');
    expect(await page.locator('.notice').textContent()).toContain('does not exist');
    expect(errors).toEqual([]);
  });

  it.each([
    ['/99', '/25', `There is no slide 99; this deck has ${countedTotal} slides. Showing the end.`],
    ['/0', '/1', 'There is no slide 0'],
    ['/abc', '/1', '“abc” is not a slide number'],
    ['/3.5', '/1', 'is not a slide number'],
  ])('turns the bad slide number %s into %s with a clear message', async (from, to, message) => {
    const { page, errors, open } = await newPage();
    await open(from);
    await waitForSlide(page, Number(to.slice(1)));
    await expect.poll(() => route(page)).toBe(to);
    expect(await page.locator('.notice').textContent()).toContain(message);
    expect(errors).toEqual([]);
  });

  it.each([
    ['/3/', '/3', 3],
    ['/3/?clicks=0', '/3', 3],
    ['//4', '/4', 4],
  ])('writes %s as %s, and moves on from that slide', async (from, to, no) => {
    const { page, errors, open } = await newPage();
    await open(from);
    await waitForSlide(page, no);
    await expect.poll(() => route(page)).toBe(to);
    await page.keyboard.press('ArrowDown');
    await waitForSlide(page, no + 1);
    await expect.poll(() => route(page)).toBe(`/${no + 1}`);
    expect(errors).toEqual([]);
  });

  it('lets the message be dismissed', async () => {
    const { page, open } = await newPage();
    await open('/99');
    await page.getByRole('button', { name: 'Dismiss message' }).click();
    expect(await page.locator('.notice').count()).toBe(0);
  });

  it('ignores a bad clicks value instead of failing, and writes the address as the deck would', async () => {
    const { page, errors, open } = await newPage();
    await open('/3?clicks=banana');
    await waitForSlide(page, 3);
    await expect.poll(() => route(page)).toBe('/3');
    // A step past the slide's last is its last, in the address too; the presenter's other parameters stay.
    const last = talk.slides.findIndex((slide) => slide.clicks > 0) + 1;
    const clicks = talk.slides[last - 1]?.clicks ?? 0;
    await page.evaluate((hash) => void (window.location.hash = hash), `/${last}?clicks=99&from=qr`);
    await waitForSlide(page, last);
    await expect.poll(() => route(page)).toBe(`/${last}?from=qr&clicks=${clicks}`);
    expect(errors).toEqual([]);
  });
});

describe('any route at all', () => {
  /** A seeded generator (the same 200 routes every run), from parts that break naive parsing. */
  function randomRoutes(count: number, seed: number): string[] {
    let state = seed;
    const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = <T,>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
    const parts = ['%', '%%', '%zz', '%2', '%E0%A4%A', '%C3%9F', 'ß', '?', '&', '=', '#', '/', '..', '.', '//', '1', '7', '25', '99', '-3', '0', 'presenter', 'print', 'clicks=', 'clicks=%', 'clicks=-1', 'clicks=1e9', 'password=x', ' ', ':', "'", ')', '(', '[', '\\', '"', '<b>', '🦀', 'x'.repeat(300)];
    return Array.from({ length: count }, () => `/${Array.from({ length: 1 + Math.floor(next() * 6) }, () => pick(parts)).join('')}`);
  }

  const VALID = /^\/(\d+|presenter\/\d+|print)(\?.*)?$/;

  it('lands on a real slide (or view) with no uncaught error, for 200 random routes and queries', { timeout: 180_000 }, async () => {
    const { page, errors, open } = await newPage();
    await open('/1');
    await waitForSlide(page, 1);
    const routes = ['/%', '/1%', '/presenter/%', "/-:Z'9%b?ß&)1", ...randomRoutes(196, 20221013)];
    for (const [i, wanted] of routes.entries()) {
      // Most by changing the hash, as a typed URL or a link does; every tenth as a fresh page load.
      if (i % 10 === 0) await page.goto(`${new URL(page.url()).origin}/#${wanted}`);
      else await page.evaluate((hash) => void (window.location.hash = hash), wanted);
      const landed = () => new URL(page.url()).hash.slice(1); // as it is: a bad route may not even decode
      await expect.poll(() => VALID.test(landed()), { message: `${wanted} went to ${landed()}` }).toBe(true);
      await page.waitForSelector('html[data-deck-ready] :is(.play-view .slide .layout, .presenter-current .slide .layout, .print-page .layout)');
      expect(errors, wanted).toEqual([]);
    }
  });
});

describe('other views', () => {
  it('routes /print to every slide on its own page', async () => {
    const { page, errors, open } = await newPage();
    await open('/print');
    await page.waitForSelector('.print-view');
    await expect.poll(() => page.locator('.print-page .layout').count()).toBe(25);
    expect(errors).toEqual([]);
  });

  it('routes /presenter/:n to the presenter view with the slide\'s notes', async () => {
    const { page, open } = await newPage();
    await open('/presenter/2');
    await page.waitForSelector('.presenter-view .notes-body');
    const notes = await page.locator('.notes-body').textContent();
    expect(notes?.length).toBeGreaterThan(20);
    expect(notes).toContain(talk.slides[1]?.note.split('\n')[0]?.replace(/[*_`]/g, '').slice(0, 20));
  });
});
