import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleApi } from '../../src/node/server/api.ts';
import { PresenterAuth, TOKEN_LIFETIME_MS } from '../../src/node/server/auth.ts';

describe('PresenterAuth', () => {
  it('gives a token for the right password only', () => {
    const auth = new PresenterAuth('s3cret');
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

  it('accepts its tokens in any process with the same password, until they expire', () => {
    let now = 1_000;
    const token = new PresenterAuth('s3cret', () => now).login('s3cret');
    expect(new PresenterAuth('s3cret', () => now).allows(token)).toBe(true);
    expect(new PresenterAuth('other', () => now).allows(token)).toBe(false);
    now += TOKEN_LIFETIME_MS + 1;
    expect(new PresenterAuth('s3cret', () => now).allows(token)).toBe(false);
  });

  it('lets anyone present when no password is set', () => {
    const auth = new PresenterAuth(undefined);
    expect(auth.required).toBe(false);
    expect(auth.allows(undefined)).toBe(true);
  });
});

describe('the API', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    const auth = new PresenterAuth('s3cret');
    server = createServer((req, res) => {
      void handleApi(req, res, auth, new URL(req.url ?? '/', 'http://x').pathname).then((handled) => {
        if (!handled) res.writeHead(418).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const login = (body: string) => fetch(`${url}/api/login`, { method: 'POST', body, headers: { 'content-type': 'application/json' } });

  it('says a password is needed, and whether a token is valid', async () => {
    expect(await (await fetch(`${url}/api/session`)).json()).toEqual({ passwordRequired: true, authorized: false });
    const { token } = (await (await login('{"password":"s3cret"}')).json()) as { token: string };
    const session = await fetch(`${url}/api/session`, { headers: { authorization: `Bearer ${token}` } });
    expect(await session.json()).toEqual({ passwordRequired: true, authorized: true });
  });

  it('refuses a wrong password with 401, after a pause', async () => {
    const started = performance.now();
    const response = await login('{"password":"guess"}');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Wrong password' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(250);
  });

  it('answers malformed and oversized requests with clear errors', async () => {
    expect((await login('not json')).status).toBe(400);
    expect((await login('{"password": 5}')).status).toBe(400);
    const big = await login(JSON.stringify({ password: 'x'.repeat(10_000) })).catch(() => null);
    expect(big === null || big.status === 400).toBe(true);
    expect((await fetch(`${url}/api/login`)).status).toBe(405);
    expect((await fetch(`${url}/api/nothing`)).status).toBe(404);
    expect((await fetch(`${url}/index.html`)).status).toBe(418); // not the API's business
  });
});
