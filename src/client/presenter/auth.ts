// Logging in as the presenter: the server checks the password and hands back a token (also set
// as a cookie, so the browser's other tabs may present without asking again).
import { getSyncBus } from '../sync/bus.ts';
import { apiUrl, fetchSession, presenterToken, storeToken } from '../sync/session.ts';

export { fetchSession };

/** Logs in; resolves true when the password was right. */
export async function login(password: string): Promise<boolean> {
  try {
    const response = await fetch(apiUrl('login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password }),
    });
    if (!response.ok) return false;
    const { token } = (await response.json()) as { token?: unknown };
    if (typeof token !== 'string') return false;
    storeToken(token);
    await fetchSession(true);
    return true;
  } catch {
    return false;
  }
}

/** Signs every other presenter session out (other browsers, a leaked link); this page gets a new token. */
export async function signOutOthers(): Promise<boolean> {
  try {
    const response = await fetch(apiUrl('revoke'), { method: 'POST', headers: { authorization: `Bearer ${presenterToken() ?? ''}` } });
    if (!response.ok) return false;
    const { token } = (await response.json()) as { token?: unknown };
    if (typeof token !== 'string') return false;
    storeToken(token);
    await fetchSession(true);
    // The server closed this page's live connection with the old token too: log in with the new one.
    getSyncBus().refreshCredentials();
    return true;
  } catch {
    return false;
  }
}
