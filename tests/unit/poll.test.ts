// How an author writes a poll's options and id (src/client/slides/builtin/poll.ts).
import { describe, expect, it } from 'vitest';
import { parseOptions, pollIdOf } from '../../src/client/slides/builtin/poll.ts';
import { isRoomId } from '../../src/shared/room.ts';

describe('a poll', () => {
  it('reads options separated by |, or by commas when there is no |, or as a list; at most 8', () => {
    expect(parseOptions('Yes, always | No | ')).toEqual(['Yes, always', 'No']);
    expect(parseOptions('red, green,blue')).toEqual(['red', 'green', 'blue']);
    expect(parseOptions(['a', ' b '])).toEqual(['a', 'b']);
    expect(parseOptions(undefined)).toEqual([]);
    expect(parseOptions('1|2|3|4|5|6|7|8|9|10')).toHaveLength(8);
  });

  it('takes its id from the question, the same on every device, unless the author names one', () => {
    const id = pollIdOf('How do your tests reach the database?');
    expect(id).toBe(pollIdOf('How do your tests reach the database?'));
    expect(id).not.toBe(pollIdOf('How do your tests reach the database'));
    expect(isRoomId(id)).toBe(true);
    expect(pollIdOf('anything', 'db-poll')).toBe('db-poll');
    expect(isRoomId(pollIdOf('x', '../not an id'))).toBe(true);
  });
});
