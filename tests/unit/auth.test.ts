// The presenter password on the server: tokens, the scrypt-derived key, signing everyone out, and
// the JSON API with its limits (origin, rate, body size).
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleApi, type ApiContext } from '../../src/node/server/api.ts';
import { GRANT_LIFETIME_MS, PresenterAuth, SECRET_CHECK_MS, TOKEN_LIFETIME_MS } from '../../src/node/server/auth.ts';
import { LoginLimiter } from '../../src/node/server/login-limiter.ts';
import { fileSecrets, type SecretStore } from '../../src/node/server/secrets.ts';

const SECRET = Buffer.alloc(32, 7);

describe('PresenterAuth', () => {
  it('gives a token for the right password only', () => {
    const auth = new PresenterAuth('s3cret', { secret: SECRET });
    expect(auth.required).toBe(true);
    expect(auth.login('s3cre')).toBeNull();
    expect(auth.login('s3cret!')).toBeNull();
    const token = auth.login('s3cret');
    expect(auth.allows(token)).toBe(true);
    expect(auth.allows('forged')).toBe(false);
    expect(auth.allows(`${token}x`)).toBe(false);
    expect(auth.allows(token?.replace(/^\d+/, '99999999999999'))).toBe(false); // a longer life is not for the taking
    expect(auth.allows(undefined)).toBe(false);
  });

  it('accepts its tokens in any process with the same password and secret, until they expire', () => {
    let now = 1_000;
    const token = new PresenterAuth('s3cret', { secret: SECRET, now: () => now }).login('s3cret');
    expect(new PresenterAuth('s3cret', { secret: SECRET, now: () => now }).allows(token)).toBe(true);
    expect(new PresenterAuth('other', { secret: SECRET, now: () => now }).allows(token)).toBe(false);
    // Another deployment (another secret) with the same password does not take it either.
    expect(new PresenterAuth('s3cret', { secret: Buffer.alloc(32, 8), now: () => now }).allows(token)).toBe(false);
    now += TOKEN_LIFETIME_MS + 1;
    expect(new PresenterAuth('s3cret', { secret: SECRET, now: () => now }).allows(token)).toBe(false);
  });

  it('takes a pass for another device once, until it expires', () => {
    let now = 0;
    const auth = new PresenterAuth('s3cret', { secret: SECRET, now: () => now });
    const [first, second] = [auth.grant(), auth.grant()];
    expect(auth.allows(auth.redeem(first))).toBe(true);
    expect(auth.redeem(first)).toBeNull();
    now += GRANT_LIFETIME_MS;
    expect(auth.redeem(second)).toBeNull();
    expect(auth.redeem('grant.99999999999999.x.y')).toBeNull();
    expect(auth.redeem('')).toBeNull();
    expect(new PresenterAuth(undefined).redeem(first)).toBeNull();
  });

  it('lets anyone present when no password is set', () => {
    const auth = new PresenterAuth(undefined);
    expect(auth.required).toBe(false);
    expect(auth.allows(undefined)).toBe(true);
  });

  it('gives servers that start at the same moment one secret, not one each', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'deck-secret-'));
    try {
      const file = path.join(dir, 'cache', 'secret');
      const secrets = await Promise.all(Array.from({ length: 8 }, () => fileSecrets(file).read()));
      expect(new Set(secrets.map((secret) => secret.toString('hex'))).size).toBe(1);
      expect(await fileSecrets(file).read()).toEqual(secrets[0]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('signs every presenter out, in this process at once and in another sharing the secret within seconds', { timeout: 30_000 }, async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'deck-secret-'));
    try {
      const file = path.join(dir, 'secret');
      const [here, there] = [await PresenterAuth.open('s3cret', fileSecrets(file)), await PresenterAuth.open('s3cret', fileSecrets(file))];
      const token = here.login('s3cret');
      expect(there.allows(token)).toBe(true);
      let noticed = false;
      there.onKeyChange(() => (noticed = true));
      await here.revokeAll();
      expect(here.allows(token)).toBe(false);
      expect(here.allows(here.issue())).toBe(true);
      await expect.poll(() => noticed, { timeout: 5 * SECRET_CHECK_MS }).toBe(true);
      expect(there.allows(token)).toBe(false);
      expect(there.allows(here.issue())).toBe(true);
      await Promise.all([here.close(), there.close()]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('offers the secret it holds when it checks the store, so a store that lost its secret gets it back and nobody is signed out', { timeout: 30_000 }, async () => {
    // A Redis that restarted without its data: the secret is gone until a server puts one back.
    let stored: Buffer | null = SECRET;
    const store: SecretStore = {
      read: async (held) => (stored ??= held ?? Buffer.alloc(32, 9)),
      rotate: async () => (stored = Buffer.alloc(32, 8)),
      close: async () => undefined,
    };
    const auth = await PresenterAuth.open('s3cret', store);
    const token = auth.login('s3cret');
    stored = null;
    await expect.poll(() => stored, { timeout: 5 * SECRET_CHECK_MS }).toEqual(SECRET);
    expect(auth.allows(token)).toBe(true);
    await auth.close();
  });
});

describe('the API', () => {
  let server: Server;
  let url: string;
  let context: ApiContext;
  beforeAll(async () => {
    context = {
      auth: new PresenterAuth('s3cret', { secret: SECRET }),
      limiter: new LoginLimiter(),
      allowedOrigins: ['https://talk.example.com'],
      notes: async () => [{ no: 1, html: '<p>Say hello</p>' }],
    };
    server = createServer((req, res) => {
      void handleApi(req, res, context, new URL(req.url ?? '/', 'http://x').pathname).then((handled) => {
        if (!handled) res.writeHead(418).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const login = (body: string, headers: Record<string, string> = {}) => fetch(`${url}/api/login`, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });
  const tokenOf = async (response: Response) => ((await response.json()) as { token: string }).token;

  it('says a password is needed, whether a token is valid, and (on loopback) no other address to join by', async () => {
    expect(await (await fetch(`${url}/api/session`)).json()).toEqual({ passwordRequired: true, authorized: false, joinUrl: null });
    const token = await tokenOf(await login('{"password":"s3cret"}'));
    const session = await fetch(`${url}/api/session`, { headers: { authorization: `Bearer ${token}` } });
    expect(await session.json()).toEqual({ passwordRequired: true, authorized: true, joinUrl: null });
  });

  it('sets a session cookie only script cannot read, kept to this site, and Secure behind HTTPS', async () => {
    const plain = await login('{"password":"s3cret"}');
    expect(plain.headers.get('set-cookie')).toMatch(/^deck-presenter=[^;]+; HttpOnly; SameSite=Strict; Path=\/; Max-Age=43200$/);
    const proxied = await login('{"password":"s3cret"}', { 'x-forwarded-proto': 'https' });
    expect(proxied.headers.get('set-cookie')).toMatch(/; Secure$/);
  });

  it('gives the speaker notes to the presenter only', async () => {
    const denied = await fetch(`${url}/api/notes`);
    expect(denied.status).toBe(403);
    expect(await denied.text()).not.toContain('Say hello');
    const token = await tokenOf(await login('{"password":"s3cret"}'));
    const notes = await fetch(`${url}/api/notes`, { headers: { authorization: `Bearer ${token}` } });
    expect(notes.headers.get('cache-control')).toBe('no-store');
    expect(await notes.json()).toEqual({ notes: [{ no: 1, html: '<p>Say hello</p>' }] });
    const byCookie = await fetch(`${url}/api/notes`, { headers: { cookie: `other=1; deck-presenter=${token}` } });
    expect(byCookie.status).toBe(200);
  });

  it('refuses a login or a sign-out from a page of another origin', async () => {
    expect((await login('{"password":"s3cret"}', { origin: 'http://127.0.0.1:1' })).status).toBe(403);
    expect((await login('{"password":"s3cret"}', { origin: 'https://talk.example.com' })).status).toBe(200);
    const token = await tokenOf(await login('{"password":"s3cret"}'));
    const revoke = await fetch(`${url}/api/revoke`, { method: 'POST', headers: { authorization: `Bearer ${token}`, origin: 'http://evil.example' } });
    expect(revoke.status).toBe(403);
    expect(context.auth.allows(token)).toBe(true);
  });

  it('refuses a wrong password with 401, after a pause', async () => {
    const started = performance.now();
    const response = await login('{"password":"guess"}', { 'x-test': 'pause' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Wrong password' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(250);
  });

  it('answers malformed and oversized requests with clear errors', async () => {
    expect((await login('not json')).status).toBe(400);
    expect((await login('{"password": 5}')).status).toBe(400);
    const big = await login(JSON.stringify({ password: 'x'.repeat(10_000) }));
    expect(big.status).toBe(413);
    expect(((await big.json()) as { error: string }).error).toContain('larger than 4096 bytes');
    expect((await fetch(`${url}/api/login`)).status).toBe(405);
    expect((await fetch(`${url}/api/nothing`)).status).toBe(404);
    expect((await fetch(`${url}/index.html`)).status).toBe(418); // not the API's business
  });

  it('stops a flood of guesses with 429 and Retry-After, while the presenter still gets in from elsewhere', async () => {
    // A fresh limiter, so the earlier tests' logins do not count.
    context.limiter = new LoginLimiter();
    const guesses = await Promise.all(Array.from({ length: 200 }, () => login('{"password":"guess"}')));
    const statuses = guesses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(190);
    const throttled = guesses.find((response) => response.status === 429);
    expect(Number(throttled?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await throttled?.json()) as { error: string }).error).toMatch(/^Too many attempts; try again in \d+ s$/);
    // The presenter, on another address, is not locked out by the flood from this one.
    const limiter = context.limiter;
    expect(limiter.attempt('192.0.2.7').allowed).toBe(true);
  });

  it('lets a logged-in device approve a new one during a flood of guesses from many addresses, which holds the password back for everyone', async () => {
    context.limiter = new LoginLimiter();
    const presenting = await tokenOf(await login('{"password":"s3cret"}'));
    // Guesses from a thousand addresses empty the allowance every address shares…
    for (let i = 0; i < 1000; i++) context.limiter.attempt(`10.9.${i >> 8}.${i & 255}`);
    // …so the real presenter, on a new device, gets 429 with the right password.
    const refused = await login('{"password":"s3cret"}');
    expect(refused.status).toBe(429);
    // The device that presents makes a pass; the new device comes in with it, once.
    const grant = (headers: Record<string, string>) => fetch(`${url}/api/grant`, { method: 'POST', headers });
    expect((await grant({})).status).toBe(403);
    expect((await grant({ authorization: 'Bearer forged' })).status).toBe(403);
    expect((await grant({ authorization: `Bearer ${presenting}`, origin: 'http://evil.example' })).status).toBe(403);
    const made = await grant({ authorization: `Bearer ${presenting}` });
    expect(made.status).toBe(200);
    const { grant: pass, expiresInSeconds } = (await made.json()) as { grant: string; expiresInSeconds: number };
    expect(expiresInSeconds).toBe(300);
    expect(context.auth.allows(pass)).toBe(false); // a pass is not a session
    const admitted = await login(JSON.stringify({ grant: pass }));
    expect(admitted.status).toBe(200);
    expect(context.auth.allows(await tokenOf(admitted))).toBe(true);
    const again = await login(JSON.stringify({ grant: pass }));
    expect(again.status).toBe(401);
    expect(((await again.json()) as { error: string }).error).toMatch(/expired or was used already/);
    expect((await login(JSON.stringify({ grant: `${pass.slice(0, -3)}abc` }))).status).toBe(401);
    expect((await login(JSON.stringify({ grant: presenting }))).status).toBe(401); // a token is not a pass
  });

  it('signs every other session out for the presenter, who gets a new token', async () => {
    context.limiter = new LoginLimiter();
    const dir = await mkdtemp(path.join(tmpdir(), 'deck-secret-'));
    const before = context.auth;
    context.auth = await PresenterAuth.open('s3cret', fileSecrets(path.join(dir, 'secret')));
    try {
      const [mine, other] = [await tokenOf(await login('{"password":"s3cret"}')), await tokenOf(await login('{"password":"s3cret"}'))];
      expect((await fetch(`${url}/api/revoke`, { method: 'POST', headers: { authorization: 'Bearer forged' } })).status).toBe(403);
      const revoked = await fetch(`${url}/api/revoke`, { method: 'POST', headers: { authorization: `Bearer ${mine}` } });
      expect(revoked.status).toBe(200);
      const fresh = await tokenOf(revoked);
      expect(context.auth.allows(fresh)).toBe(true);
      expect(context.auth.allows(mine)).toBe(false);
      expect(context.auth.allows(other)).toBe(false);
    } finally {
      await context.auth.close();
      context.auth = before;
      await rm(dir, { recursive: true, force: true });
    }
  });
});
