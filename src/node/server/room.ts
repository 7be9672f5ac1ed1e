// The room's requests, checked and applied by the server: questions, votes, reactions and poll
// answers from anyone; marking, hiding, spotlighting, closing polls and switching reactions from the
// presenter only. Nobody may write the "room" document but the server, so everything an attendee
// sends passes these checks: its kind and size (shared/room.ts parses it), its rate (one question per
// 10 s, one reaction per 250 ms per connection, and so on), and the room's quotas. Accepted writes are
// applied together four times a second, so a busy room costs the followers one update per tick, not
// one per request. Reactions are never stored: each tick's counts go out to every page as one message.
import { randomBytes } from 'node:crypto';
import type * as Y from 'yjs';
import {
  ballotKey,
  isModeratorRequest,
  parseQuestion,
  parseRoomRequest,
  pollKey,
  questionKey,
  voteKey,
  type Reaction,
  type RoomRefusal,
  type RoomRequest,
} from '../../shared/room.ts';
import type { LiveNotice } from '../../shared/notices.ts';
import { TokenBucket, type RateLimit } from './rate.ts';

export const ROOM_LIMITS = {
  question: { perSecond: 1 / 10, burst: 1 },
  reaction: { perSecond: 4, burst: 1 },
  vote: { perSecond: 5, burst: 10 },
  pollAnswer: { perSecond: 2, burst: 4 },
  /** Questions the room keeps; past it new ones are refused ("full"). */
  questions: 1000,
  /** Questions one device may ask. */
  questionsPerViewer: 20,
  /** Distinct polls answers are taken for (the server does not know the deck's polls, so it bounds them). */
  polls: 50,
  /** How often accepted writes and reaction counts go out: 4 times a second keeps a busy room's fan-out small. */
  tickMs: 250,
} as const;

type Limited = 'question' | 'reaction' | 'vote' | 'pollAnswer';

/** Who sent a request, as the server knows it. */
export interface Sender {
  presenter: boolean;
  viewer: string;
  /** This connection's rate limits (made once per connection by `newLimits`). */
  limits: Record<Limited, TokenBucket>;
}

export const newLimits = (now: () => number = Date.now): Sender['limits'] => {
  const bucket = (limit: RateLimit) => new TokenBucket(limit, now);
  return { question: bucket(ROOM_LIMITS.question), reaction: bucket(ROOM_LIMITS.reaction), vote: bucket(ROOM_LIMITS.vote), pollAnswer: bucket(ROOM_LIMITS.pollAnswer) };
};

export interface Room {
  /** Checks one request; returns the refusal to tell its sender, or null when it was taken. */
  handle: (map: Y.Map<unknown>, sender: Sender, payload: string) => LiveNotice | null;
  /** Applies what is waiting now (also done by the tick); for tests, shutdown and a room about to unload. */
  flush: () => void;
  stop: () => void;
}

export interface RoomOptions {
  /** Sends every page the reactions of one tick. */
  broadcast: (notice: LiveNotice) => void;
  now?: () => number;
  /** Schedules the tick; tests pass their own. */
  every?: (ms: number, run: () => void) => () => void;
}

const refuse = (request: RoomRequest | null, reason: RoomRefusal, retryInSeconds?: number): LiveNotice => ({
  kind: 'refused',
  request: request?.kind ?? 'unknown',
  reason,
  ...(retryInSeconds === undefined ? {} : { retryInSeconds: Math.ceil(retryInSeconds) }),
});

const newId = () => randomBytes(8).toString('base64url');

/** Transaction origin of the server's writes to the room (as audience-drawings.ts has its own). */
export const ROOM_ORIGIN = 'deck-room';

