// The deck configuration end to end: a fixture deck (tests/fixtures/config-deck) that sets every field
// to something other than its default, built once and served statically, next to the talk (built by
// the global setup) for the fields the talk sets differently. A "remote" host on 127.0.0.1 stands in
// for a PlantUML server and for image hosts.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import sirv from 'sirv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDeck } from '../../src/node/commands/build.ts';
import { decodePlantUml } from '../../src/node/compile/plantuml.ts';
import { chromiumPath } from '../../src/node/chromium.ts';
import { contextDefaults, route, settledRoute, waitForSlide, deckURL, withChromium } from '../support/browser.ts';
import { talk } from '../support/deck.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const FIXTURE = path.resolve('tests/fixtures/config-deck');
const DIAGRAM = '@startuml\nBob -> Alice : hello ✓\n@enduml';

let remote: Server;
let remoteOrigin: string;
/** Paths the remote host was asked for, and the diagram texts it decoded. */
const remoteRequests: string[] = [];
const diagrams: string[] = [];

let site: Server;
let origin: string;
let root: string;
let out: string;
let source: string;
const warnings: string[] = [];

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}

beforeAll(async () => {
  // The "remote" host: a PlantUML test double that decodes the path, and an image host.
  remote = createServer((req, res) => {
    const url = req.url ?? '';
    remoteRequests.push(url);
    const diagram = /^\/plantuml\/svg\/([0-9A-Za-z_-]+)$/.exec(url)?.[1];
    if (diagram) {
      const text = decodePlantUml(diagram);
      diagrams.push(text);
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80"><rect width="240" height="80" fill="#eee"/><text x="10" y="45">${text.split('\n')[1]?.replace(/[<>&]/g, '') ?? ''}</text></svg>`;
      return void res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(svg);
    }
    if (url === '/remote/pixel.png' || url === '/remote/backdrop.png') return void res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    res.writeHead(404).end();
  });
  remoteOrigin = await listen(remote);

  // The fixture, pointed at the remote host (its port is only known now).
  root = await mkdtemp(path.join(process.cwd(), 'tests/fixtures/tmp-config-'));
  await cp(FIXTURE, root, { recursive: true });
  source = (await readFile(path.join(root, 'slides.md'), 'utf8'))
    .replaceAll('__PLANTUML__', `${remoteOrigin}/plantuml`)
    .replaceAll('__REMOTE__', `${remoteOrigin}/remote`);
  await writeFile(path.join(root, 'slides.md'), source);

  out = await mkdtemp(path.join(tmpdir(), 'deck-config-'));
  const warn = console.warn;
  console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
  try {
    await buildDeck({ base: '/', out, slides: 'slides.md', force: true, root, pdf: false });
  } finally {
    console.warn = warn;
  }
  const files = sirv(out, { dev: false });
  site = createServer((req, res) => files(req, res, () => void res.writeHead(404).end()));
  origin = await listen(site);
}, 240_000);

afterAll(async () => {
  await Promise.all([site, remote].map((server) => new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)))));
  await rm(root, { recursive: true, force: true });
  await rm(out, { recursive: true, force: true });
});

const newPage = withChromium({ baseURL: () => `${origin}/` });
const talkURL = (route: string) => `${deckURL()}#${route}`;
/** The talk's first slide with a code block. */
const talkCode = talk.slides.find((s) => s.content.includes('```rust'));
const lineOf = (text: string) => source.split('\n').findIndex((line) => line.includes(text)) + 1;

async function openTalk(page: Page, no: number): Promise<void> {
  await page.goto(talkURL(`/${no}`));
  await waitForSlide(page, no);
}

