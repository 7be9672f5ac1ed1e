// Logging in as the presenter: the server checks the password and hands back a token
// (also set as a cookie, so presenter-only files such as the notes load).
import { apiUrl, fetchSession, storeToken } from '../sync/session.ts';

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
