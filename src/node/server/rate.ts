// A token bucket: up to `burst` actions at once, refilled at `perSecond`. What an attendee may send
// (drawings, presence) is metered with one, so a flood costs the sender, never the room.

export interface RateLimit {
  /** Tokens refilled each second. */
  perSecond: number;
  /** The most tokens the bucket holds, i.e. the largest burst. */
  burst: number;
}

export class TokenBucket {
  private tokens: number;
  private updated: number;

  constructor(
    private readonly limit: RateLimit,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = limit.burst;
    this.updated = now();
  }

  private refill(): void {
    const now = this.now();
    this.tokens = Math.min(this.limit.burst, this.tokens + ((now - this.updated) / 1000) * this.limit.perSecond);
    this.updated = now;
  }

  /** Takes `cost` tokens when there are enough; returns whether it did. */
  take(cost = 1): boolean {
    this.refill();
    if (this.tokens < cost) return false;
    this.tokens -= cost;
    return true;
  }

  /** Gives back tokens taken for something that turned out not to count. */
  refund(cost = 1): void {
    this.tokens = Math.min(this.limit.burst, this.tokens + cost);
  }

  /** Whether the bucket is full, i.e. nothing was taken lately (the bucket may be forgotten). */
  get full(): boolean {
    this.refill();
    return this.tokens >= this.limit.burst;
  }

  /** Seconds until `cost` tokens will be there (0 when they are now). */
  wait(cost = 1): number {
    this.refill();
    return this.tokens >= cost ? 0 : (cost - this.tokens) / this.limit.perSecond;
  }
}
