// The Slidev dialect, end to end: each fixture deck written from Slidev's documentation
// (tests/fixtures/slidev-*/, beside it expected.json: what Slidev shows) is built and served as
// `npm start` would, every slide walked in Chromium at its last click step (tests/support/walk.ts),
// and held to what Slidev shows: no error card, no blank slide, its texts, its layout, its click
// steps, no console error, warnings once each with file:line and a summary. Then what a speaker would
// notice: the page number in {{ $slidev.nav.currentPage }}, @click buttons, v-switch, v-mark, scoped
// styles, images beside the Markdown, the download link, the build's warnings for what it cannot do.
// First, the walker itself on decks that already work, so a failure below is the dialect's, not the walk's.
import { describe, expect, it } from 'vitest';
import { route, withChromium } from '../support/browser.ts';
import { blankProblems, cardProblems, consoleProblems, loadExpected, served, walked, walkedFixture } from '../support/dialect.ts';
import { current, dialectHelpers, linesOf, noCard, warnsAbout } from '../support/dialect-checks.ts';
import { readSlide, showsText } from '../support/walk.ts';

const newDeckPage = withChromium();
const { openAt, stepOf, colourOf, dialectChecks } = dialectHelpers(newDeckPage);

describe('the walker, on decks that already work today', () => {
  const working = walkedFixture('slidev-deck', newDeckPage);
  const broken = walkedFixture('export-card', newDeckPage);

  it('sees each slide of a working deck: its layout, its text at the last click step, its click steps', () => {
    const reports = walked(working);
    expect(reports.map((r) => r.layout)).toEqual(['cover', 'default', 'default', 'default', 'default', 'two-cols', 'end']);
    expect(reports.map((r) => r.clicks)).toEqual([0, 0, 4, 1, 2, 0, 0]);
    const texts = ['Five states, one kettle', 'The states', 'Ready', 'and the pot is warmed at the same moment', 'Tea::Ready => Tea::Ready', 'Black steeps for four.', 'Thank you'];
    expect(texts.filter((text, i) => !reports[i] || !showsText(reports[i], text))).toEqual([]);
    expect([...cardProblems(reports), ...blankProblems(reports), ...consoleProblems(reports)]).toEqual([]);
  });

  it('sees the error card of a broken slide, and the content of the others', () => {
    const reports = walked(broken);
    expect(reports.map((r) => (r.card ? 'card' : r.blank ? 'blank' : 'content'))).toEqual(['content', 'card', 'content']);
    expect(reports[1]?.card).toMatch(/^slides\.md:13: invalid YAML/);
    expect(reports[2]?.text).toContain('After the broken slide');
  });
});

describe('slidev-html: HTML that markdown-it and Vue accept', () => {
  const expected = loadExpected('slidev-html');
  const deck = walkedFixture('slidev-html', newDeckPage);
  dialectChecks(deck, expected);

  it('styles only its own slide with a <style scoped> block', async () => {
    const page = await openAt(deck, '/8', 8);
    expect(await colourOf(page, 8, 'The SD card, twice')).toBe('rgb(201, 42, 42)');
    await page.goto(`${served(deck).url}#/9`);
    noCard(await readSlide(page, 9));
    expect(await colourOf(page, 9, 'The lunch box')).not.toBe('rgb(201, 42, 42)');
  });

  it('applies a <style> block\'s nested CSS and a style="…" string', async () => {
    const page = await openAt(deck, '/7', 7);
    expect(await colourOf(page, 7, 'Today')).toBe('rgb(24, 100, 171)');
    await page.goto(`${served(deck).url}#/6`);
    noCard(await readSlide(page, 6));
    expect(await colourOf(page, 6, 'Sensors → SQLite')).toBe('rgb(11, 114, 133)');
  });
});

