// The room: what the audience sends the deck server (questions, votes, reactions, poll answers) and
// what the presenter decides about it (answered, hidden, on screen, reactions on or off, polls
// closed, the join code shown). It travels as JSON requests over the live "room" document's
// stateless channel; the server checks each one (kind, size, rate, who may) and writes what it
// accepts into the document, which every page reads and nobody else may write. Both sides parse
// with these functions, so anything malformed reads as null, never as an exception.
import { isRecord } from './records.ts';

/** Longest question, in characters (code points). */
export const MAX_QUESTION_CHARS = 280;
/** The emoji an attendee may send, in the order the reaction bar shows them. */
export const REACTIONS = ['👏', '❤️', '😂', '🤯', '🎉', '👍'] as const;
export type Reaction = (typeof REACTIONS)[number];
/** Most options in a poll. */
export const MAX_POLL_OPTIONS = 8;

const ID = /^[\w-]{1,64}$/;
export const isRoomId = (value: unknown): value is string => typeof value === 'string' && ID.test(value);

// ---- The "room" document (Y.Map "state") ------------------------------------------------------
// q:<id>            → Question (written by the server)
// v:<id>/<viewer>   → 1: that device upvoted that question
// p:<poll>/<viewer> → the option index that device chose
// poll:<poll>       → PollState
// spotlight         → the id of the question shown on every screen, or null
// reactions         → 'on' | 'off'
// join              → true while the join code is shown large on the main screen

export interface Question {
  text: string;
  /** When the server took it (ms since the epoch). */
  at: number;
  /** The public id of the device that asked (it sees "yours" on it). */
  by: string;
  answered: boolean;
  hidden: boolean;
}

export interface PollState {
  closed: boolean;
}

export const questionKey = (id: string) => `q:${id}`;
export const voteKey = (question: string, viewer: string) => `v:${question}/${viewer}`;
export const ballotKey = (poll: string, viewer: string) => `p:${poll}/${viewer}`;
export const pollKey = (poll: string) => `poll:${poll}`;

export function parseQuestion(value: unknown): Question | null {
  if (!isRecord(value)) return null;
  const { text, at, by, answered, hidden } = value;
  if (typeof text !== 'string' || typeof at !== 'number' || typeof by !== 'string') return null;
  return { text, at, by, answered: answered === true, hidden: hidden === true };
}

/** A vote or ballot key's two ids, or null. */
export function splitPairKey(key: string, prefix: 'v:' | 'p:'): { id: string; viewer: string } | null {
  if (!key.startsWith(prefix)) return null;
  const [id, viewer, extra] = key.slice(prefix.length).split('/');
  return isRoomId(id) && isRoomId(viewer) && extra === undefined ? { id, viewer } : null;
}

// ---- Requests (page → server) -----------------------------------------------------------------

/** What anyone in the room may ask for. */
export type AudienceRequest =
  | { kind: 'ask'; text: string }
  | { kind: 'vote'; question: string; on: boolean }
  | { kind: 'react'; emoji: Reaction }
  | { kind: 'answer-poll'; poll: string; option: number };

/** What only the presenter may do. */
export type ModeratorRequest =
  | { kind: 'mark'; question: string; answered?: boolean; hidden?: boolean }
  | { kind: 'spotlight'; question: string | null }
  | { kind: 'reactions'; on: boolean }
  | { kind: 'poll'; poll: string; closed: boolean }
  | { kind: 'join'; shown: boolean };

export type RoomRequest = AudienceRequest | ModeratorRequest;

export const isModeratorRequest = (request: RoomRequest): request is ModeratorRequest =>
  request.kind === 'mark' || request.kind === 'spotlight' || request.kind === 'reactions' || request.kind === 'poll' || request.kind === 'join';

/** Largest request text the server reads at all; a 280-character question of 4-byte characters fits. */
export const MAX_REQUEST_BYTES = 2048;

const optionalBoolean = (value: unknown) => value === undefined || typeof value === 'boolean';

/** Trims a question and folds runs of blank lines; '' when nothing is left. */
export function cleanQuestion(text: string): string {
  // Control characters other than line breaks (and tabs, which become spaces) are dropped.
  return text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ').replace(/(?!\n)\p{Cc}/gu, '').replace(/\n{3,}/g, '\n\n').trim();
}

/** Characters as a person counts them (code points, so an emoji is one). */
export const charCount = (text: string) => [...text].length;

/** A request from its JSON text, or null. A question longer than the limit is not a request. */
export function parseRoomRequest(text: string): RoomRequest | null {
  if (text.length > MAX_REQUEST_BYTES) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(data)) return null;
  switch (data.kind) {
    case 'ask': {
      if (typeof data.text !== 'string') return null;
      const question = cleanQuestion(data.text);
      return question && charCount(question) <= MAX_QUESTION_CHARS ? { kind: 'ask', text: question } : null;
    }
    case 'vote':
      return isRoomId(data.question) && typeof data.on === 'boolean' ? { kind: 'vote', question: data.question, on: data.on } : null;
    case 'react':
      return (REACTIONS as readonly unknown[]).includes(data.emoji) ? { kind: 'react', emoji: data.emoji as Reaction } : null;
    case 'answer-poll':
      return isRoomId(data.poll) && Number.isInteger(data.option) && (data.option as number) >= 0 && (data.option as number) < MAX_POLL_OPTIONS
        ? { kind: 'answer-poll', poll: data.poll, option: data.option as number }
        : null;
    case 'mark':
      if (!isRoomId(data.question) || !optionalBoolean(data.answered) || !optionalBoolean(data.hidden)) return null;
      return { kind: 'mark', question: data.question, answered: data.answered as boolean | undefined, hidden: data.hidden as boolean | undefined };
    case 'spotlight':
      return data.question === null || isRoomId(data.question) ? { kind: 'spotlight', question: data.question } : null;
    case 'reactions':
      return typeof data.on === 'boolean' ? { kind: 'reactions', on: data.on } : null;
    case 'poll':
      return isRoomId(data.poll) && typeof data.closed === 'boolean' ? { kind: 'poll', poll: data.poll, closed: data.closed } : null;
    case 'join':
      return typeof data.shown === 'boolean' ? { kind: 'join', shown: data.shown } : null;
    default:
      return null;
  }
}

// ---- Notices (server → pages) -----------------------------------------------------------------

export type RoomRefusal = 'rate' | 'invalid' | 'moderator' | 'closed' | 'off' | 'unknown' | 'full';

// The notices themselves (welcome, refused, reactions) are every document's: notices.ts.

// ---- Presence on the "nav" document -----------------------------------------------------------
// Each server process keeps its own presence there: how many pages that are not the presenter
// follow through it. The presenter view adds them up (one entry per node when several share Redis).

export interface NodePresence {
  followers: number;
}

export function parseNodePresence(state: unknown): NodePresence | null {
  if (!isRecord(state) || !isRecord(state.deckNode)) return null;
  const { followers } = state.deckNode;
  return Number.isInteger(followers) && (followers as number) >= 0 ? { followers: followers as number } : null;
}
