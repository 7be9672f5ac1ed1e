// Asking the deck server whether presenting needs a password, and logging in.
// A static build has no server: then there is nothing to check and the presenter view is open.

const TOKEN_KEY = 'deck-presenter-token';
const api = (path: string) => `${import.meta.env.BASE_URL}api/${path}`;

export function presenterToken(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

function storeToken(token: string): void {
  try {
    sessionStorage.setItem(TOKEN_KEY, token);
  } catch {
    // Without session storage the password is asked again after a reload.
  }
}

export interface Session {
  passwordRequired: boolean;
  /** Whether this browser already holds a valid presenter token. */
  authorized: boolean;
}

const OPEN: Session = { passwordRequired: false, authorized: true };

export async function fetchSession(): Promise<Session> {
  try {
    const token = presenterToken();
    const response = await fetch(api('session'), { headers: token ? { authorization: `Bearer ${token}` } : {} });
    if (!response.ok || !response.headers.get('content-type')?.includes('application/json')) return OPEN;
    const body = (await response.json()) as Partial<Session>;
    return { passwordRequired: body.passwordRequired === true, authorized: body.authorized === true };
  } catch {
    return OPEN; // no server behind a static build
  }
}

/** Logs in; resolves true when the password was right. */
export async function login(password: string): Promise<boolean> {
  try {
    const response = await fetch(api('login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password }),
    });
    if (!response.ok) return false;
    const { token } = (await response.json()) as { token?: unknown };
    if (typeof token !== 'string') return false;
    storeToken(token);
    return true;
  } catch {
    return false;
  }
}