describe('document and page', () => {
  it('title and titleTemplate make the document title', async () => {
    const { page, open } = await newPage();
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toContain('<title>Config fixture | Config test</title>');
    await open('/1');
    await waitForSlide(page, 1);
    expect(await page.title()).toBe('Config fixture | Config test');
    await open('/3');
    await waitForSlide(page, 3);
    // Set once the slide is painted.
    await expect.poll(() => page.title()).toBe('Code · Config fixture | Config test');
  });

  it('favicon is the page icon', async () => {
    const { page, open } = await newPage();
    await open('/1');
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(href).toBe('/fixture-icon.svg');
    const response = await page.request.get(`${origin}${href}`);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<circle');
  });

  it('selectable: false stops text selection on the slide; the talk (true) allows it', async () => {
    const { page, open } = await newPage();
    const userSelect = () => page.locator('.play-view .canvas').evaluate((el) => getComputedStyle(el).userSelect);
    await open('/3');
    await waitForSlide(page, 3);
    expect(await page.locator('main.play-view.not-selectable').count()).toBe(1);
    expect(await userSelect()).toBe('none');
    await openTalk(page, 3);
    expect(await page.locator('main.play-view.not-selectable').count()).toBe(0);
    expect(await userSelect()).not.toBe('none');
  });

  it('colorSchema: dark is dark on a light system and cannot be toggled', async () => {
    const { page, open } = await newPage({ colorScheme: 'light' });
    const dark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    await open('/2');
    await waitForSlide(page, 2);
    expect(await dark()).toBe(true);
    await page.keyboard.press('d');
    expect(await dark()).toBe(true);
    await openTalk(page, 2); // colorSchema: auto follows the light system
    expect(await dark()).toBe(false);
  });

  it('themeConfig colours become CSS variables; primary colours the slides', async () => {
    const { page, open } = await newPage();
    await open('/2');
    await waitForSlide(page, 2);
    const vars = await page.evaluate(() => {
      const style = getComputedStyle(document.documentElement);
      return [style.getPropertyValue('--deck-primary').trim(), style.getPropertyValue('--deck-theme-accent').trim()];
    });
    expect(vars).toEqual(['#0a7d45', '#3366fe']);
    const marker = await page.locator('.toc li').first().evaluate((el) => getComputedStyle(el, '::marker').color);
    expect(marker).toBe('rgb(10, 125, 69)');
  });

  it('info fills the info dialog', async () => {
    const { page, open } = await newPage();
    await open('/2');
    await waitForSlide(page, 2);
    await page.getByRole('button', { name: 'Info', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'About this deck' });
    expect(await dialog.locator('h2').textContent()).toBe('Fixture info');
    expect(await dialog.locator('em').textContent()).toBe('every');
  });

  it('download and exportFilename give the Download PDF link', async () => {
    const { page, open } = await newPage();
    await open('/2');
    await waitForSlide(page, 2);
    expect(await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe('/fixture-export.pdf');
  });

  it('css: the talk\'s stylesheet applies, after the engine\'s', async () => {
    const { page, open } = await newPage();
    await open('/8');
    await waitForSlide(page, 8);
    expect(await page.locator('.fixture-css').evaluate((el) => getComputedStyle(el).color)).toBe('rgb(1, 2, 3)');
    expect(await page.locator('.slide:visible h1').evaluate((el) => getComputedStyle(el).fontWeight)).toBe('200');
    await openTalk(page, 3);
    expect(await page.locator('.slide:visible h1').first().evaluate((el) => getComputedStyle(el).fontWeight)).toBe('600');
  });
});

describe('code blocks', () => {
  const lineNumber = (page: Page, block: number) =>
    page.locator('.slide:visible .code-block').nth(block).locator('.line').first().evaluate((el) => getComputedStyle(el, '::before').content);

  it('highlighter: shiki colours the code at build time', async () => {
    const { page, open } = await newPage();
    await open('/3');
    await waitForSlide(page, 3);
    const pre = page.locator('.slide pre').first();
    expect(await pre.getAttribute('class')).toContain('shiki');
    expect(await pre.getAttribute('data-lang')).toBe('ts');
    const keyword = pre.locator('.line span').first();
    expect(await keyword.getAttribute('class')).toMatch(/\bskl-[0-9a-f]+ skd-[0-9a-f]+\b/);
    expect(await keyword.evaluate((el) => getComputedStyle(el).color)).not.toBe(await pre.evaluate((el) => getComputedStyle(el).color));
  });

  it('lineNumbers numbers the lines; {lines:false} turns them off for one block; the talk has none', async () => {
    const { page, open } = await newPage();
    await open('/3');
    await waitForSlide(page, 3);
    expect(await page.locator('.slide:visible .code-block').nth(0).getAttribute('class')).toContain('line-numbers');
    expect(await lineNumber(page, 0)).toBe('counter(code-line)');
    expect(await page.locator('.slide:visible .code-block').nth(1).getAttribute('class')).not.toContain('line-numbers');
    expect(await lineNumber(page, 1)).toBe('none');
    if (!talkCode) throw new Error('the talk has no code slide');
    await openTalk(page, talkCode.no);
    expect(await lineNumber(page, 0)).toBe('none');
  });

  it('codeCopy: false leaves the copy button out', async () => {
    const { page, open } = await newPage();
    await open('/3');
    await waitForSlide(page, 3);
    expect(await page.locator('.slide:visible .code-block').count()).toBe(2);
    expect(await page.getByRole('button', { name: 'Copy code' }).count()).toBe(0);
  });

  it('codeCopy (the talk): the button copies the code and says "Copied" for 1500 ms', async () => {
    const { page } = await newPage();
    if (!talkCode) throw new Error('the talk has no code slide');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(deckURL()).origin });
    await openTalk(page, talkCode.no);
    const fence = /```rust[^\n]*\n([\s\S]*?)\n```/.exec(talkCode.content)?.[1] ?? '';
    const block = page.locator('.slide:visible .code-block').first();
    await block.hover();
    const button = block.getByRole('button', { name: 'Copy code' });
    // A paused clock: only runFor moves the time the page sees.
    await page.clock.install({ time: 0 });
    await page.clock.pauseAt(60_000);
    await button.click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(fence);
    const copied = block.getByRole('button', { name: 'Copied' });
    expect(await copied.textContent()).toBe('Copied');
    await page.clock.runFor(1400);
    // The click did not move the deck (a move's address is written a frame later: the clock has run past it).
    expect(route(page)).toBe(`/${talkCode.no}`);
    expect(await copied.count()).toBe(1);
    await page.clock.runFor(100);
    await button.waitFor();
    expect(await copied.count()).toBe(0);
  });
});

