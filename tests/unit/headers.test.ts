// The deck server's Content-Security-Policy frames the web pages the iframe layouts show, and
// nothing else: origins read from the slides' frontmatter at build time.
import { describe, expect, it } from 'vitest';
import type { DeckConfig } from '../../src/shared/types.ts';
import { deckSources, frameOriginsOf, securityHeaders } from '../../src/node/server/headers.ts';

const deck = (...slides: string[]) => slides.join('\n');

describe('frameOriginsOf', () => {
  it("takes the origin of each iframe layout's url", () => {
    const source = deck(
      '---', 'title: t', '---', '# one',
      '---', 'layout: iframe', 'url: https://example.com/tides?day=1', '---', '# two',
      '---', "layout: 'iframe-left'", 'url: "http://127.0.0.1:8080/board"', '---',
      '---', 'url: https://example.org/weather', 'layout: iframe-right # the forecast', '---',
      '---', 'layout: iframe', 'url: https://example.com/other', '---',
    );
    expect(frameOriginsOf(source)).toEqual(['http://127.0.0.1:8080', 'https://example.com', 'https://example.org']);
  });

  it("also reads the headmatter (the first slide's frontmatter)", () => {
    expect(frameOriginsOf(deck('---', 'title: t', 'layout: iframe', 'url: https://example.net/', '---'))).toEqual(['https://example.net']);
  });

  it('frames nothing for a url another layout reads, a path of the deck, or an address that is not http', () => {
    const source = deck(
      '---', 'layout: default', 'url: https://tracker.example/', '---',
      '---', 'layout: iframe', 'url: /frame.html', '---',
      '---', 'layout: iframe', 'url: javascript:alert(1)', '---',
      '---', 'layout: iframes', 'url: https://example.com/', '---',
      '---', 'layout: image', 'image: https://example.com/a.png', '---',
    );
    expect(frameOriginsOf(source)).toEqual([]);
  });
});

describe('the Content-Security-Policy', () => {
  // Only what deckSources reads: no PlantUML, Monaco or remote favicon here.
  const config = { plantUmlServer: 'https://www.plantuml.com/plantuml', favicon: '/favicon.svg', monaco: false } as DeckConfig;
  const headers = (source: string) => {
    const policy = { ...deckSources([source], config), frameAncestors: [] };
    return securityHeaders({ headers: { host: '127.0.0.1:3030' } }, policy)['content-security-policy'] ?? '';
  };

  it('frames only the deck itself when no slide shows another site', () => {
    expect(headers('# one')).toContain("frame-src 'self';");
  });

  it("lets iframe layouts show their url's origin, and loosens nothing else", () => {
    const plain = headers('# one');
    const framing = headers(deck('---', 'layout: iframe', 'url: https://example.com/tides', '---'));
    expect(framing).toContain("frame-src 'self' https://example.com;");
    expect(framing.replace(" https://example.com", '')).toBe(plain);
  });

  it('lets a {monaco-run} block run its code in a worker made from a blob, and grants it nothing an editor\'s page lacks', () => {
    const monaco = { ...config, monaco: true } as DeckConfig;
    const policy = (source: string) => securityHeaders({ headers: { host: '127.0.0.1:3030' } }, { ...deckSources([source], monaco), frameAncestors: [] })['content-security-policy'] ?? '';
    const running = policy('```ts {monaco-run}\nconsole.log(1)\n```');
    expect(running).toContain("worker-src 'self' blob:");
    expect(running).not.toContain("'unsafe-eval'"); // the code is the worker's own script, never eval'd
    expect(running).toMatch(/script-src 'self';/);
    expect(running).toBe(policy('```ts {monaco}\nconsole.log(1)\n```'));
  });
});