describe('slidev-vue: Vue template syntax, click directives, v-switch, v-mark', () => {
  const expected = loadExpected('slidev-vue');
  const deck = walkedFixture('slidev-vue', newDeckPage);
  dialectChecks(deck, expected);

  it('shows the current page in {{ $slidev.nav.currentPage }} once the slide is reached', async () => {
    const page = await openAt(deck, '/1', 1);
    expect((await readSlide(page, 1)).text).toContain('Release day, step by step · 13 slides');
    // Slide 2 is laid out ahead while slide 1 shows: reached with →, it must say 2, not 1.
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => route(page)).toBe('/2');
    const second = await readSlide(page, 2);
    noCard(second);
    expect(second.text).toContain('You are on slide 2 of 13.');
  });

  it('moves the deck with @click buttons: $slidev.nav.next() one step, $slidev.nav.go(3) to slide 3', async () => {
    const page = await openAt(deck, '/10', 10);
    await page.locator(current(10)).getByRole('button', { name: 'Next step' }).click();
    await expect.poll(() => route(page)).toBe('/10?clicks=1');
    await page.locator(current(10)).getByRole('button', { name: 'Back to the checklist' }).click();
    await expect.poll(() => route(page)).toBe('/3');
  });

  it('shows the v-switch child of each click step', async () => {
    const page = await openAt(deck, '/7', 7);
    const shown: string[] = [];
    for (let clicks = 0; clicks <= 3; clicks++) {
      const report = await stepOf(page, deck, 7, clicks);
      const which = [showsText(report, 'Building: three of four') ? 'building' : '', showsText(report, 'Published: every package') ? 'published' : ''].filter(Boolean);
      shown.push(`${clicks}: ${which.join(' + ') || 'none'}`);
    }
    expect(shown).toEqual(['0: none', '1: building', '2: published', '3: published']);
  });

  it('draws each v-mark (an SVG over its element) at its click step', async () => {
    const page = await openAt(deck, '/8', 8);
    const marksNow = async () => ((await page.evaluate(`(() => {
        const slide = document.querySelector('${current(8)}');
        const visible = (el) => { for (let e = el; e && e !== slide; e = e.parentElement) { const cs = getComputedStyle(e); if (cs.display === 'none' || cs.visibility === 'hidden' || Number(cs.opacity) === 0) return false; } return true; };
        // What an SVG draws, where it draws it (a mark's <svg> may be a small box its strokes overflow).
        const strokes = [...slide.querySelectorAll('svg')].filter(visible)
          .flatMap((svg) => [...svg.querySelectorAll('path, line, rect, circle, ellipse, polyline, polygon')])
          .map((shape) => shape.getBoundingClientRect()).filter((r) => r.width > 0 || r.height > 0);
        return ['every package installs cleanly', 'the new version number'].map((text) => {
          const el = [...slide.querySelectorAll('*')].filter((e) => e.textContent.trim() === text).at(-1);
          if (!el) return false;
          const r = el.getBoundingClientRect();
          return strokes.some((s) => s.left < r.right + 6 && s.right > r.left - 6 && s.top < r.bottom + 6 && s.bottom > r.top - 6);
        });
      })()`)) as boolean[]).map((m) => (m ? 'marked' : 'plain')).join(', ');
    // A mark is drawn by code that loads once the slide shows (a moment later on a busy machine): each
    // step waits for its marks; none may be there before the first.
    const expected = ['plain, plain', 'marked, plain', 'marked, marked'];
    for (let clicks = 0; clicks <= 2; clicks++) {
      await stepOf(page, deck, 8, clicks);
      if (clicks === 0) expect(await marksNow()).toBe(expected[0]);
      else await expect.poll(marksNow).toBe(expected[clicks]);
    }
  });

  it('gives an element its :style binding ($slidev.themeConfigs.primary)', async () => {
    const page = await openAt(deck, '/11', 11);
    expect(await colourOf(page, 11, 'Release notes print their headings')).toBe('rgb(43, 138, 62)');
  });

  it('warns at build time about the v-for over the slide\'s own script, naming a line of that slide', () => {
    walked(deck);
    const [named, message] = warnsAbout(deck, /v-for|script/i, ...linesOf(expected, 12));
    expect(named, message).toBe(true);
  });
});

