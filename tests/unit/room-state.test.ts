// The room as a page shows it, read from the document's entries (roomState.ts).
import { describe, expect, it } from 'vitest';
import { readRoom } from '../../src/client/features/room/roomState.ts';

const q = (text: string, at: number, by = 'someone', extra: object = {}) => ({ text, at, by, answered: false, hidden: false, ...extra });

describe('readRoom', () => {
  it('orders questions by votes, newest first among equals, and marks this device’s own', () => {
    const room = readRoom(
      [
        ['q:old', q('old, one vote', 1)],
        ['q:new', q('new, one vote', 2, 'me')],
        ['q:top', q('two votes', 0)],
        ['q:none', q('no votes', 3)],
        ['v:old/a', 1],
        ['v:new/b', 1],
        ['v:top/a', 1],
        ['v:top/me', 1],
        ['v:gone/a', 1], // a vote for a question that is not there counts for nothing
        ['v:bad', 1],
      ],
      'me',
    );
    expect(room.questions.map((question) => [question.id, question.votes])).toEqual([['top', 2], ['new', 1], ['old', 1], ['none', 0]]);
    expect(room.questions.find((question) => question.id === 'new')?.mine).toBe(true);
    expect(room.questions.find((question) => question.id === 'top')?.voted).toBe(true);
  });

  it('reads the presenter’s choices and drops a spotlight on a hidden question', () => {
    const hidden = readRoom([['q:a', q('a', 1, 'x', { hidden: true })], ['spotlight', 'a'], ['reactions', 'off'], ['join', true]], null);
    expect(hidden).toMatchObject({ spotlight: null, reactionsOn: false, joinShown: true });
    expect(readRoom([['q:a', q('a', 1)], ['spotlight', 'a']], null).spotlight?.text).toBe('a');
    expect(readRoom([['spotlight', '<script>'], ['q:a', 'not a question']], null)).toMatchObject({ spotlight: null, questions: [] });
  });

  it('tallies poll answers per option, with this device’s answer and whether the poll is closed', () => {
    const room = readRoom([['p:fav/a', 0], ['p:fav/b', 2], ['p:fav/me', 2], ['p:fav/c', 99], ['p:fav/d', 'x'], ['poll:fav', { closed: true }]], 'me');
    expect(room.polls.get('fav')).toEqual({ counts: [1, undefined, 2], total: 3, mine: 2, closed: true });
  });
});
