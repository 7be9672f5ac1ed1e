// The presenter password: known only to the server, checked in constant time. A correct password
// earns a signed token (HMAC keyed by the password), so any server process started with the same
// password accepts it: after a restart, and on every node behind Redis.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** How long a presenter stays logged in. */
export const TOKEN_LIFETIME_MS = 12 * 60 * 60 * 1000;

export class PresenterAuth {
  private readonly expected: Buffer | null;
  private readonly signingKey: Buffer | null;

  constructor(password: string | undefined, private readonly now: () => number = Date.now) {
    this.expected = password ? digest(password) : null;
    this.signingKey = password ? digest(`deck presenter token\0${password}`) : null;
  }

  /** Whether presenting needs a password at all. */
  get required(): boolean {
    return this.expected !== null;
  }

  private sign(body: string): string {
    return createHmac('sha256', this.signingKey ?? Buffer.alloc(0)).update(body).digest('base64url');
  }

  /** A new token when the password is right, else null. Comparing digests keeps the time constant. */
  login(candidate: string): string | null {
    if (!this.expected || !timingSafeEqual(digest(candidate), this.expected)) return null;
    const body = `${this.now() + TOKEN_LIFETIME_MS}.${randomBytes(12).toString('base64url')}`;
    return `${body}.${this.sign(body)}`;
  }

  /** Whether a token (or, with no password set, anyone) may present. */
  allows(token: string | null | undefined): boolean {
    if (!this.required) return true;
    if (typeof token !== 'string') return false;
    const cut = token.lastIndexOf('.');
    const body = token.slice(0, cut);
    const signature = Buffer.from(token.slice(cut + 1));
    const expected = Buffer.from(this.sign(body));
    if (cut < 0 || signature.length !== expected.length || !timingSafeEqual(signature, expected)) return false;
    return Number(body.split('.')[0]) > this.now();
  }
}