describe('slidev-code: code fence options and a Mermaid diagram', () => {
  const expected = loadExpected('slidev-code');
  const deck = walkedFixture('slidev-code', newDeckPage);
  dialectChecks(deck, expected);

  it('highlights the range of a fence written without a space (```ts{2-3})', async () => {
    const page = await openAt(deck, '/3', 3);
    const lines = await page.locator(`${current(3)} pre .line`).evaluateAll((els) => els.map((el, i) => (/\b(line-focus|highlighted)\b/.test(el.className) ? i + 1 : 0)).filter(Boolean));
    expect(lines).toEqual([2, 3]);
  });

  it('keeps a {maxHeight:\'150px\'} block at 150 px, scrolling', async () => {
    const page = await openAt(deck, '/5', 5);
    const boxes = (await page.evaluate(`[...document.querySelectorAll('${current(5)} *')]
      .filter((el) => getComputedStyle(el).maxHeight === '150px')
      .map((el) => ({ height: el.getBoundingClientRect().height / (document.querySelector('.canvas').getBoundingClientRect().width / document.querySelector('.canvas').offsetWidth), scrolls: el.scrollHeight > el.clientHeight + 1 }))`)) as { height: number; scrolls: boolean }[];
    expect(boxes.length, 'an element with max-height: 150px').toBeGreaterThan(0);
    expect(boxes.every((box) => box.height <= 151 && box.scrolls)).toBe(true);
  });

  it('draws the Mermaid diagram at half its height with {scale: 0.5}, its source shown until then', async () => {
    walked(deck);
    const page = await openAt(deck, '/10', 10);
    const figure = page.locator(`${current(10)} .slidev-mermaid`);
    // Mermaid is large, and loads only now: give it time on a busy machine.
    await expect.poll(() => figure.getAttribute('data-state'), { timeout: 60_000 }).toBe('drawn');
    const drawn = await figure.locator('.slidev-mermaid-diagram').evaluate((host) => {
      const svg = host.shadowRoot?.querySelector('svg');
      return { height: Number(svg?.getAttribute('height')), full: Number(svg?.getAttribute('viewBox')?.split(/\s+/)[3]), text: svg?.textContent ?? '' };
    });
    expect(drawn.height).toBeCloseTo(drawn.full / 2, 1);
    expect(drawn.text).toContain('Index scan');
    expect(await page.locator(`${current(10)} pre`).count()).toBe(0);
    expect(deck.warnings.join('\n')).not.toMatch(/mermaid/i);
  });
});