describe('monaco', () => {
  it('keeps Monaco out of the first view, then loads it from the build for a {monaco} block', async () => {
    const { page, open } = await newPage();
    const scripts: { url: string; body: string }[] = [];
    const requests: string[] = [];
    const workers: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    page.on('worker', (w) => workers.push(w.url()));
    page.on('response', async (r) => {
      if (r.request().resourceType() === 'script' || r.url().endsWith('.js')) scripts.push({ url: r.url(), body: await r.text().catch(() => '') });
    });
    await open('/1');
    await waitForSlide(page, 1);
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script.url).not.toMatch(/Monaco|editor\.worker/);
      expect(script.body.includes('MonacoEnvironment'), script.url).toBe(false);
    }

    await open('/4');
    await waitForSlide(page, 4);
    const editor = page.locator('.slide:visible .deck-monaco .monaco-editor');
    await editor.waitFor({ timeout: 20_000 });
    await expect.poll(() => page.locator('.slide:visible .deck-monaco .view-lines').textContent()).toContain('greeting');
    expect(await page.locator('.slide:visible .deck-monaco-static').evaluate((el) => getComputedStyle(el).visibility)).toBe('hidden');

    // Editable, and keys and clicks in it stay in the editor.
    await page.locator('.slide:visible .deck-monaco .view-line').first().click();
    await page.keyboard.press('End');
    await page.keyboard.type(' // edited');
    await page.keyboard.press('ArrowLeft'); // would be "previous slide" outside the editor
    await page.keyboard.press('Space'); // would be "next"
    await expect.poll(() => page.locator('.slide:visible .deck-monaco .view-lines').textContent()).toMatch(/\/\/[\s\u00a0]edite[\s\u00a0]d/);
    expect(await settledRoute(page)).toBe('/4');

    // Everything came from the deck's own origin: no CDN.
    const elsewhere = requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:'));
    expect(elsewhere).toEqual([]);
    expect(requests.some((url) => /\/assets\/MonacoEditor-[\w-]+\.js$/.test(url))).toBe(true);
    expect(workers.some((url) => url.startsWith(`${origin}/assets/editor.worker`))).toBe(true);
  });
});

