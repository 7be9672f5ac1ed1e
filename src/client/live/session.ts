// Whether a deck server is behind this page (a static build has none), and what it lets this browser do.
import { isViewerSecret } from '../../shared/live.ts';
import { useEffect } from 'react';
import { loadKept, saveKept, type KeptFormat } from '../state/kept.ts';
import { createStore, useStore } from '../state/store.ts';
import { retrying } from '../deck/ui/retrying.ts';

export interface Session {
  /** False for a static build: no server, nothing to log into or sync with. */
  server: boolean;
  passwordRequired: boolean;
  /** Whether this browser holds a valid presenter token (always true without a password). */
  authorized: boolean;
  /** The address the audience should open (the server's LAN address), or null: this page's own. */
  joinUrl: string | null;
}

const TOKEN_KEY = 'deck-presenter-token';
const STATIC: Session = { server: false, passwordRequired: false, authorized: true, joinUrl: null };

/** An http(s) address from the server, or null. */
const webUrl = (value: unknown): string | null => (typeof value === 'string' && /^https?:\/\/[^\s"<>]{1,200}$/.test(value) ? value : null);

export const apiUrl = (path: string) => `${import.meta.env.BASE_URL}api/${path}`;

export function presenterToken(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  try {
    sessionStorage.setItem(TOKEN_KEY, token);
  } catch {
    // Without session storage the password is asked again after a reload.
  }
}

/** Version 0 kept the secret as raw text; a secret the server would refuse is made anew. */
const VIEWER: KeptFormat<string> = { key: 'deck-viewer', version: 1, read: (value) => (isViewerSecret(value) ? value : undefined) };
let sessionViewer: string | undefined;

/**
 * This browser's device secret: the deck server derives the device's public id from it, so the
 * strokes drawn here stay this device's own across reloads. Made once, kept in localStorage
 * (where storage is disabled, one secret for this page: after a reload it draws as a new device).
 */
export function viewerSecret(): string {
  sessionViewer ??= loadKept(VIEWER);
  if (sessionViewer === undefined) {
    const bytes = crypto.getRandomValues(new Uint8Array(18));
    sessionViewer = btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_');
    saveKept(VIEWER, sessionViewer);
  }
  return sessionViewer;
}

let cached: Promise<Session> | undefined;
/** The latest answer, for the views that show or hide something by it; null until there is one. */
const answered = createStore<Session | null>(null);

/** Asks the server once per page (again after `refresh`); while the server cannot be reached, until it can. */
export function fetchSession(refresh = false): Promise<Session> {
  if (!cached || refresh) {
    const asking = (async () => {
      if (!document.querySelector('meta[name="deck-server"]')) return STATIC;
      try {
        const response = await retrying(() => {
          const token = presenterToken();
          return fetch(apiUrl('session'), { headers: token ? { authorization: `Bearer ${token}` } : {} });
        });
        if (!response.ok || !response.headers.get('content-type')?.includes('application/json')) return STATIC;
        const body = (await response.json()) as Partial<Session>;
        return { server: true, passwordRequired: body.passwordRequired === true, authorized: body.authorized === true, joinUrl: webUrl(body.joinUrl) };
      } catch {
        return STATIC;
      }
    })();
    cached = asking;
    void asking.then((session) => cached === asking && answered.set(session));
  }
  return cached;
}

/** The session as the server last told it (null while asking), asking on first use. */
export function useSession(): Session | null {
  useEffect(() => void fetchSession(), []);
  return useStore(answered);
}
