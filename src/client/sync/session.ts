// Whether a deck server is behind this page (a static build has none), and what it lets this browser do.
import { isViewerSecret } from '../../shared/live.ts';

export interface Session {
  /** False for a static build: no server, nothing to log into or sync with. */
  server: boolean;
  passwordRequired: boolean;
  /** Whether this browser holds a valid presenter token (always true without a password). */
  authorized: boolean;
}

const TOKEN_KEY = 'deck-presenter-token';
const STATIC: Session = { server: false, passwordRequired: false, authorized: true };

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

const VIEWER_KEY = 'deck-viewer';
let sessionViewer: string | null = null;

/**
 * This browser's device secret: the deck server derives the device's public id from it, so the
 * strokes drawn here stay this device's own across reloads. Made once, kept in localStorage.
 */
export function viewerSecret(): string {
  try {
    const kept = localStorage.getItem(VIEWER_KEY);
    if (isViewerSecret(kept)) return kept;
  } catch {
    // Storage disabled: one secret for this page.
  }
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  sessionViewer ??= btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_');
  try {
    localStorage.setItem(VIEWER_KEY, sessionViewer);
  } catch {
    // Not kept: after a reload this device draws as a new one.
  }
  return sessionViewer;
}

let cached: Promise<Session> | undefined;

/** Asks the server once per page (again after `refresh`). */
export function fetchSession(refresh = false): Promise<Session> {
  if (!cached || refresh) {
    cached = (async () => {
      if (!document.querySelector('meta[name="deck-server"]')) return STATIC;
      try {
        const token = presenterToken();
        const response = await fetch(apiUrl('session'), { headers: token ? { authorization: `Bearer ${token}` } : {} });
        if (!response.ok || !response.headers.get('content-type')?.includes('application/json')) return STATIC;
        const body = (await response.json()) as Partial<Session>;
        return { server: true, passwordRequired: body.passwordRequired === true, authorized: body.authorized === true };
      } catch {
        return STATIC;
      }
    })();
  }
  return cached;
}
