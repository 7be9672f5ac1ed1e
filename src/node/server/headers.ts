// The headers every answer of the deck server carries: no content-type sniffing, no referrer to
// other sites, who may frame the deck, and a Content-Security-Policy that lets the deck's own files
// (and its inline boot scripts, by hash) run and nothing else, and frames only the web pages its
// iframe layouts show (and a <Tweet>'s or <Youtube>'s player, for a deck that has one).
import type { IncomingMessage } from 'node:http';
import { embedOrigins, embedsIn } from '../../shared/embeds.ts';
import { iframeLayoutNames } from '../../shared/layouts.ts';
import type { DeckConfig } from '../../shared/types.ts';
import type { InlineHashes } from './built-deck.ts';

export interface PagePolicy {
  /** Origins images may come from besides the deck: remote images in the slides, the PlantUML server. */
  imageOrigins: string[];
  /** Monaco editors and Mermaid diagrams on the slides bring `<style>` elements of their own. */
  inlineStyles: boolean;
  /** Origins whose pages may show the deck in a frame, besides the deck's own. */
  frameAncestors: string[];
  /** Origins of the web pages the slides show in frames (the iframe layouts' `url:`), besides the deck's own. */
  frameOrigins: string[];
  /** Origins of the videos and sounds the slides play (`<source src>`, `<video src>` in a <SlidevVideo>…), besides the deck's own. */
  mediaOrigins?: string[];
}

/** The http(s) origin of an address, or undefined (a path of the deck's own, or not a URL). */
function webOrigin(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined;
  } catch {
    return undefined; // not a URL: nothing to allow
  }
}

const IFRAME_LAYOUT = new RegExp(`^layout:\\s*["']?(?:${iframeLayoutNames.join('|')})["']?\\s*(?:#.*)?$`, 'm');

/**
 * The origins of the pages the deck's iframe layouts show: a frontmatter block (between two `---`
 * lines) that names an iframe layout and a `url: https://…`. Only those: a `url:` another layout
 * reads is not framed.
 */
export function frameOriginsOf(source: string): string[] {
  const origins = new Set<string>();
  for (const block of source.replace(/\r\n?/g, '\n').split(/^---[ \t]*$/m)) {
    if (!IFRAME_LAYOUT.test(block)) continue;
    const url = /^url:\s*["']?(https?:\/\/[^\s"'#]+)/m.exec(block)?.[1];
    const origin = url ? webOrigin(url) : undefined;
    if (origin) origins.add(origin);
  }
  return [...origins].sort();
}

/** What the page of this deck needs beyond its own files, read from its Markdown (every file it is made of) and configuration (at build time). */
export function deckSources(sources: readonly string[], config: DeckConfig): Pick<PagePolicy, 'imageOrigins' | 'inlineStyles' | 'frameOrigins' | 'mediaOrigins'> {
  const origins = new Set<string>();
  const media = new Set<string>();
  const add = (url: string) => {
    const origin = webOrigin(url);
    if (origin) origins.add(origin);
  };
  for (const source of sources) {
    // ![alt](https://…), <img src="https://…">, background: https://…, image: https://… (the image layouts', and Apple Basic's 3-images)
    for (const [, url] of source.matchAll(/(?:!\[[^\]]*\]\(\s*<?|<img\b[^>]*\bsrc\s*=\s*["']?|^(?:background|image|imageLeft|imageTopRight|imageBottomRight):\s*["']?)(https?:\/\/[^\s)"'>]+)/gim)) add(url ?? '');
    if (/^\s{0,3}(`{3,}|~{3,})\s*plantuml\b/m.test(source)) add(config.plantUmlServer);
    for (const [, url] of source.matchAll(/<(?:video|audio|source)\b[^>]*\bsrc\s*=\s*["']?(https?:\/\/[^\s"'>]+)/gi)) media.add(webOrigin(url ?? '') ?? '');
  }
  media.delete('');
  if (/^https?:/.test(config.favicon)) add(config.favicon);
  // <Tweet> and <Youtube>: their frames (and YouTube's thumbnail), only when a slide has one.
  const embeds = embedOrigins(sources.map(embedsIn).reduce((all, one) => ({ tweet: all.tweet || one.tweet, youtube: all.youtube || one.youtube }), { tweet: false, youtube: false }));
  for (const origin of embeds.images) origins.add(origin);
  return { imageOrigins: [...origins].sort(), inlineStyles: config.monaco !== false || sources.some((source) => /^\s{0,3}(`{3,}|~{3,})\s*mermaid\b/m.test(source)), frameOrigins: [...new Set([...sources.flatMap(frameOriginsOf), ...embeds.frames])].sort(), mediaOrigins: [...media].sort() };
}

export function securityHeaders(req: Pick<IncomingMessage, 'headers'>, policy: PagePolicy, inline: InlineHashes = { scripts: [], styles: [] }): Record<string, string> {
  const host = req.headers.host;
  const live = host ? ` ws://${host} wss://${host}` : '';
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${inline.scripts.join(' ')}`.trimEnd(),
    // The page's own <style> (the first view's stylesheet) by its hash; Monaco and Mermaid add <style>
    // elements of their own, so a deck with either allows any (a hash beside 'unsafe-inline' would void it).
    `style-src 'self' ${policy.inlineStyles ? "'unsafe-inline'" : inline.styles.join(' ')}`.trimEnd(),
    // Style attributes: the pre-rendered slides' canvas size and scale, React's inline styles.
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data: blob: ${policy.imageOrigins.join(' ')}`.trimEnd(),
    "font-src 'self'",
    `connect-src 'self'${live}`,
    `frame-src 'self' ${policy.frameOrigins.join(' ')}`.trimEnd(),
    "worker-src 'self' blob:",
    `media-src 'self' blob: ${(policy.mediaOrigins ?? []).join(' ')}`.trimEnd(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors 'self' ${policy.frameAncestors.join(' ')}`.trimEnd(),
  ].join('; ');
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
    // Older browsers know only this; with other origins allowed to frame the deck, the CSP says so.
    ...(policy.frameAncestors.length === 0 ? { 'x-frame-options': 'SAMEORIGIN' } : {}),
  };
}
