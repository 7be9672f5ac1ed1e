// How fast anyone may guess the presenter password: each address (an IPv6 network /64 counts as
// one) has a small allowance, and all of them together a larger one, so neither many requests in
// flight nor many addresses make guessing fast. A right password gives the attempt back. A flood
// spread over many addresses can hold everyone's allowance at zero, the real presenter's too: a
// device that presents already then lets a new one in with a pass (auth.ts `grant`), which cannot be
// guessed and so does not go through this limiter.
import { TokenBucket, type RateLimit } from './rate.ts';

export const LOGIN_LIMITS = {
  /** Ten tries at once, then one every six seconds. */
  perAddress: { perSecond: 1 / 6, burst: 10 },
  /** Every address together. */
  everyone: { perSecond: 5, burst: 50 },
} as const;

/** Addresses remembered at most; idle ones (allowance full again) are forgotten first. */
const MAX_ADDRESSES = 10_000;

export type Attempt = { allowed: true; succeeded: () => void } | { allowed: false; retryAfterSeconds: number };

/** The part of an address that identifies one client: IPv4 as is, IPv6 by its /64 network. */
export function addressKey(address: string | undefined): string {
  if (!address) return 'unknown';
  const v4 = /^(?:::ffff:)?(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (v4) return v4;
  const [head = '', tail, extra] = address.toLowerCase().replace(/%.*$/, '').split('::');
  if (extra !== undefined) return address; // not an address: keyed as it is
  const before = head ? head.split(':') : [];
  const after = tail ? tail.split(':') : [];
  const groups = tail === undefined ? before : [...before, ...Array<string>(Math.max(0, 8 - before.length - after.length)).fill('0'), ...after];
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

export class LoginLimiter {
  private readonly addresses = new Map<string, TokenBucket>();
  private readonly everyone: TokenBucket;

  constructor(
    private readonly limits: { perAddress: RateLimit; everyone: RateLimit } = LOGIN_LIMITS,
    private readonly now: () => number = Date.now,
  ) {
    this.everyone = new TokenBucket(limits.everyone, now);
  }

  /** Counts one login attempt from `address`, or says how long it must wait. */
  attempt(address: string | undefined): Attempt {
    const key = addressKey(address);
    let bucket = this.addresses.get(key);
    if (!bucket) {
      if (this.addresses.size >= MAX_ADDRESSES) this.forgetIdle();
      bucket = new TokenBucket(this.limits.perAddress, this.now);
      this.addresses.set(key, bucket);
    }
    if (!bucket.take()) return { allowed: false, retryAfterSeconds: Math.ceil(bucket.wait()) };
    if (!this.everyone.take()) {
      bucket.refund();
      return { allowed: false, retryAfterSeconds: Math.ceil(this.everyone.wait()) };
    }
    const [mine, all] = [bucket, this.everyone];
    return {
      allowed: true,
      succeeded: () => {
        mine.refund();
        all.refund();
      },
    };
  }

  private forgetIdle(): void {
    for (const [key, bucket] of this.addresses) if (bucket.full) this.addresses.delete(key);
    // Every address is busy: forget the oldest, which is still far slower than no limit.
    if (this.addresses.size >= MAX_ADDRESSES) this.addresses.delete(this.addresses.keys().next().value ?? '');
  }
}
