import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deferStart } from '../../src/node/prerender.ts';
import { inlineScriptHashes } from '../../src/node/server/built-deck.ts';

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
    expect(inlineScriptHashes(html)).toContain(hash);
  });

  it('refuses a page without an entry script rather than write one that never starts', () => {
    expect(() => deferStart('<html><body></body></html>')).toThrow(/no entry script/);
  });
});