export function createRoom(options: RoomOptions): Room {
  const now = options.now ?? Date.now;
  const every = options.every ?? ((ms, run) => {
    const timer = setInterval(run, ms);
    timer.unref();
    return () => clearInterval(timer);
  });
  const pending: Array<{ map: Y.Map<unknown>; write: (map: Y.Map<unknown>) => void }> = [];
  let reactions: Partial<Record<Reaction, number>> = {};

  const flush = () => {
    const writes = pending.splice(0);
    const byMap = new Map<Y.Map<unknown>, Array<(map: Y.Map<unknown>) => void>>();
    for (const { map, write } of writes) byMap.set(map, [...(byMap.get(map) ?? []), write]);
    for (const [map, list] of byMap) {
      const apply = () => list.forEach((write) => write(map));
      // With an origin of its own: Hocuspocus keeps (onStoreDocument) only changes that came from
      // somewhere, and a room written by no one would be lost when its last page leaves.
      if (map.doc) map.doc.transact(apply, ROOM_ORIGIN);
      else apply();
    }
    if (Object.keys(reactions).length > 0) {
      options.broadcast({ kind: 'reactions', counts: reactions });
      reactions = {};
    }
  };
  const stopTick = every(ROOM_LIMITS.tickMs, flush);
  const later = (map: Y.Map<unknown>, write: (map: Y.Map<unknown>) => void) => pending.push({ map, write });

  /** Whether the bucket has room; the refusal to send otherwise. */
  const metered = (sender: Sender, which: Limited, request: RoomRequest): LiveNotice | null => {
    if (sender.presenter || sender.limits[which].take()) return null;
    return refuse(request, 'rate', sender.limits[which].wait());
  };

  const question = (map: Y.Map<unknown>, id: string) => parseQuestion(map.get(questionKey(id)));

  function audience(map: Y.Map<unknown>, sender: Sender, request: Exclude<RoomRequest, { kind: 'mark' | 'spotlight' | 'reactions' | 'poll' | 'join' }>): LiveNotice | null {
    switch (request.kind) {
      case 'ask': {
        let total = 0;
        let mine = 0;
        for (const [key, value] of map) {
          if (!key.startsWith('q:')) continue;
          total += 1;
          if (parseQuestion(value)?.by === sender.viewer) mine += 1;
        }
        if (total >= ROOM_LIMITS.questions || (!sender.presenter && mine >= ROOM_LIMITS.questionsPerViewer)) return refuse(request, 'full');
        const wait = metered(sender, 'question', request);
        if (wait) return wait;
        const entry = { text: request.text, at: now(), by: sender.viewer, answered: false, hidden: false };
        later(map, (m) => m.set(questionKey(newId()), entry));
        return null;
      }
      case 'vote': {
        const asked = question(map, request.question);
        if (!asked || asked.hidden) return refuse(request, 'unknown');
        const wait = metered(sender, 'vote', request);
        if (wait) return wait;
        const key = voteKey(request.question, sender.viewer);
        later(map, (m) => (request.on ? m.set(key, 1) : m.delete(key)));
        return null;
      }
      case 'react': {
        if (map.get('reactions') === 'off') return refuse(request, 'off');
        // A flood of reactions is only counted as far as the bucket lets it; nothing is said back.
        if (!sender.presenter && !sender.limits.reaction.take()) return null;
        reactions[request.emoji] = (reactions[request.emoji] ?? 0) + 1;
        return null;
      }
      case 'answer-poll': {
        const state = map.get(pollKey(request.poll));
        if (typeof state === 'object' && state !== null && (state as { closed?: unknown }).closed === true) return refuse(request, 'closed');
        const known = new Set<string>();
        for (const key of map.keys()) if (key.startsWith('p:')) known.add(key.slice(2, key.indexOf('/')));
        if (!known.has(request.poll) && known.size >= ROOM_LIMITS.polls) return refuse(request, 'full');
        const wait = metered(sender, 'pollAnswer', request);
        if (wait) return wait;
        later(map, (m) => m.set(ballotKey(request.poll, sender.viewer), request.option));
        return null;
      }
    }
  }

  function moderate(map: Y.Map<unknown>, request: Extract<RoomRequest, { kind: 'mark' | 'spotlight' | 'reactions' | 'poll' | 'join' }>): LiveNotice | null {
    switch (request.kind) {
      case 'mark': {
        if (!question(map, request.question)) return refuse(request, 'unknown');
        later(map, (m) => {
          const current = parseQuestion(m.get(questionKey(request.question)));
          if (!current) return;
          m.set(questionKey(request.question), { ...current, answered: request.answered ?? current.answered, hidden: request.hidden ?? current.hidden });
          // A hidden question leaves the screen too.
          if (request.hidden && m.get('spotlight') === request.question) m.set('spotlight', null);
        });
        return null;
      }
      case 'spotlight':
        if (request.question !== null && !question(map, request.question)) return refuse(request, 'unknown');
        later(map, (m) => m.set('spotlight', request.question));
        return null;
      case 'reactions':
        later(map, (m) => m.set('reactions', request.on ? 'on' : 'off'));
        return null;
      case 'poll':
        later(map, (m) => m.set(pollKey(request.poll), { closed: request.closed }));
        return null;
      case 'join':
        later(map, (m) => m.set('join', request.shown));
        return null;
    }
  }

  return {
    handle(map, sender, payload) {
      const request = parseRoomRequest(payload);
      if (!request) return refuse(null, 'invalid');
      if (isModeratorRequest(request)) return sender.presenter ? moderate(map, request) : refuse(request, 'moderator');
      return audience(map, sender, request);
    },
    flush,
    stop: () => {
      stopTick();
      flush();
    },
  };
}