describe('monaco on the slide laid out ahead', () => {
  it('stays highlighted code while ahead, and becomes the editor once the slide is shown', async () => {
    const { page, open } = await newPage();
    await open('/3');
    await waitForSlide(page, 3);
    const block = page.locator('.slide[data-slide="4"] .deck-monaco');
    await block.waitFor({ state: 'attached' });
    expect(await block.getAttribute('class')).toContain('deck-monaco-static');
    await page.keyboard.press('ArrowDown');
    await waitForSlide(page, 4);
    await page.locator('.slide[data-slide="4"] .deck-monaco .monaco-editor').waitFor({ timeout: 20_000 });
    await expect.poll(() => page.locator('.slide[data-slide="4"] .deck-monaco .view-lines').textContent()).toContain('greeting');
  });
});

describe('plantUmlServer and remoteAssets', () => {
  it('a plantuml block is an image from the server\'s SVG endpoint, with the text encoded as PlantUML reads it', async () => {
    expect(diagrams).toContain(DIAGRAM);
    expect(remoteRequests.some((url) => url.startsWith('/plantuml/svg/'))).toBe(true);
    const { page, open } = await newPage();
    await open('/6');
    await waitForSlide(page, 6);
    const image = page.locator('.slide:visible img.plantuml');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(240);
    // With remoteAssets on, the diagram was downloaded at build time like any remote image.
    expect(await image.getAttribute('src')).toMatch(/^(\/assets\/.+\.svg|data:image\/svg\+xml[;,])/); // small files are inlined
  });

  it('remoteAssets: remote images are downloaded into the build; a failed one keeps its URL, with a message naming the line', async () => {
    const { page, open } = await newPage();
    const before = remoteRequests.filter((url) => url === '/remote/pixel.png').length;
    expect(before).toBe(1); // once, at build time
    await open('/7');
    await waitForSlide(page, 7);
    const pixel = page.getByAltText('A remote pixel');
    expect(await pixel.getAttribute('src')).toMatch(/^(\/assets\/.+\.png|data:image\/png;base64,)/); // small files are inlined
    await expect.poll(() => pixel.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    expect(await page.getByAltText('A missing image').getAttribute('src')).toBe(`${remoteOrigin}/remote/missing.png`);
    expect(remoteRequests.filter((url) => url === '/remote/pixel.png')).toHaveLength(before);
    // A remote `background:` too: the layout shows the build's copy, fetched once at build time.
    const backdrop = await page.locator('.slide:visible .layout').evaluate((el) => getComputedStyle(el).backgroundImage);
    expect(backdrop).toMatch(/^url\("(http:\/\/127\.0\.0\.1:\d+\/assets\/.+\.png|data:image\/png;base64,.+)"\)$/);
    expect(backdrop).not.toContain(remoteOrigin);
    expect(remoteRequests.filter((url) => url === '/remote/backdrop.png')).toHaveLength(1);
    const line = lineOf('missing.png');
    expect(warnings.join('\n')).toContain(
      `slides.md:${line}: slide 7: remoteAssets: could not download ${remoteOrigin}/remote/missing.png (the server answered 404 Not Found); the slide keeps the remote URL`,
    );
  });
});

describe('table of contents and click variants', () => {
  it('<Toc /> lists the slides by level, without hidden ones, and jumps to them', async () => {
    const { page, open } = await newPage();
    await open('/2');
    await waitForSlide(page, 2);
    const toc = page.getByRole('navigation', { name: 'Table of contents' });
    const top = await toc.locator(':scope > ol > li > a').allTextContents();
    expect(top).toEqual(['Config fixture', 'Contents', 'Code', 'Diagrams', 'Styled']);
    expect(await toc.locator(':scope > ol > li').nth(2).locator('ol a').allTextContents()).toEqual(['Monaco']);
    expect(await toc.locator(':scope > ol > li').nth(3).locator('ol a').allTextContents()).toEqual(['Remote images']);
    expect(await toc.getByText('Hidden slide').count()).toBe(0);
    await toc.getByRole('link', { name: 'Diagrams' }).click();
    await waitForSlide(page, 6);
    await expect.poll(() => route(page)).toBe('/6');

    // In the presenter view, an entry keeps the presenter there.
    await open('/presenter/2');
    const current = page.locator('.presenter-current');
    await current.locator('.slide[data-slide="2"] .layout').waitFor();
    await current.getByRole('link', { name: 'Diagrams' }).click();
    await expect.poll(() => route(page)).toBe('/presenter/6');
  });

  it('a click variant animates the reveal (up: from below)', async () => {
    const { page, open } = await newPage();
    await open('/8');
    await waitForSlide(page, 8);
    const revealed = page.locator('.slide:visible .slidev-vclick-anim-up');
    expect(await revealed.getAttribute('class')).toContain('slidev-vclick-hidden');
    expect(await revealed.evaluate((el) => getComputedStyle(el).translate)).toBe('0px 20px');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => revealed.getAttribute('class')).not.toContain('slidev-vclick-hidden');
    await expect.poll(() => revealed.evaluate((el) => getComputedStyle(el).translate)).toBe('none');
  });
});

