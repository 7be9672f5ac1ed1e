// The drawing sanitiser in a real DOM: the module is bundled as it ships and run in Chromium,
// against markup a hostile tab or a tampered localStorage could hand the drawing layer.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/chromium.ts';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      lib: { entry: path.resolve('src/client/features/drawing/sanitize.ts'), formats: ['iife'], name: 'DrawingSanitize' },
    },
  })) as Rolldown.RolldownOutput[];
  const code = output[0]?.output[0].code ?? '';
  browser = await launchChromium();
  page = await browser.newPage();
  await page.setContent('<!doctype html><html><body><svg id="layer" viewBox="0 0 980 551"></svg></body></html>');
  await page.addScriptTag({ content: code });
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

declare global {
  interface Window {
    DrawingSanitize: { sanitizeDrawing: (svg: string) => string };
    __pwned?: unknown;
  }
}

/** Sanitises `svg`, loads the result into the page's layer as drauu.load() does, and pokes every element. */
async function loadSanitised(svg: string): Promise<{ html: string; pwned: unknown; tags: string[]; attributes: string[] }> {
  return page.evaluate(async (input) => {
    const html = window.DrawingSanitize.sanitizeDrawing(input);
    const layer = document.getElementById('layer');
    if (!layer) throw new Error('no layer');
    layer.innerHTML = html;
    const elements = [...layer.querySelectorAll('*')];
    for (const el of elements) for (const type of ['mouseover', 'click', 'focus', 'load', 'error']) el.dispatchEvent(new Event(type));
    await new Promise((resolve) => setTimeout(resolve, 50));
    return {
      html,
      pwned: window.__pwned,
      tags: elements.map((el) => el.localName),
      attributes: elements.flatMap((el) => el.getAttributeNames()),
    };
  }, svg);
}

const HOSTILE = [
  // The payload of the issue: a handler, a script and a javascript: image.
  '<svg><path d="M0 0" onmouseover="window.__pwned=1"/><script>window.__pwned=1</script><image href="javascript:window.__pwned=1"/></svg>',
  '<path d="M0 0" onclick="window.__pwned=2" onload="window.__pwned=2"/>',
  '<foreignObject><div onclick="window.__pwned=3"><img src="x" onerror="window.__pwned=3"></div></foreignObject>',
  '<a href="javascript:window.__pwned=4"><path d="M0 0"/></a>',
  '<use href="data:image/svg+xml,<svg onload=window.__pwned=5>"/>',
  '<style>path{fill:url("javascript:window.__pwned=6")}</style><path style="fill:red" d="M0 0"/>',
  '<animate attributeName="href" to="javascript:window.__pwned=7"/><set attributeName="onmouseover" to="window.__pwned=7"/>',
  '</svg><img src="x" onerror="window.__pwned=8"><svg>',
  '<image xlink:href="javascript:window.__pwned=9"/><iframe src="javascript:window.__pwned=9"></iframe>',
];

describe('sanitizeDrawing in a browser', () => {
  it('makes the hostile payloads inert: no scripts, handlers, links, styles or foreign content', async () => {
    for (const payload of HOSTILE) {
      const { html, pwned, tags, attributes } = await loadSanitised(payload);
      expect(pwned, payload).toBeUndefined();
      expect(tags.filter((t) => !['svg', 'g', 'path', 'line', 'rect', 'ellipse', 'circle', 'defs', 'marker'].includes(t)), payload).toEqual([]);
      expect(attributes.filter((a) => /^on|href|style/i.test(a)), payload).toEqual([]);
      expect(html, payload).not.toMatch(/javascript:|<script|onmouseover|onerror/i);
    }
  });

  it('keeps the harmless part of a hostile drawing', async () => {
    const { tags, attributes } = await loadSanitised(HOSTILE[0] ?? '');
    expect(tags).toEqual(['svg', 'path']);
    expect(attributes).toEqual(['d']);
  });

  it('allows url() only as a reference to a marker inside the drawing', async () => {
    const { html } = await loadSanitised('<path d="M0 0" fill="url(https://tracker.example/p.svg#g)" stroke="url(javascript:alert(1))"/><line marker-end="url(#m-1)"/>');
    expect(html).toBe('<path d="M0 0"></path><line marker-end="url(#m-1)"></line>');
  });

  it('passes every kind of stroke drauu draws unchanged', async () => {
    const strokes = [
      '<path fill="#ff595e" d="M 76.57 76.55 Q 76.57 76.55 82.96 77.52 Z" data-drauu_index="0"></path>',
      '<line fill="transparent" stroke="#ff595e" stroke-width="4" stroke-linecap="round" x1="76.56" y1="229.69" x2="306.25" y2="229.69" data-drauu_index="1"></line>',
      '<g data-drauu_index="2"><defs><marker id="1edeb1b1-0e24" viewBox="0 -5 10 10" refX="5" refY="0" markerWidth="4" markerHeight="4" orient="auto"><path fill="#ff595e" d="M0,-5L10,0L0,5"></path></marker></defs><line fill="transparent" stroke="#ff595e" stroke-width="4" stroke-linecap="round" x1="76.56" y1="267.97" x2="306.25" y2="267.97" marker-end="url(#1edeb1b1-0e24)"></line></g>',
      '<rect fill="transparent" stroke="#ff595e" stroke-width="4" stroke-linecap="round" x="382.81" y="76.56" width="153.13" height="76.56" data-drauu_index="3"></rect>',
      '<ellipse fill="transparent" stroke="#ff595e" stroke-width="4" stroke-linecap="round" cx="459.38" cy="267.97" rx="76.56" ry="38.28" data-drauu_index="4"></ellipse>',
    ];
    for (const stroke of strokes) expect((await loadSanitised(stroke)).html).toBe(stroke);
  });
});
