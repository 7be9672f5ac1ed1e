// The room document as the page shows it: questions with their votes in the order the room sees
// them (most votes first, newest first on ties), this device's own votes and questions, the poll
// tallies, and the presenter's choices. Pure: it reads the document's entries, so it is tested
// without a server, and every page derives the same view from the same document.
import { MAX_POLL_OPTIONS, parseQuestion, splitPairKey } from '../../../shared/room.ts';

export interface QuestionView {
  id: string;
  text: string;
  at: number;
  votes: number;
  /** This device asked it. */
  mine: boolean;
  /** This device upvoted it. */
  voted: boolean;
  answered: boolean;
  hidden: boolean;
}

export interface PollTally {
  /** Answers per option index. */
  counts: number[];
  total: number;
  /** This device's answer, or null. */
  mine: number | null;
  closed: boolean;
}

export interface RoomState {
  /** The page has the room (a deck server is there and the first sync is done). */
  ready: boolean;
  /** Every question, hidden ones included (the presenter sees them), in the room's order. */
  questions: QuestionView[];
  spotlight: QuestionView | null;
  reactionsOn: boolean;
  joinShown: boolean;
  polls: ReadonlyMap<string, PollTally>;
}

export const EMPTY_ROOM: RoomState = { ready: false, questions: [], spotlight: null, reactionsOn: true, joinShown: false, polls: new Map() };

/** Most votes first; newest first among equals. */
export const byVotes = (a: QuestionView, b: QuestionView) => b.votes - a.votes || b.at - a.at || a.id.localeCompare(b.id);

export function readRoom(entries: Iterable<[string, unknown]>, viewer: string | null): RoomState {
  const questions = new Map<string, QuestionView>();
  const votes: Array<{ id: string; viewer: string }> = [];
  const polls = new Map<string, PollTally>();
  const poll = (id: string) => {
    let tally = polls.get(id);
    if (!tally) polls.set(id, (tally = { counts: [], total: 0, mine: null, closed: false }));
    return tally;
  };
  let spotlight: unknown = null;
  let reactionsOn = true;
  let joinShown = false;

  for (const [key, value] of entries) {
    if (key.startsWith('q:')) {
      const question = parseQuestion(value);
      if (question) questions.set(key.slice(2), { id: key.slice(2), text: question.text, at: question.at, votes: 0, mine: question.by === viewer, voted: false, answered: question.answered, hidden: question.hidden });
    } else if (key.startsWith('v:')) {
      const vote = splitPairKey(key, 'v:');
      if (vote) votes.push(vote);
    } else if (key.startsWith('p:')) {
      const ballot = splitPairKey(key, 'p:');
      if (!ballot || !Number.isInteger(value) || (value as number) < 0 || (value as number) >= MAX_POLL_OPTIONS) continue;
      const tally = poll(ballot.id);
      const option = value as number;
      tally.counts[option] = (tally.counts[option] ?? 0) + 1;
      tally.total += 1;
      if (ballot.viewer === viewer) tally.mine = option;
    } else if (key.startsWith('poll:')) {
      poll(key.slice(5)).closed = typeof value === 'object' && value !== null && (value as { closed?: unknown }).closed === true;
    } else if (key === 'spotlight') spotlight = value;
    else if (key === 'reactions') reactionsOn = value !== 'off';
    else if (key === 'join') joinShown = value === true;
  }
  for (const vote of votes) {
    const question = questions.get(vote.id);
    if (!question) continue;
    question.votes += 1;
    if (vote.viewer === viewer) question.voted = true;
  }
  const sorted = [...questions.values()].sort(byVotes);
  const shown = typeof spotlight === 'string' ? questions.get(spotlight) : undefined;
  return { ready: true, questions: sorted, spotlight: shown && !shown.hidden ? shown : null, reactionsOn, joinShown, polls };
}
