// The Slidev fixture decks (tests/fixtures/slidev-*/) as the dialect tests use them: what each
// expected.json says Slidev shows, a deck built, served and walked once per test file (its build's
// warnings kept), and the checks that turn a walk into a list of problems ("slide 3 (slides.md:27):
// …"), so a failing test names every slide that differs, not only the first.
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { SERVER_MANIFEST, type ServerManifest } from '../../src/node/build-files.ts';
import { serveDeck, type DeckServer } from '../../src/node/commands/serve.ts';
import type { DeckPage } from './browser.ts';
import { outcome, showsText, walkDeck, type SlideReport } from './walk.ts';

export interface ExpectedSlide {
  no: number;
  /** Where the slide comes from, file:line (for messages). */
  source: string;
  layout: string;
  /** Texts a viewer sees once every click step is shown. */
  texts: string[];
  /** Texts on the slide that are not visible at its last click step (hidden by a click, or notes). */
  hiddenTexts?: string[];
  /** Texts Slidev shows that this engine is not expected to (e.g. from a slide's own script). */
  slidevOnly?: string[];
  /** Images on the slide (paths as written): each must load. */
  images?: string[];
  /** A class the slide's layout carries (from its frontmatter). */
  class?: string;
  clicks: number;
  note?: string;
}

export interface ExpectedDeck {
  deck: string;
  about: string;
  /** Texts no slide shows (hidden or disabled slides, an importing slide's ignored body). */
  absentTexts?: string[];
  /** The headmatter's download URL. */
  download?: string;
  slides: ExpectedSlide[];
}

export const fixtureDir = (name: string) => path.resolve('tests/fixtures', name);

export function loadExpected(name: string): ExpectedDeck {
  return JSON.parse(readFileSync(path.join(fixtureDir(name), 'expected.json'), 'utf8')) as ExpectedDeck;
}

export interface WalkedDeck {
  server?: DeckServer;
  /** Why the deck did not build or serve. */
  buildError?: string;
  /** What the build printed on the warning channel (console.warn / console.error), colour codes removed, one entry per line. */
  warnings: string[];
  reports: SlideReport[];
  walkError?: string;
}

const stripAnsi = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, ''); // eslint-disable-line no-control-regex

/**
 * Builds and serves tests/fixtures/<name> in beforeAll (warnings kept, a failed build kept as the
 * result rather than thrown), walks every slide with its clicks counted, and stops it in afterAll.
 */
export function walkedFixture(name: string, newDeckPage: () => Promise<DeckPage>): WalkedDeck {
  const deck: WalkedDeck = { warnings: [], reports: [] };
  const folders: string[] = [];
  beforeAll(async () => {
    const out = await mkdtemp(path.join(tmpdir(), `deck-${name}-`));
    const stateDir = await mkdtemp(path.join(tmpdir(), `deck-${name}-state-`));
    folders.push(out, stateDir);
    const saved = { log: console.log, warn: console.warn, error: console.error };
    const keep = (...parts: unknown[]) => void deck.warnings.push(...stripAnsi(parts.map(String).join(' ')).split('\n').filter((l) => l.trim()));
    console.warn = console.error = keep;
    console.log = () => {};
    try {
      deck.server = await serveDeck({ root: fixtureDir(name), out, slides: 'slides.md', port: 0, host: '127.0.0.1', pdf: false, stateDir });
    } catch (err) {
      deck.buildError = err instanceof Error ? err.message : String(err);
    } finally {
      Object.assign(console, saved);
    }
    if (!deck.server) return;
    try {
      const manifest = JSON.parse(await readFile(path.join(out, SERVER_MANIFEST), 'utf8')) as ServerManifest;
      const { page } = await newDeckPage();
      deck.reports = await walkDeck(page, deck.server.url, manifest.slideCount);
    } catch (err) {
      deck.walkError = err instanceof Error ? err.message : String(err);
    }
  }, 300_000);
  afterAll(async () => {
    await deck.server?.close();
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });
  return deck;
}

/** The walk's reports; throws (failing the test with the reason) when the deck did not build or walk. */
export function walked(deck: WalkedDeck): SlideReport[] {
  if (deck.buildError !== undefined) throw new Error(`the deck did not build:\n${deck.buildError}`);
  if (deck.walkError !== undefined) throw new Error(`the walk stopped: ${deck.walkError}`);
  return deck.reports;
}

/** The deck's server; throws when it did not build. */
export function served(deck: WalkedDeck): DeckServer {
  if (!deck.server) throw new Error(`the deck did not build:\n${deck.buildError ?? '(no server)'}`);
  return deck.server;
}

