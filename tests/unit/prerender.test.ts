import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deferStart, earlyMoves, gestureRules, inlineStylesheet } from '../../src/node/prerender.ts';
import { clickDirection, swipeDirection } from '../../src/shared/swipe.ts';
import { inlineHashes } from '../../src/node/server/built-deck.ts';

// What Vite writes, and what the first paint needs of it: the app's entry runs only once the
// pre-rendered slide is painted, from an inline module the page's Content-Security-Policy allows.
const built = `<!doctype html><html><head>
    <script type="module" crossorigin src="/talk/assets/index-AbC123.js"></script>
    <link rel="stylesheet" crossorigin href="/talk/assets/index-X.css">
  </head><body><div id="app"></div><script>boot()</script></body></html>`;

describe('deferStart', () => {
  const html = deferStart(built);

  it('takes the entry out of the head, so it does not compete with the fonts, and keeps the stylesheet', () => {
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/talk/assets/index-X.css">');
  });

  it('imports the entry, under the base path, once the slide is shown, after the boot script', () => {
    const inline = '<script type="module">await window.__deckShown;import("/talk/assets/index-AbC123.js")</script>';
    expect(html).toContain(inline);
    expect(html.indexOf(inline)).toBeGreaterThan(html.indexOf('<script>boot()</script>'));
  });

  it('names the inline module in the script hashes the server sends, so the policy lets it run', () => {
    const body = 'await window.__deckShown;import("/talk/assets/index-AbC123.js")';
    const hash = `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
    expect(inlineHashes(html).scripts).toContain(hash);
  });

  it('refuses a page without an entry script rather than write one that never starts', () => {
    expect(() => deferStart('<html><body></body></html>')).toThrow(/no entry script/);
  });
});

describe('deferStart, when the entry imports chunks of its own (React\'s)', () => {
  const withChunks = built.replace(
    '<link rel="stylesheet"',
    '<link rel="modulepreload" crossorigin href="/talk/assets/rolldown-runtime-Q.js">\n    <link rel="modulepreload" crossorigin href="/talk/assets/react-R1.js">\n    <link rel="stylesheet"',
  );
  const html = deferStart(withChunks);
  const inline = /<script type="module">([^<]*)<\/script>/.exec(html)?.[1] ?? '';

  it('takes their preload links out of the head as well', () => {
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/talk/assets/index-X.css">');
  });

  it('runs them once the slide is shown, and the entry only after they have run, a task later', async () => {
    const asked: string[] = [];
    const arrived = new Map<string, () => void>();
    const load = (src: string) => {
      asked.push(src);
      return new Promise<void>((resolve) => arrived.set(src, resolve));
    };
    let shown!: () => void;
    const page = { __deckShown: new Promise<void>((resolve) => (shown = resolve)) };
    // The inline module as the page runs it, with import() recorded.
    const run = new Function('window', 'load', `return (async () => { ${inline.replaceAll('import(', 'load(')} })()`) as (window: object, load: (src: string) => Promise<void>) => Promise<void>;
    const done = run(page, load);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toEqual([]);
    shown();
    await expect.poll(() => asked).toEqual(['/talk/assets/rolldown-runtime-Q.js', '/talk/assets/react-R1.js']);
    arrived.get('/talk/assets/rolldown-runtime-Q.js')?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).not.toContain('/talk/assets/index-AbC123.js');
    arrived.get('/talk/assets/react-R1.js')?.();
    // Not in the same task as React's start (every promise reaction of it run): after a timer.
    for (let reaction = 0; reaction < 20; reaction++) await Promise.resolve();
    expect(asked).not.toContain('/talk/assets/index-AbC123.js');
    await expect.poll(() => asked.at(-1)).toBe('/talk/assets/index-AbC123.js');
    arrived.get('/talk/assets/index-AbC123.js')?.();
    await done;
  });

  it('names the longer inline module in the script hashes too', () => {
    const hash = `'sha256-${createHash('sha256').update(inline, 'utf8').digest('base64')}'`;
    expect(inlineHashes(html).scripts).toContain(hash);
  });
});

describe('what the boot script answers itself, before the app runs', () => {
  it('moves between the pre-rendered slides where the deck’s rules lead from one to the other at its first step', () => {
    // Slide 1 without click steps: → and ↓ both lead to slide 2, ← and ↑ back from it.
    expect(earlyMoves([0, 2, 0], [1, 2])).toEqual({ 1: { next: 2, nextSlide: 2 }, 2: { prev: 1, prevSlide: 1 } });
    // Slide 1 with a click step: → shows the step (left to the app); ↓ still goes to slide 2; ← from
    // slide 2 lands on slide 1's last step, which was not pre-rendered; ↑ lands on its first.
    expect(earlyMoves([1, 0, 0], [1, 2])).toEqual({ 1: { nextSlide: 2 }, 2: { prevSlide: 1 } });
    // A deck of one slide, or only the first pre-rendered: nothing to show.
    expect(earlyMoves([0], [1])).toEqual({});
  });

  it('reads gestures by the app’s own rules, whose source stands alone in the page', () => {
    // Run apart from their module, as the boot script runs them: a name from outside would throw.
    const rules = new Function(`${gestureRules()} return { swipeDirection, clickDirection };`)() as { swipeDirection: typeof swipeDirection; clickDirection: typeof clickDirection };
    const swipes: [number, number][] = [[-270, 0], [270, 10], [-40, 0], [-60, 5], [0, -420], [5, 250], [0, -120]];
    for (const [dx, dy] of swipes) expect(rules.swipeDirection(dx, dy, 390, 844)).toBe(swipeDirection(dx, dy, 390, 844));
    for (const x of [10, 200, 300, 380]) expect(rules.clickDirection(x, 0, 390)).toBe(clickDirection(x, 0, 390));
  });
});

describe('inlineStylesheet', () => {
  const withBuild = async (css: string, run: (dir: string) => Promise<void>) => {
    const dir = await mkdtemp(path.join(tmpdir(), 'deck-inline-css-'));
    try {
      await mkdir(path.join(dir, 'assets'));
      await writeFile(path.join(dir, 'assets', 'index-X.css'), css);
      await run(dir);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };

  it('puts the first view\'s stylesheet in the page, named by a disabled link (never fetched), and the policy\'s hash covers it', async () => {
    await withBuild('h1{color:red}', async (dir) => {
      const html = await inlineStylesheet(built, dir, '/talk/');
      expect(html).toContain('<style>h1{color:red}</style><link rel="stylesheet" href="/talk/assets/index-X.css" disabled>');
      expect(html).not.toContain('crossorigin href="/talk/assets/index-X.css"');
      expect(inlineHashes(html).styles).toEqual([`'sha256-${createHash('sha256').update('h1{color:red}', 'utf8').digest('base64')}'`]);
    });
  });

  it('keeps addresses relative to the stylesheet working from the page (a relative base), and a </style> in a string from ending it', async () => {
    const relative = built.replace('href="/talk/assets/index-X.css"', 'href="./assets/index-X.css"');
    await withBuild('@font-face{src:url(./f.woff2)}a{background:url("/abs.png")}b{background:url(data:image/png;base64,AA)}i::after{content:"</style>"}', async (dir) => {
      const html = await inlineStylesheet(relative, dir, './');
      expect(html).toContain('url(assets/f.woff2)');
      expect(html).toContain('url("/abs.png")');
      expect(html).toContain('url(data:image/png;base64,AA)');
      expect(html).toContain('content:"<\\/style>"');
      expect(html.match(/<\/style>/g)).toHaveLength(1);
    });
  });
});
