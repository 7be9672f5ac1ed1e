// Which pages may change the deck's state: a browser names the page that makes a request in its
// Origin header, and only the deck's own pages (or origins the operator lists, e.g. the public
// address of a reverse proxy) may log in, present or draw. A page on another port or host is
// refused even when the browser holds the presenter's cookie.
import type { IncomingMessage } from 'node:http';

/** Origins as `scheme://host[:port]`, lower case, without a trailing slash; bad entries throw. */
export function parseOrigins(list: string | readonly string[] | undefined): string[] {
  const items = typeof list === 'string' ? list.split(',') : (list ?? []);
  return items
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      let url: URL;
      try {
        url = new URL(item);
      } catch {
        throw new Error(`"${item}" is not an origin; write it as https://talk.example.com`);
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`"${item}" is not an http(s) origin`);
      return url.origin;
    });
}

/**
 * Whether the request comes from a page the deck trusts: its Origin is the deck's own (the host the
 * request was sent to) or one of `allowed`. A request without Origin is not from a web page (browsers
 * always send it on WebSocket and POST requests), so it can only use a token it holds itself, never
 * a browser's cookie; it passes here and `cookieAllowed` tells the caller to ignore its cookie.
 */
export function originAllowed(req: Pick<IncomingMessage, 'headers'>, allowed: readonly string[]): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  if (origin === 'null') return false;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (allowed.includes(parsed.origin)) return true;
  const host = req.headers.host;
  return host !== undefined && parsed.host === host.toLowerCase() && (parsed.protocol === 'http:' || parsed.protocol === 'https:');
}

/** Whether the browser's cookie may stand for the presenter: only on requests a trusted page made. */
export function cookieAllowed(req: Pick<IncomingMessage, 'headers'>, allowed: readonly string[]): boolean {
  return req.headers.origin !== undefined && originAllowed(req, allowed);
}
