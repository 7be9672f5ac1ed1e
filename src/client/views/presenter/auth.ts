// Logging in as the presenter: the server checks the password (or a pass a presenting device made
// for this one) and hands back a token (also set as a cookie, so the browser's other tabs may
// present without asking again).
import { getSyncBus } from '../../live/bus.ts';
import { apiUrl, fetchSession, presenterToken, storeToken } from '../../live/session.ts';

export { fetchSession };

/** How a login went: in, a wrong password (or pass), or held back (too many attempts, the server away), with what to say. */
export type LoginOutcome = { ok: true } | { ok: false; wrong: boolean; message: string };

async function logInWith(body: { password: string } | { grant: string }): Promise<LoginOutcome> {
  try {
    const response = await fetch(apiUrl('login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await response.json().catch(() => ({}))) as { token?: unknown; error?: unknown };
    if (response.ok && typeof answer.token === 'string') {
      storeToken(answer.token);
      await fetchSession(true);
      return { ok: true };
    }
    const said = typeof answer.error === 'string' ? answer.error.slice(0, 200) : `The server answered ${response.status}`;
    return { ok: false, wrong: response.status === 401, message: said };
  } catch {
    return { ok: false, wrong: false, message: 'The deck server cannot be reached; try again.' };
  }
}

/** Logs in with the presenter password. */
export const login = (password: string) => logInWith({ password });

/** Logs in with a pass another presenting device made for this one (`askForPass`). */
export const redeemPass = (grant: string) => logInWith({ grant });

/** A pass that lets another device present (for 5 minutes, once), or null when the server gave none. */
export async function askForPass(): Promise<{ grant: string; expiresInSeconds: number } | null> {
  try {
    const response = await fetch(apiUrl('grant'), { method: 'POST', headers: { authorization: `Bearer ${presenterToken() ?? ''}` } });
    const answer = (await response.json()) as { grant?: unknown; expiresInSeconds?: unknown };
    if (!response.ok || typeof answer.grant !== 'string' || typeof answer.expiresInSeconds !== 'number') return null;
    return { grant: answer.grant, expiresInSeconds: answer.expiresInSeconds };
  } catch {
    return null;
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