const where = (slide: ExpectedSlide) => `slide ${slide.no} (${slide.source})`;
const clip = (text: string, length = 70) => (text.length > length ? `${text.slice(0, length)}…` : text);

/**
 * Each slide Slidev shows is there, in order: as many slides, and the first expected text on the walk's
 * slide of that number (a slide showing an error card is left to the card check).
 */
export function orderProblems(reports: SlideReport[], expected: ExpectedDeck): string[] {
  const problems: string[] = [];
  if (reports.length !== expected.slides.length) problems.push(`${reports.length} slides, Slidev shows ${expected.slides.length}`);
  for (const slide of expected.slides) {
    const report = reports[slide.no - 1];
    const title = slide.texts[0] ?? '';
    if (report?.card) continue;
    if (!report || !showsText(report, title)) problems.push(`${where(slide)}: should be "${title}", shows "${clip(report?.text ?? '(no slide)')}"`);
  }
  return problems;
}

export function cardProblems(reports: SlideReport[]): string[] {
  return reports.filter((r) => r.card).map((r) => `slide ${r.no}: error card ${clip(r.card ?? '', 160)}`);
}

export function blankProblems(reports: SlideReport[]): string[] {
  return reports.filter((r) => outcome(r) === 'blank').map((r) => `slide ${r.no}: blank${r.rendered ? '' : ' (never rendered)'}`);
}

export function consoleProblems(reports: SlideReport[]): string[] {
  return reports.flatMap((r) => r.errors.map((e) => `slide ${r.no}: ${clip(e.split('\n')[0] ?? '', 160)}`));
}

/** Every expected text visible, every hidden one not, no absent one anywhere. */
export function textProblems(reports: SlideReport[], expected: ExpectedDeck): string[] {
  const problems: string[] = [];
  for (const slide of expected.slides) {
    const report = reports[slide.no - 1];
    if (!report) continue; // orderProblems says so
    for (const text of slide.texts) if (!showsText(report, text)) problems.push(`${where(slide)}: "${text}" not shown`);
    for (const text of slide.hiddenTexts ?? []) if (showsText(report, text)) problems.push(`${where(slide)}: "${text}" shown, but Slidev does not show it at the last click`);
  }
  for (const text of expected.absentTexts ?? []) {
    for (const report of reports) if (showsText(report, text)) problems.push(`slide ${report.no}: "${text}" shown, but Slidev leaves it out`);
  }
  return problems;
}

export function layoutProblems(reports: SlideReport[], expected: ExpectedDeck): string[] {
  return expected.slides.flatMap((slide) => {
    const report = reports[slide.no - 1];
    if (!report) return [];
    const shown = report.layout ?? (report.card ? `an error card (data-layout ${report.dataLayout})` : '(no layout)');
    return shown === slide.layout ? [] : [`${where(slide)}: layout ${shown}, Slidev uses ${slide.layout}`];
  });
}

export function clickProblems(reports: SlideReport[], expected: ExpectedDeck): string[] {
  return expected.slides.flatMap((slide) => {
    const report = reports[slide.no - 1];
    if (!report) return [];
    return report.clicks === slide.clicks ? [] : [`${where(slide)}: ${report.clicks ?? 'unknown'} click steps, Slidev counts ${slide.clicks}`];
  });
}

/**
 * The build's warnings: each printed once, each with its file:line (`warning slides.md:12: …`), and a
 * summary line (`3 warnings: …`) when there are any. Lines that name a Markdown file's line or say
 * "warning" are the build's warnings; anything else it prints (Vite's own notes) is left alone.
 */
export function warningProblems(lines: string[]): string[] {
  const problems: string[] = [];
  const about = lines.filter((l) => /\bwarnings?\b/i.test(l) || /\.md:\d+/.test(l));
  const seen = new Map<string, number>();
  for (const line of about) seen.set(line, (seen.get(line) ?? 0) + 1);
  for (const [line, times] of seen) if (times > 1) problems.push(`printed ${times} times: ${clip(line, 140)}`);
  const isSummary = (l: string) => /^\d+ warnings?: /.test(l);
  for (const line of about) {
    if (!isSummary(line) && !/^warning [^\s:]+:\d+: /.test(line)) problems.push(`not of the form "warning <file>:<line>: …": ${clip(line, 140)}`);
  }
  if (about.some((l) => !isSummary(l)) && !about.some(isSummary)) problems.push('no summary line ("N warnings: …") after the warnings');
  return problems;
}
