// The deck server's small JSON API: whether presenting needs a password, and logging in.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PresenterAuth } from './auth.ts';

const MAX_BODY = 4096;
export const SESSION_COOKIE = 'deck-presenter';
/** A wrong password waits this long, so guessing is slow. */
const FAILURE_DELAY_MS = 300;

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

/** The presenter token a request carries: as a bearer token, or in the session cookie. */
export function requestToken(req: Pick<IncomingMessage, 'headers'>): string | undefined {
  const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  if (bearer) return bearer;
  const cookie = req.headers.cookie?.split(';').map((part) => part.trim().split('='));
  return cookie?.find(([name]) => name === SESSION_COOKIE)?.[1];
}

function readBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        resolve(null);
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', () => resolve(null));
  });
}

async function login(req: IncomingMessage, res: ServerResponse, auth: PresenterAuth): Promise<void> {
  if (req.method !== 'POST') return send(res, 405, { error: 'Use POST' });
  const body = await readBody(req);
  let password: unknown;
  try {
    password = body === null ? undefined : (JSON.parse(body) as { password?: unknown }).password;
  } catch {
    password = undefined;
  }
  if (typeof password !== 'string') return send(res, 400, { error: 'Send {"password": "…"} as JSON' });
  const token = auth.required ? auth.login(password) : 'open';
  // The cookie lets the browser fetch presenter-only files (the speaker notes) without scripts.
  if (token) return send(res, 200, { token }, { 'set-cookie': `${SESSION_COOKIE}=${token}; HttpOnly; SameSite=Strict; Path=/` });
  await new Promise((resolve) => setTimeout(resolve, FAILURE_DELAY_MS));
  send(res, 401, { error: 'Wrong password' });
}

/** Handles /api/* requests; returns false for any other path. */
export async function handleApi(req: IncomingMessage, res: ServerResponse, auth: PresenterAuth, pathname: string): Promise<boolean> {
  if (!pathname.startsWith('/api/')) return false;
  if (pathname === '/api/session' && req.method === 'GET') {
    send(res, 200, { passwordRequired: auth.required, authorized: auth.allows(requestToken(req)) });
  }
  else if (pathname === '/api/login') await login(req, res, auth);
  else send(res, 404, { error: `No API at ${pathname}` });
  return true;
}