describe("slidev-markdown: GitHub's task lists and alerts", () => {
  const expected = loadExpected('slidev-markdown');
  const deck = walkedFixture('slidev-markdown', newDeckPage);
  dialectChecks(deck, expected);

  it('ticks each task\'s box as written, where its bullet or number would be, at the size of its text; a click ticks nothing and stays on the slide', async () => {
    const page = await openAt(deck, '/2', 2);
    const items = () =>
      page.locator(`${current(2)} li`).evaluateAll((lis) =>
        lis.map((li) => {
          const box = li.querySelector('input[type="checkbox"]');
          const text = li.textContent?.trim() ?? '';
          if (!(box instanceof HTMLInputElement)) return { text, box: null, marker: getComputedStyle(li).listStyleType };
          const at = box.getBoundingClientRect();
          const label = box.closest('label');
          return {
            text,
            box: { ticked: box.checked, filled: getComputedStyle(box).backgroundColor !== 'rgba(0, 0, 0, 0)', labelled: label?.textContent?.trim() === text, leftOfText: at.right <= (label?.lastChild instanceof Text ? (() => { const r = document.createRange(); r.selectNodeContents(label.lastChild); return r.getBoundingClientRect().left; })() : 0), size: at.height / parseFloat(getComputedStyle(li).fontSize) * (li.getBoundingClientRect().height / (li as HTMLElement).offsetHeight) },
            marker: getComputedStyle(li).listStyleType,
          };
        }),
      );
    const seen = await items();
    expect(seen.map((item) => [item.text, item.box?.ticked ?? null, item.marker])).toEqual([
      ['Pour away half of the starter', true, 'none'],
      ['Stir in 50 g of flour and 50 g of water', true, 'none'],
      ['Mark the level with a rubber band', false, 'none'],
      ['Wait for it to double', null, 'disc'],
      ['A numbered task is a task too', false, 'none'],
      ['Not every item has a box', null, 'decimal'],
    ]);
    for (const { box } of seen.filter((item) => item.box)) {
      expect(box).toMatchObject({ labelled: true, leftOfText: true });
      expect(box?.filled).toBe(box?.ticked); // a ticked box is filled in the deck's colour, an empty one is not
      expect(box?.size).toBeGreaterThan(0.8);
    }
    // Where a viewer would click: on the task's words (Playwright's own click refuses a disabled box's label).
    const label = await page.locator(`${current(2)} li`).nth(2).locator('label').boundingBox();
    if (!label) throw new Error('the third task has no label on screen');
    await page.mouse.click(label.x + label.width / 2, label.y + label.height / 2);
    expect((await items())[2]?.box?.ticked).toBe(false);
    expect(await page.evaluate(() => location.hash)).toBe('#/2');
  });

  it('titles each alert, with its icon, in its colour, light and dark; a plain quote stays a quote', async () => {
    const page = await openAt(deck, '/3', 3);
    const alerts = () =>
      page.locator(`${current(3)} .markdown-alert`).evaluateAll((divs) =>
        divs.map((div) => {
          const title = div.querySelector('.markdown-alert-title');
          return { title: title?.textContent?.trim(), icon: !!title?.querySelector('svg path'), colour: title ? getComputedStyle(title).color : null, border: getComputedStyle(div).borderLeftColor };
        }),
      );
    const light = await alerts();
    expect(light.map((a) => [a.title, a.icon])).toEqual([['Note', true], ['Tip', true], ['Mind the lid', true]]);
    expect(light.map((a) => a.colour)).toEqual(['rgb(9, 105, 218)', 'rgb(26, 127, 55)', 'rgb(154, 103, 0)']);
    expect(light.every((a) => a.border === a.colour)).toBe(true);
    await page.keyboard.press('d');
    await expect.poll(async () => (await alerts())[0]?.colour).toBe('rgb(47, 129, 247)');
    const quote = await openAt(deck, '/4', 4);
    expect(await quote.locator(`${current(4)} .markdown-alert`).count()).toBe(2);
    expect(await quote.locator(`${current(4)} blockquote`).innerText()).toBe('A plain quote stays a quote: "bread is patience made visible".');
    expect(deck.warnings).toEqual([]);
  });

  it('lays a slide with zoom: 0.75 out on a canvas 4/3 as large, scaled to the slide: its text three quarters the size, all of it on the slide, the page number as on the others', async () => {
    const page = await openAt(deck, '/4', 4);
    const sizes = (no: number) =>
      page.evaluate((selector) => {
        const box = (css: string) => document.querySelector(`${selector} ${css}`)?.getBoundingClientRect() ?? null;
        const slide = document.querySelector(selector)?.getBoundingClientRect();
        const items = [...document.querySelectorAll(`${selector} li`)].map((li) => li.getBoundingClientRect());
        return { title: box('h1')?.height ?? 0, footer: box('.slide-footer')?.height ?? 0, layout: box('.layout')?.width ?? 0, slide: slide?.width ?? 0, inside: items.every((item) => slide && item.bottom <= slide.bottom && item.right <= slide.right) };
      }, current(no));
    const plain = await sizes(4);
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => location.hash === '#/5');
    const zoomed = await sizes(5);
    expect(zoomed.title / plain.title).toBeCloseTo(0.75, 1);
    expect(zoomed.footer).toBeCloseTo(plain.footer, 0);
    expect(zoomed.layout).toBeCloseTo(zoomed.slide, 0);
    expect(zoomed.inside).toBe(true);
  });
});

