// A hash router on the platform's History API: the route lives after '#', e.g. '#/3?clicks=1'.
// The deck needs six route patterns, links, redirects and a little state per entry; this is that,
// in place of a router library that alone would take a quarter of the first view's script budget.
import { useEffect, useMemo, useSyncExternalStore, type AnchorHTMLAttributes } from 'react';
import { createEvents } from '../../state/store.ts';

export interface Location {
  pathname: string;
  search: string;
  /** State given to `navigate`, e.g. a notice to show; null for entries made otherwise. */
  state: unknown;
  /** Different for every navigation, so a view can tell two visits to one route apart. */
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

interface EntryState {
  usr: unknown;
  key: string;
}

/** Navigation made here: pushState and replaceState fire no event of the platform's. */
const navigated = createEvents();

/** Calls `listener` whenever the location may have changed (a navigation here, Back, an edited address). */
export function onLocationChange(listener: () => void): () => void {
  const stop = navigated.subscribe(listener);
  window.addEventListener('popstate', listener);
  window.addEventListener('hashchange', listener);
  return () => {
    stop();
    window.removeEventListener('popstate', listener);
    window.removeEventListener('hashchange', listener);
  };
}

/**
 * The route a location hash names: its path (%-escapes decoded where they are well formed) and
 * query. Whatever the hash holds (a stray %, `//`, characters a URL may not have), this returns a
 * route and never throws: a path that names nothing sends the viewer to a slide with a notice.
 */
export function parseHash(hash: string): { pathname: string; search: string } {
  const route = hash.startsWith('#') ? hash.slice(1) : hash;
  const cut = route.indexOf('?');
  const path = cut < 0 ? route : route.slice(0, cut);
  const search = cut < 0 ? '' : route.slice(cut);
  let pathname = path || '/';
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    // a malformed %-escape: the path as written, which matches no route
  }
  return { pathname: pathname.startsWith('/') ? pathname : `/${pathname}`, search: search === '?' ? '' : search };
}

/**
 * Has the first-paint script write the address of each slide it has shown: it writes it after the
 * frame that shows the slide (src/node/prerender.ts), and the app reads and writes the address after
 * any it still owes.
 */
function settleEarlyAddress(): void {
  (window as { __deckEarlyAddress?: () => void }).__deckEarlyAddress?.();
}

let cached: { id: string; location: Location } | null = null;

function entryState(): Partial<EntryState> {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null ? (state as Partial<EntryState>) : {};
}

/** The current location; the same object while nothing changed (as useSyncExternalStore needs). */
export function currentLocation(): Location {
  settleEarlyAddress();
  const { usr = null, key = 'default' } = entryState();
  const id = `${window.location.hash}\n${key}`;
  if (cached?.id !== id) {
    cached = { id, location: { ...parseHash(window.location.hash), state: usr, key } };
  }
  return cached.location;
}

/**
 * The page's own address with the route `to` as its hash. Whole, not from the path: a path that
 * begins with two slashes (`https://host//`, a link's or a proxy's typo) would be read as another host's.
 */
export function addressWithHash(to: string): string {
  const url = new URL(window.location.href);
  url.hash = to;
  return url.href;
}

/** Goes to `to` (a path such as "/3?clicks=1"), adding a history entry unless `replace`. */
export function navigate(to: string, options: NavigateOptions = {}): void {
  settleEarlyAddress();
  const entry: EntryState = { usr: options.state ?? null, key: Math.random().toString(36).slice(2, 10) };
  const url = addressWithHash(to);
  if (options.replace) window.history.replaceState(entry, '', url);
  else window.history.pushState(entry, '', url);
  navigated.emit();
}

export type NavigateFunction = typeof navigate;

export function useLocation(): Location {
  return useSyncExternalStore(onLocationChange, currentLocation);
}

/** The current path alone: a view that reads only it is left alone by click steps and other query changes. */
export function usePathname(): string {
  return useSyncExternalStore(onLocationChange, () => currentLocation().pathname);
}

export function useNavigate(): NavigateFunction {
  return navigate;
}

export function useSearchParams(): [URLSearchParams] {
  const { search } = useLocation();
  return [useMemo(() => new URLSearchParams(search), [search])];
}

/** Redirects once rendered. */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  useEffect(() => navigate(to, { replace, state }), [to, replace, state]);
  return null;
}

/** A link to a route; a plain anchor, since changing the hash is all it takes. */
export function Link({ to, ...props }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a href={`#${to}`} {...props} />;
}
