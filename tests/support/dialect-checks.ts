// What every Slidev fixture deck's end-to-end test holds it to (dialectChecks: the walk's no card,
// no blank slide, texts, layouts, clicks, console and warnings against its expected.json), and the
// helpers its own checks use to open a slide and look at it. Given the test file's browser.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { DeckPage } from './browser.ts';
import {
  blankProblems,
  cardProblems,
  clickProblems,
  consoleProblems,
  layoutProblems,
  orderProblems,
  served,
  textProblems,
  walked,
  warningProblems,
  type ExpectedDeck,
  type WalkedDeck,
} from './dialect.ts';
import { inspectSlide, readSlide, showsText } from './walk.ts';

/** The slide shown (not the one laid out ahead, hidden). */
export const current = (no: number) => `.slide[data-slide="${no}"]:not(.slide-ahead)`;

/** The lines of slides.md slide `no` spans (to the line before the next slide's; to the end for the last). */
export function linesOf(expected: ExpectedDeck, no: number): [number, number] {
  const line = (n: number) => Number(/^slides\.md:(\d+)$/.exec(expected.slides[n - 1]?.source ?? '')?.[1] ?? 0);
  return [line(no), no < expected.slides.length ? line(no + 1) - 1 : Infinity];
}

/** Whether a warning of the build about `about` names a line of slides.md from `from` to `to`; the message says what it printed instead. */
export function warnsAbout(deck: WalkedDeck, about: RegExp, from: number, to: number): [boolean, string] {
  const said = deck.warnings.filter((l) => about.test(l));
  const lineOf = (l: string) => Number(/^warning slides\.md:(\d+): /.exec(l)?.[1] ?? 0);
  const named = said.some((l) => lineOf(l) >= from && lineOf(l) <= to);
  return [named, `a warning "warning slides.md:<${from}–${to}>: …" matching ${about}; the build printed ${said.length ? `only:\n${said.slice(0, 6).join('\n')}` : `nothing matching it (${deck.warnings.length} lines in all)`}`];
}

/** Fails the test, saying why, when the slide shows an error card instead of its content. */
export function noCard(report: { no: number; card: string | null }): void {
  if (report.card) throw new Error(`slide ${report.no} shows an error card: ${report.card.split('\n')[0]}`);
}

export function dialectHelpers(newDeckPage: () => Promise<DeckPage>) {



  /** A fresh page on `route` of the deck, once slide `no` has rendered (and is no error card). */
  async function openAt(deck: WalkedDeck, at: string, no: number): Promise<Page> {
    const { page } = await newDeckPage();
    await page.goto(`${served(deck).url}#${at}`);
    noCard(await readSlide(page, no));
    return page;
  }

  /** Slide `no` at click step `clicks` on `page`, as the walker sees it (failing on an error card). */
  async function stepOf(page: Page, deck: WalkedDeck, no: number, clicks: number) {
    const report = await inspectSlide(page, served(deck).url, no, clicks);
    noCard(report);
    return report;
  }

  /** The computed colour of the smallest element of slide `no` whose own text starts with `text`. */
  const colourOf = (page: Page, no: number, text: string) =>
    page.evaluate(
      `(() => {
        const all = [...document.querySelectorAll('${current(no)} *')].filter((el) => el.textContent.trim().startsWith(${JSON.stringify(text)}));
        const el = all.at(-1);
        return el ? getComputedStyle(el).color : null;
      })()`,
    ) as Promise<string | null>;



  /** The checks every fixture deck is held to. */
  function dialectChecks(deck: WalkedDeck, expected: ExpectedDeck) {
    it('builds, and shows the slides Slidev shows, in order', () => {
      expect(orderProblems(walked(deck), expected)).toEqual([]);
    });

    it('shows no error card', () => {
      expect(cardProblems(walked(deck))).toEqual([]);
    });

    it('shows no blank slide', () => {
      expect(blankProblems(walked(deck))).toEqual([]);
    });

    it('shows the texts Slidev shows once every click step is shown, and not those it hides', () => {
      expect(textProblems(walked(deck), expected)).toEqual([]);
    });

    it('lays every slide out in the layout Slidev uses', () => {
      expect(layoutProblems(walked(deck), expected)).toEqual([]);
    });

    it('counts the click steps Slidev counts (presses of → before the next slide)', () => {
      expect(clickProblems(walked(deck), expected)).toEqual([]);
    });

    it('logs no error in the browser console', () => {
      expect(consoleProblems(walked(deck))).toEqual([]);
    });

    it('prints its build warnings once each, with file:line, and a summary line', () => {
      walked(deck);
      expect(warningProblems(deck.warnings)).toEqual([]);
    });

    // Only decks with images have this check.
    if (expected.slides.some((s) => s.images?.length)) {
      it('loads every image of its slides', async () => {
        walked(deck);
        const problems: string[] = [];
        const { page } = await newDeckPage();
        for (const slide of expected.slides.filter((s) => s.images?.length)) {
          await page.goto(`${served(deck).url}#/${slide.no}`);
          const report = await readSlide(page, slide.no);
          const title = slide.texts[0] ?? '';
          if (report.card || !showsText(report, title)) {
            problems.push(`slide ${slide.no} (${slide.source}) is not "${title}": ${report.card ? `an error card, ${report.card.split('\n')[0]}` : `it shows "${report.text.slice(0, 60)}"`}`);
            continue;
          }
          const sizes = (await page.locator(`${current(slide.no)} img`).evaluateAll((images) => images.map((img) => (img as HTMLImageElement).naturalWidth))) as number[];
          const loaded = sizes.filter((width) => width > 0).length;
          if (loaded < (slide.images?.length ?? 0) || loaded < sizes.length) problems.push(`slide ${slide.no} (${slide.source}): ${loaded} of ${sizes.length} images loaded, expected ${slide.images?.join(', ')}`);
        }
        expect(problems).toEqual([]);
      });
    }
  }

  return { openAt, stepOf, colourOf, dialectChecks };
}