describe('record', () => {
  let browser: Browser;
  beforeAll(async () => {
    // Chromium's fake camera, microphone and screen, allowed without a prompt.
    browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: ['--no-sandbox', '--disable-gpu', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
    });
  });
  afterAll(() => browser?.close());

  it('the presenter records camera and screen and downloads each as WebM', async () => {
    const context = await browser.newContext({ ...contextDefaults, acceptDownloads: true });
    try {
      const page = await context.newPage();
      await page.goto(`${origin}/#/presenter/1`);
      await page.getByRole('button', { name: 'Record' }).click();
      await page.getByRole('checkbox', { name: 'Camera' }).check();
      await page.getByRole('checkbox', { name: 'Screen' }).check();
      await page.getByRole('button', { name: 'Start recording' }).click();
      const stop = page.getByRole('button', { name: 'Stop recording' });
      await stop.waitFor();
      await page.waitForTimeout(1200);
      await stop.click();
      const links = page.getByRole('link', { name: /^Download (camera|screen) recording$/ });
      await links.nth(1).waitFor();
      const files: string[] = [];
      for (const link of await links.all()) {
        expect(await link.getAttribute('type')).toBe('video/webm');
        const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
        expect(download.suggestedFilename()).toMatch(/^fixture-export-(camera|screen)-\d{4}-\d{2}-\d{2}-\d{4}\.webm$/);
        const bytes = await readFile(await download.path());
        expect(bytes.length).toBeGreaterThan(1000);
        expect(bytes.subarray(0, 4).toString('hex')).toBe('1a45dfa3'); // WebM (EBML) header
        files.push(download.suggestedFilename());
      }
      expect(files.map((f) => f.split('-')[2]).sort()).toEqual(['camera', 'screen']);
    } finally {
      await context.close();
    }
  });

  it('record: dev (the talk) has no Record control in a build', async () => {
    const page = await browser.newPage();
    try {
      await page.goto(talkURL('/presenter/1'));
      await page.locator('.presenter-header').waitFor();
      expect(await page.getByRole('button', { name: 'Open audience view' }).or(page.getByRole('link', { name: 'Open audience view' })).count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Record' }).count()).toBe(0);
    } finally {
      await page.close();
    }
  });
});
