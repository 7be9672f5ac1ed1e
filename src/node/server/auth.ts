// The presenter password: known only to the server, checked in constant time. A correct password
// earns a signed token, so any server process of the deployment accepts it (after a restart, and
// on every node behind Redis). The signing key is scrypt(password, the deployment's secret): a
// token in the wrong hands does not let anyone test passwords offline, as it would with a plain
// hash of the password. Rotating the secret (secrets.ts) signs every presenter out; running servers
// notice within a few seconds and tell their listeners (the sync server drops those sessions).
import { createHash, createHmac, randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { SecretStore } from './secrets.ts';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** How long a presenter stays logged in. */
export const TOKEN_LIFETIME_MS = 12 * 60 * 60 * 1000;
/** How long a pass for another device (`grant`) may be used. */
export const GRANT_LIFETIME_MS = 5 * 60 * 1000;
/** How often a running server looks for a secret rotated elsewhere. */
export const SECRET_CHECK_MS = 2000;

// About 50–100 ms and 32 MiB per derivation: once per start and per rotation, never per request.
const SCRYPT: ScryptOptions = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_BYTES = 32;

function deriveKey(password: string, secret: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => scrypt(password, secret, KEY_BYTES, SCRYPT, (err, key) => (err ? reject(err) : resolve(key))));
}

export interface AuthOptions {
  /** The deployment's secret; tests pass one, servers read it from a store with `PresenterAuth.open`. */
  secret?: Buffer;
  now?: () => number;
}

export class PresenterAuth {
  private readonly expected: Buffer | null;
  private signingKey: Buffer | null;
  private secret: Buffer | null;
  private readonly keyListeners = new Set<() => void>();
  private watcher: ReturnType<typeof setInterval> | undefined;
  private store: SecretStore | null = null;
  private readonly now: () => number;
  /** Passes redeemed on this server, until they expire. */
  private readonly redeemed = new Map<string, number>();

  constructor(
    private readonly password: string | undefined,
    options: AuthOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.expected = password ? digest(password) : null;
    this.secret = password ? (options.secret ?? randomBytes(32)) : null;
    this.signingKey = password && this.secret ? scryptSync(password, this.secret, KEY_BYTES, SCRYPT) : null;
  }

  /** A server's auth: the secret from `store`, watched for a rotation made by another process. */
  static async open(password: string | undefined, store: SecretStore | null, now?: () => number): Promise<PresenterAuth> {
    if (!password || !store) return new PresenterAuth(undefined, { now });
    const auth = new PresenterAuth(password, { secret: await store.read(), now });
    auth.watcher = setInterval(() => void auth.adopt(() => store.read(auth.secret)).catch(() => undefined), SECRET_CHECK_MS);
    auth.watcher.unref();
    auth.store = store;
    return auth;
  }

  /** Takes the secret `read` gives, if it is a new one: tokens signed before stop working. */
  private async adopt(read: () => Promise<Buffer>): Promise<void> {
    const secret = await read();
    if (!this.password || (this.secret && secret.equals(this.secret))) return;
    const key = await deriveKey(this.password, secret);
    this.secret = secret;
    this.signingKey = key;
    this.keyListeners.forEach((listener) => listener());
  }

  /** Whether presenting needs a password at all. */
  get required(): boolean {
    return this.expected !== null;
  }

  private sign(body: string): string {
    return createHmac('sha256', this.signingKey ?? Buffer.alloc(0)).update(body).digest('base64url');
  }

  /** Whether `candidate` is the password, in time that does not depend on how much of it is right. */
  checks(candidate: string): boolean {
    return this.expected !== null && timingSafeEqual(digest(candidate), this.expected);
  }

  /** A new token for whoever proved to be the presenter. */
  issue(): string {
    const body = `${this.now() + TOKEN_LIFETIME_MS}.${randomBytes(12).toString('base64url')}`;
    return `${body}.${this.sign(body)}`;
  }

  /** A new token when the password is right, else null. */
  login(candidate: string): string | null {
    return this.checks(candidate) ? this.issue() : null;
  }

  /**
   * A pass that lets one more device present without the password: a presenter asks for it (a
   * logged-in device approves a new one), the new device trades it for a token within
   * GRANT_LIFETIME_MS. Signed like a token, but never one itself. The password's rate limits do not
   * apply to it (it cannot be guessed), so the presenter gets a new device in during a flood of
   * guesses that holds the password back for everyone.
   */
  grant(): string {
    const body = `grant.${this.now() + GRANT_LIFETIME_MS}.${randomBytes(12).toString('base64url')}`;
    return `${body}.${this.sign(body)}`;
  }

  /** A token for the device that brings a good pass, once per pass on this server; null otherwise. */
  redeem(pass: string): string | null {
    if (!this.required || pass.length > 256) return null;
    const cut = pass.lastIndexOf('.');
    const body = pass.slice(0, cut);
    const [kind, expires] = body.split('.');
    const signature = Buffer.from(pass.slice(cut + 1));
    const expected = Buffer.from(this.sign(body));
    if (cut < 0 || kind !== 'grant' || signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;
    const now = this.now();
    if (!(Number(expires) > now) || this.redeemed.has(body)) return null;
    for (const [used, until] of this.redeemed) if (until <= now) this.redeemed.delete(used);
    this.redeemed.set(body, Number(expires));
    return this.issue();
  }

  /** Whether a token (or, with no password set, anyone) may present. */
  allows(token: string | null | undefined): boolean {
    if (!this.required) return true;
    if (typeof token !== 'string') return false;
    const cut = token.lastIndexOf('.');
    if (cut < 0) return false;
    const body = token.slice(0, cut);
    const signature = Buffer.from(token.slice(cut + 1));
    const expected = Buffer.from(this.sign(body));
    if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return false;
    return Number(body.split('.')[0]) > this.now();
  }

  /** Signs every presenter out (on every node sharing the secret); resolves once this server uses the new key. */
  async revokeAll(): Promise<void> {
    const store = this.store;
    if (!store) throw new Error('there is no presenter password, so there are no sessions to sign out');
    await this.adopt(store.rotate);
  }

  /** Calls `listener` whenever the signing key changed: tokens this server accepted may no longer be good. */
  onKeyChange(listener: () => void): () => void {
    this.keyListeners.add(listener);
    return () => void this.keyListeners.delete(listener);
  }

  async close(): Promise<void> {
    clearInterval(this.watcher);
    await this.store?.close();
  }
}