describe('slidev-motion: v-motion, its click variants and its entrance; clicksStart', () => {
  const expected = loadExpected('slidev-motion');
  const deck = walkedFixture('slidev-motion', newDeckPage);
  dialectChecks(deck, expected);

  /** The element of slide `no` holding `text`: its transform's x and y, its opacity, and the transitions running on it. */
  const motionOf = (page: import('playwright-core').Page, no: number, text: string) =>
    page.evaluate(
      ([selector, text]) => {
        const el = [...document.querySelectorAll<HTMLElement>(`${selector} div`)].find((d) => d.children.length === 0 && d.textContent?.includes(text));
        if (!el) return null;
        const style = getComputedStyle(el);
        const matrix = new DOMMatrixReadOnly(style.transform === 'none' ? undefined : style.transform);
        return { x: Math.round(matrix.e), y: Math.round(matrix.f), scale: Math.round(matrix.a * 100) / 100, opacity: Number(style.opacity), moving: el.getAnimations().map((a) => (a as CSSTransition).transitionProperty).sort() };
      },
      [current(no), text] as const,
    );
  /** Waits for the element's transitions to end, then reads where it stands. */
  const settled = async (page: import('playwright-core').Page, no: number, text: string) => {
    await page.waitForFunction(
      ([selector, text]) => {
        const el = [...document.querySelectorAll<HTMLElement>(`${selector} div`)].find((d) => d.children.length === 0 && d.textContent?.includes(text));
        return !!el && el.getAnimations().length === 0;
      },
      [current(no), text] as const,
    );
    return motionOf(page, no, text);
  };

  it('moves an element in from its initial variant when its slide comes, by a transition, to where Slidev puts it', async () => {
    const { page } = await newDeckPage();
    // Every transition that starts, from the page's first script on: what moved, and which property.
    await page.addInitScript(() => {
      const runs: string[] = ((window as unknown as { __runs: string[] }).__runs = []);
      addEventListener('transitionrun', (event) => runs.push(`${(event.target as Element).textContent?.trim()}: ${event.propertyName}`), true);
    });
    const runs = () => page.evaluate(() => (window as unknown as { __runs: string[] }).__runs);
    await page.goto(`${served(deck).url}#/1`);
    noCard(await readSlide(page, 1));
    await page.keyboard.press('ArrowRight');
    // From `initial` (x −120, transparent) to `enter`: both move, and it ends where Slidev puts it.
    await expect.poll(runs).toEqual(expect.arrayContaining(['The boat comes in from the left: transform', 'The boat comes in from the left: opacity']));
    expect(await settled(page, 2, 'The boat comes in')).toMatchObject({ x: 0, y: 0, opacity: 1 });
    // Opened at its slide (not come to from the one before), it comes in too.
    await page.goto(`${served(deck).url}#/5`);
    // The build's pre-rendered second slide (a swipe shows it before the app runs) holds it, at `initial`.
    const index = await (await fetch(served(deck).url)).text();
    expect(/<template id="deck-slide-2">.*?<\/template>/s.exec(index)?.[0]).toMatch(/<div [^>]*style="transform:translateX\(-120px\);opacity:0"[^>]*> The boat comes in from the left/);
    await expect.poll(runs).toContain('It grows as it comes: transform');
    expect(await settled(page, 5, 'It grows')).toMatchObject({ x: 0, scale: 1 });
  });

  it("takes Slidev's place at every click: click variants, a range's end, and a v-click's own initial and leave", async () => {
    const page = await openAt(deck, '/3', 3);
    const at = async (no: number, clicks: number, text: string) => {
      await page.goto(`${served(deck).url}#/${no}?clicks=${clicks}`);
      await readSlide(page, no);
      const found = await settled(page, no, text);
      return found && [found.x, found.y, found.opacity];
    };
    const boat = [];
    for (let clicks = 0; clicks <= 4; clicks++) boat.push(await at(3, clicks, 'Down, then across'));
    expect(boat).toEqual([[0, 0, 1], [0, 30, 1], [40, 60, 1], [40, 60, 1], [0, 60, 1]]);
    const shown = [];
    for (let clicks = 0; clicks <= 5; clicks++) shown.push(await at(4, clicks, 'Shown at click 2'));
    expect(shown).toEqual([[-50, 0, 0], [-50, 0, 0], [0, 0, 1], [0, 0, 1], [50, 0, 0], [50, 0, 0]]);
  });

  it('opens a slide with clicksStart at that click, whichever way it is come to, as Slidev does', async () => {
    const page = await openAt(deck, '/5', 5);
    const shownItems = () => page.locator(`${current(6)} li`).evaluateAll((items) => items.map((li) => getComputedStyle(li).opacity === '1'));
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => route(page)).toBe('/6?clicks=1');
    await expect.poll(shownItems).toEqual([true, false, false]);
    // ← from its first click goes back to the slide before, not to a click 0 Slidev never shows.
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => route(page)).toBe('/5');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => route(page)).toBe('/6?clicks=1');
    // Back from the slide after, at its last click; an address asking for less shows its first.
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => route(page)).toBe('/7');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => route(page)).toBe('/6?clicks=3');
    await page.goto(`${served(deck).url}#/6?clicks=0`);
    await readSlide(page, 6);
    await expect.poll(shownItems).toEqual([true, false, false]);
    // And the address says so, as Slidev rewrites it.
    await expect.poll(() => route(page)).toBe('/6?clicks=1');
  });

  it('moves nothing under reduced motion, and says the variant it does not follow', async () => {
    const { page } = await newDeckPage({ reducedMotion: 'reduce' });
    await page.goto(`${served(deck).url}#/1`);
    await readSlide(page, 1);
    await page.keyboard.press('ArrowRight');
    await readSlide(page, 2);
    expect(await motionOf(page, 2, 'The boat comes in')).toMatchObject({ x: 0, opacity: 1, moving: [] });
    expect(...warnsAbout(deck, /v-motion's :hovered is not supported/, ...linesOf(expected, 5))).toBe(true);
  });
});

