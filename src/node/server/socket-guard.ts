// What one WebSocket may send, frame by frame, before Hocuspocus reads it. Until a document's login
// has gone through, Hocuspocus keeps that document's frames in memory, so a connection may hold only
// a few KiB there and must log in within a few seconds. After login, an attendee's presence updates,
// requests and document frames are bounded in size and rate (the presenter is trusted): what is over
// is dropped, so a flood costs its sender and never reaches the room. An attendee's presence is not
// passed on at all: the deck shows only the presenter's, and relaying every follower's to every
// other follower would grow with the square of the room.
import { MessageKind } from './frames.ts';
import { TokenBucket, type RateLimit } from './rate.ts';

export const GUARD_LIMITS = {
  /** Bytes a document's frames may hold while its login is under way. */
  pendingBytes: 16 * 1024,
  /** A connection with no document logged in by then is closed. */
  loginDeadlineMs: 10_000,
  attendee: {
    statelessBytes: 64 * 1024,
    stateless: { perSecond: 10, burst: 40 },
    /** The page's heartbeat pings on "nav" (one a second), metered apart so a busy pen never silences them. */
    heartbeatBytes: 64,
    heartbeat: { perSecond: 4, burst: 8 },
    syncBytes: 64 * 1024,
    sync: { perSecond: 20, burst: 60 },
  },
  presenter: { awarenessBytes: 16 * 1024 },
} as const;

/** `quiet`: dropped as a matter of course, not worth a log line. */
export type Verdict = { pass: true } | { pass: false; reason: string; close: boolean; quiet?: boolean };

const PASS: Verdict = { pass: true };
const drop = (reason: string): Verdict => ({ pass: false, reason, close: false });

export class SocketGuard {
  private readonly pending = new Map<string, number>();
  private readonly loginSent = new Set<string>();
  private readonly live = new Set<string>();
  private trusted = false;
  private readonly buckets: Record<'stateless' | 'sync' | 'heartbeat', TokenBucket>;

  constructor(now: () => number = Date.now) {
    const limits = GUARD_LIMITS.attendee;
    const bucket = (limit: RateLimit) => new TokenBucket(limit, now);
    this.buckets = { stateless: bucket(limits.stateless), sync: bucket(limits.sync), heartbeat: bucket(limits.heartbeat) };
  }

  /** A document's login went through and Hocuspocus now handles its frames; `presenter`: trusted from now on. */
  admit(document: string, presenter: boolean): void {
    this.live.add(document);
    this.pending.delete(document);
    this.trusted ||= presenter;
  }

  /** Whether any document of this connection is logged in. */
  get admitted(): boolean {
    return this.live.size > 0;
  }

  /** The verdict on one well-formed frame of a kind the deck's pages send. */
  check(document: string, kind: number, size: number): Verdict {
    if (!this.live.has(document)) return this.beforeLogin(document, kind, size);
    // Hocuspocus would log every one of these; a page logs in once per connection.
    if (kind === MessageKind.Auth) return drop('login message after logging in');
    if (this.trusted) return kind === MessageKind.Awareness && size > GUARD_LIMITS.presenter.awarenessBytes ? drop('presence update too large') : PASS;
    const limits = GUARD_LIMITS.attendee;
    switch (kind) {
      case MessageKind.Awareness:
        return { pass: false, reason: "an attendee's presence is not relayed", close: false, quiet: true };
      case MessageKind.Stateless:
        if (document === 'nav') {
          if (size > limits.heartbeatBytes) return drop('request too large');
          return this.buckets.heartbeat.take() ? PASS : drop('heartbeats too fast');
        }
        if (size > limits.statelessBytes) return drop('request too large');
        return this.buckets.stateless.take() ? PASS : drop('requests too fast');
      case MessageKind.Sync:
        // An attendee's document frames are refused by Hocuspocus anyway (read-only), but checking
        // them costs the server a snapshot of the document each: keep them small and few.
        if (size > limits.syncBytes) return drop('document frame too large');
        return this.buckets.sync.take() ? PASS : drop('document frames too fast');
      default:
        return PASS;
    }
  }

  private beforeLogin(document: string, kind: number, size: number): Verdict {
    // The first login message of a document is what Hocuspocus waits for; it is not kept.
    if (kind === MessageKind.Auth && !this.loginSent.has(document)) {
      this.loginSent.add(document);
      return size > GUARD_LIMITS.pendingBytes ? { pass: false, reason: 'login message too large', close: true } : PASS;
    }
    const held = (this.pending.get(document) ?? 0) + size;
    this.pending.set(document, held);
    return held > GUARD_LIMITS.pendingBytes ? { pass: false, reason: 'too much sent before logging in', close: true } : PASS;
  }
}
