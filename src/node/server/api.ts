// The deck server's small JSON API: whether presenting needs a password, logging in (with the
// password, or with a pass a presenting device made for another), the speaker notes (for the
// presenter only), and signing every other presenter session out. A request that changes something
// must come from one of the deck's own pages (Origin), and guessing the password is limited in rate
// per address and overall.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { GRANT_LIFETIME_MS, type PresenterAuth } from './auth.ts';
import type { LoginLimiter } from './login-limiter.ts';
import { originAllowed } from './origin.ts';

const MAX_BODY = 4096;
/** A body this much larger is not read to its end: the connection is closed instead. */
const MAX_DRAINED = 1 << 20;
export const SESSION_COOKIE = 'deck-presenter';
/** A wrong password waits this long, so one guess after another is slow. */
const FAILURE_DELAY_MS = 300;

export interface SpeakerNote {
  no: number;
  html: string;
}

export interface ApiContext {
  auth: PresenterAuth;
  limiter: LoginLimiter;
  /** Origins besides the deck's own whose pages may log in (see origin.ts). */
  allowedOrigins: readonly string[];
  /** The speaker notes of the deck being served. */
  notes: () => Promise<SpeakerNote[]>;
  /** The address the audience should open when it is not the page's own (the server's LAN address). */
  joinUrl?: string | null;
}

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

/** The cookie that lets the browser stay the presenter in its other tabs; `Secure` when the page came over HTTPS. */
function sessionCookie(req: IncomingMessage, token: string): string {
  const https = (req.socket as { encrypted?: boolean }).encrypted === true || req.headers['x-forwarded-proto'] === 'https';
  return `${SESSION_COOKIE}=${token}; HttpOnly; SameSite=Strict; Path=/; Max-Age=${12 * 60 * 60}${https ? '; Secure' : ''}`;
}

/** The body as text; 'too-large' once it passes MAX_BODY (what follows is read and dropped, up to a point). */
function readBody(req: IncomingMessage): Promise<string | 'too-large' | null> {
  return new Promise((resolve) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY) chunks.push(chunk);
      else if (size > MAX_DRAINED) req.destroy();
    });
    req.on('end', () => resolve(size > MAX_BODY ? 'too-large' : Buffer.concat(chunks).toString('utf8')));
    req.on('error', () => resolve(null));
    req.on('close', () => resolve(null));
  });
}

async function login(req: IncomingMessage, res: ServerResponse, { auth, limiter }: ApiContext): Promise<void> {
  const body = await readBody(req);
  if (body === 'too-large') return send(res, 413, { error: `The request is larger than ${MAX_BODY} bytes` });
  let sent: { password?: unknown; grant?: unknown } = {};
  try {
    const parsed: unknown = body === null ? null : JSON.parse(body);
    if (typeof parsed === 'object' && parsed !== null) sent = parsed;
  } catch {
    // not JSON: said below
  }
  // A pass from a device that presents already (auth.grant): no password, so no guessing to slow down.
  if (typeof sent.grant === 'string') {
    const token = auth.required ? auth.redeem(sent.grant) : 'open';
    if (!token) return send(res, 401, { error: 'This link to present has expired or was used already; ask for a new one on a device that presents' });
    return send(res, 200, { token }, { 'set-cookie': sessionCookie(req, token) });
  }
  const { password } = sent;
  if (typeof password !== 'string') return send(res, 400, { error: 'Send {"password": "…"} as JSON' });
  const attempt = limiter.attempt(req.socket.remoteAddress);
  if (!attempt.allowed) {
    const wait = Math.max(1, attempt.retryAfterSeconds);
    return send(res, 429, { error: `Too many attempts; try again in ${wait} s` }, { 'retry-after': String(wait) });
  }
  const token = auth.required ? auth.login(password) : 'open';
  if (token) {
    attempt.succeeded();
    // The cookie lets the browser's other tabs open the presenter view without asking again.
    return send(res, 200, { token }, { 'set-cookie': sessionCookie(req, token) });
  }
  await new Promise((resolve) => setTimeout(resolve, FAILURE_DELAY_MS));
  send(res, 401, { error: 'Wrong password' });
}

/** A pass for another device to present with (a logged-in device approves a new one): for the presenter only. */
async function grant(req: IncomingMessage, res: ServerResponse, { auth }: ApiContext): Promise<void> {
  if (!auth.required) return send(res, 409, { error: 'There is no presenter password: any device may present' });
  if (!auth.allows(requestToken(req))) return send(res, 403, { error: 'Only the presenter may let another device present' });
  send(res, 200, { grant: auth.grant(), expiresInSeconds: GRANT_LIFETIME_MS / 1000 });
}

/** Signs every presenter session out, everywhere, but for the caller, who gets a new token. */
async function revoke(req: IncomingMessage, res: ServerResponse, { auth }: ApiContext): Promise<void> {
  if (!auth.required) return send(res, 409, { error: 'There is no presenter password, so there are no sessions to sign out' });
  if (!auth.allows(requestToken(req))) return send(res, 403, { error: 'Only the presenter may sign sessions out' });
  await auth.revokeAll();
  const token = auth.issue();
  send(res, 200, { token }, { 'set-cookie': sessionCookie(req, token) });
}

const ROUTES: Record<string, { method: 'GET' | 'POST'; handle: (req: IncomingMessage, res: ServerResponse, context: ApiContext) => Promise<void> }> = {
  '/api/session': {
    method: 'GET',
    handle: async (req, res, { auth, joinUrl }) => send(res, 200, { passwordRequired: auth.required, authorized: auth.allows(requestToken(req)), joinUrl: joinUrl ?? null }),
  },
  '/api/notes': {
    method: 'GET',
    handle: async (req, res, context) => {
      if (!context.auth.allows(requestToken(req))) return send(res, 403, { error: 'The speaker notes are for the presenter' });
      send(res, 200, { notes: await context.notes() });
    },
  },
  '/api/login': { method: 'POST', handle: login },
  '/api/revoke': { method: 'POST', handle: revoke },
  '/api/grant': { method: 'POST', handle: grant },
};

/** Handles /api/* requests; returns false for any other path. */
export async function handleApi(req: IncomingMessage, res: ServerResponse, context: ApiContext, pathname: string): Promise<boolean> {
  if (!pathname.startsWith('/api/')) return false;
  const route = ROUTES[pathname];
  if (!route) send(res, 404, { error: `No API at ${pathname.slice(0, 80)}` });
  else if (req.method !== route.method && !(route.method === 'GET' && req.method === 'HEAD')) send(res, 405, { error: `Use ${route.method}` }, { allow: route.method });
  // A page of another site (or another port of this host) may not log in or sign anyone out.
  else if (route.method === 'POST' && !originAllowed(req, context.allowedOrigins)) send(res, 403, { error: 'This page may not change the deck' });
  else await route.handle(req, res, context);
  return true;
}