describe('slidev-imports: src: imports, hide: and disabled:, images beside each file', () => {
  const expected = loadExpected('slidev-imports');
  const deck = walkedFixture('slidev-imports', newDeckPage);
  dialectChecks(deck, expected);

  it('merges the importing slide\'s frontmatter over the imported one\'s (its layout wins, the file\'s class stays)', async () => {
    const page = await openAt(deck, '/2', 2);
    const layout = page.locator(`${current(2)} .layout`);
    expect(await layout.getAttribute('class')).toMatch(/\blayout-intro\b/);
    expect(await layout.getAttribute('class')).toMatch(/\bsetup-slide\b/);
  });
});

describe('slidev-headmatter: headmatter that must never stop the build', () => {
  const expected = loadExpected('slidev-headmatter');
  const deck = walkedFixture('slidev-headmatter', newDeckPage);
  dialectChecks(deck, expected);

  it('links the Download PDF button to the headmatter\'s download URL', async () => {
    const page = await openAt(deck, '/1', 1);
    expect(await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe(expected.download);
  });

  it('warns once each about the misspelt key, prism and the talk\'s vite.config.ts package; not about its transitions or its theme, which are drawn', () => {
    walked(deck);
    const said = deck.warnings.join('\n');
    expect(said).toMatch(/^warning slides\.md:9: .*lineNumber.*did you mean .*lineNumbers/m);
    expect(said).toMatch(/^warning slides\.md:8: .*prism/m);
    expect(said).toMatch(/^warning vite\.config\.ts:\d+: .*vite-plugin-inspect/m);
    expect(deck.warnings.filter((l) => /transition|theme "/.test(l)), 'lines about transitions or the theme').toEqual([]);
  });
});
