// The presenter password: known only to the server, checked in constant time; a correct
// password earns a random session token that later requests present instead.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

export class PresenterAuth {
  private readonly expected: Buffer | null;
  private readonly tokens = new Set<string>();

  constructor(password: string | undefined) {
    this.expected = password ? digest(password) : null;
  }

  /** Whether presenting needs a password at all. */
  get required(): boolean {
    return this.expected !== null;
  }

  /** A new token when the password is right, else null. Comparing digests keeps the time constant. */
  login(candidate: string): string | null {
    if (!this.expected || !timingSafeEqual(digest(candidate), this.expected)) return null;
    const token = randomBytes(24).toString('base64url');
    this.tokens.add(token);
    return token;
  }

  /** Whether a token (or, with no password set, anyone) may present. */
  allows(token: string | null | undefined): boolean {
    return !this.required || (typeof token === 'string' && this.tokens.has(token));
  }
}
