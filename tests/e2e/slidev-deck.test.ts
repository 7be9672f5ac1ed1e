// A deck written for Slidev, from Slidev's documented syntax, builds here as it is: the fields this
// engine does not do are warnings (never a stop), and the Markdown features work — v-click, v-clicks,
// v-after, code steps, layouts and slots, notes, frontmatter, <Toc>.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDeck, type DeckServer } from '../../src/node/commands/serve.ts';
import { route, withChromium } from '../support/browser.ts';

const newDeckPage = withChromium();
let deck: DeckServer;
let out: string;
let stateDir: string;
const warnings: string[] = [];

beforeAll(async () => {
  out = await mkdtemp(path.join(tmpdir(), 'deck-slidev-'));
  stateDir = await mkdtemp(path.join(tmpdir(), 'deck-slidev-state-'));
  const warn = console.warn;
  console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
  try {
    deck = await serveDeck({ root: path.resolve('tests/fixtures/slidev-deck'), out, slides: 'slides.md', port: 0, host: '127.0.0.1', pdf: false, stateDir });
  } finally {
    console.warn = warn;
  }
}, 180_000);

afterAll(async () => {
  await deck?.close();
  await rm(out, { recursive: true, force: true });
  await rm(stateDir, { recursive: true, force: true });
});

async function open(at: string): Promise<Page> {
  const { page, errors } = await newDeckPage();
  page.on('close', () => expect(errors).toEqual([]));
  await page.goto(`${deck.url}#${at}`);
  await page.waitForSelector('html[data-deck-ready] .slide .layout');
  return page;
}

const shownItems = (page: Page, no: number) => page.locator(`.slide[data-slide="${no}"] li.slidev-vclick-target:not(.slidev-vclick-hidden)`).count();

describe('a Slidev deck', () => {
  it('builds, saying which of its fields this engine leaves out', () => {
    const said = warnings.join('\n');
    for (const field of ['author', 'keywords', 'mdc', 'htmlAttrs', 'export']) expect(said).toContain(`"${field}" is a Slidev option this engine does not support`);
    // Its theme (seriph) and its transitions are the engine's own now: nothing to say about them.
    expect(said).not.toMatch(/theme|transition/);
  });

  it('reveals v-clicks one by one, v-after with the click before it, and code steps line by line', async () => {
    const page = await open('/3');
    expect(await shownItems(page, 3)).toBe(0);
    for (let shown = 1; shown <= 4; shown++) {
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => shownItems(page, 3)).toBe(shown);
    }
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => route(page)).toBe('/4');
    const click = page.locator('.slide[data-slide="4"] .slidev-vclick-target');
    expect(await click.count()).toBe(2);
    expect(await page.locator('.slide[data-slide="4"] .slidev-vclick-target:not(.slidev-vclick-hidden)').count()).toBe(0);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.locator('.slide[data-slide="4"] .slidev-vclick-target:not(.slidev-vclick-hidden)').count()).toBe(2);

    await page.keyboard.press('ArrowRight');
    await expect.poll(() => route(page)).toBe('/5');
    const focused = () => page.locator('.slide[data-slide="5"] .line.line-focus').evaluateAll((lines) => lines.map((line) => line.getAttribute('data-line')));
    await expect.poll(focused).toEqual(['1']);
    await page.keyboard.press('ArrowRight');
    await expect.poll(focused).toEqual(['3', '4', '5', '6']);
  });

  it('lays out the cover, two columns with a right slot, and a contents list from the titles', async () => {
    const page = await open('/1');
    expect(await page.locator('.slide[data-slide="1"] .layout').getAttribute('class')).toContain('cover');
    await page.goto(`${deck.url}#/6`);
    await page.waitForSelector('.slide[data-slide="6"] .layout');
    expect(await page.locator('.slide[data-slide="6"] .col-right h1').textContent()).toBe('Black');
    await page.goto(`${deck.url}#/2`);
    const toc = page.getByRole('navigation', { name: 'Table of contents' });
    await toc.waitFor();
    const titles = await toc.locator('li').allTextContents();
    expect(titles).toEqual(expect.arrayContaining(['The states', 'One transition', 'In code', 'Green or black']));
  });

  it('gives the presenter the speaker notes', async () => {
    const page = await open('/presenter/3');
    await expect.poll(() => page.locator('.presenter-notes').textContent(), { timeout: 20_000 }).toContain('Reveal the states one by one.');
  });
});
