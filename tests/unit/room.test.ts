// The room's rules on the server: what an attendee may send, how often, and what only the presenter
// may do (room.ts), applied to a real Yjs document with a clock and a tick the test turns by hand.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { ROOM_LIMITS, createRoom, newLimits, type Sender } from '../../src/node/server/room.ts';
import type { LiveNotice } from '../../src/shared/notices.ts';
import { parseQuestion, parseRoomRequest, voteKey } from '../../src/shared/room.ts';

function setup() {
  let now = 1_000_000;
  const broadcasts: LiveNotice[] = [];
  let tick = () => {};
  const room = createRoom({ broadcast: (n) => void broadcasts.push(n), now: () => now, every: (_, run) => ((tick = run), () => {}) });
  const doc = new Y.Doc();
  const map = doc.getMap<unknown>('state');
  const sender = (viewer: string, presenter = false): Sender => ({ viewer, presenter, limits: newLimits(() => now) });
  const send = (who: Sender, request: unknown) => room.handle(map, who, typeof request === 'string' ? request : JSON.stringify(request));
  const questions = () => [...map.entries()].flatMap(([key, value]) => {
    const question = key.startsWith('q:') ? parseQuestion(value) : null;
    return question ? [{ id: key.slice(2), ...question }] : [];
  });
  return { room, map, sender, send, questions, broadcasts, advance: (ms: number) => (now += ms), tick: () => tick() };
}

describe('questions', () => {
  it('keeps a question as plain text, one per 10 s per connection, at most 280 characters', () => {
    const { send, sender, questions, tick, advance } = setup();
    const ann = sender('ann-device');
    expect(send(ann, { kind: 'ask', text: '  <img src=x onerror=alert(1)>\r\nwhy?  ' })).toBeNull();
    expect(questions()).toEqual([]); // applied on the tick, with everything else of that moment
    tick();
    expect(questions()).toMatchObject([{ text: '<img src=x onerror=alert(1)>\nwhy?', by: 'ann-device', answered: false, hidden: false }]);
    expect(send(ann, { kind: 'ask', text: 'again' })).toMatchObject({ kind: 'refused', reason: 'rate', retryInSeconds: 10 });
    advance(10_000);
    expect(send(ann, { kind: 'ask', text: '🦀'.repeat(280) })).toBeNull();
    expect(send(sender('bob'), { kind: 'ask', text: 'x'.repeat(281) })).toMatchObject({ reason: 'invalid' });
    expect(send(sender('bob'), { kind: 'ask', text: 'x'.repeat(10_000) })).toMatchObject({ reason: 'invalid' });
    expect(send(sender('bob'), { kind: 'ask', text: '   ' })).toMatchObject({ reason: 'invalid' });
    expect(send(sender('bob'), '{"kind":"ask","text":')).toMatchObject({ reason: 'invalid' });
    tick();
    expect(questions()).toHaveLength(2);
  });

  it('counts one upvote per device, which it may take back', () => {
    const { send, sender, questions, map, tick } = setup();
    send(sender('ann'), { kind: 'ask', text: 'q' });
    tick();
    const id = questions()[0]?.id ?? '';
    const bob = sender('bob');
    for (let i = 0; i < 3; i++) send(bob, { kind: 'vote', question: id, on: true });
    send(sender('cat'), { kind: 'vote', question: id, on: true });
    tick();
    const votes = () => [...map.keys()].filter((key) => key.startsWith(`v:${id}/`)).length;
    expect(votes()).toBe(2);
    expect(map.get(voteKey(id, 'bob'))).toBe(1);
    send(bob, { kind: 'vote', question: id, on: false });
    tick();
    expect(votes()).toBe(1);
    expect(send(bob, { kind: 'vote', question: 'nope', on: true })).toMatchObject({ reason: 'unknown' });
  });

  it('lets only the presenter mark, hide and show a question on every screen', () => {
    const { send, sender, questions, map, tick } = setup();
    send(sender('ann'), { kind: 'ask', text: 'q' });
    tick();
    const id = questions()[0]?.id ?? '';
    const presenter = sender('presenter', true);
    for (const request of [{ kind: 'mark', question: id, answered: true }, { kind: 'spotlight', question: id }, { kind: 'reactions', on: false }, { kind: 'join', shown: true }, { kind: 'poll', poll: 'p', closed: true }]) {
      expect(send(sender('ann'), request)).toMatchObject({ reason: 'moderator' });
    }
    expect(send(presenter, { kind: 'spotlight', question: id })).toBeNull();
    expect(send(presenter, { kind: 'mark', question: id, answered: true })).toBeNull();
    tick();
    expect(map.get('spotlight')).toBe(id);
    expect(questions()[0]).toMatchObject({ answered: true, hidden: false });
    send(presenter, { kind: 'mark', question: id, hidden: true });
    tick();
    expect(questions()[0]).toMatchObject({ answered: true, hidden: true });
    expect(map.get('spotlight')).toBeNull(); // a hidden question leaves the screens
    expect(send(sender('bob'), { kind: 'vote', question: id, on: true })).toMatchObject({ reason: 'unknown' });
  });

  it('bounds how many questions one device and the room keep', () => {
    const { send, sender, tick, advance, questions } = setup();
    const ann = sender('ann');
    for (let i = 0; i < ROOM_LIMITS.questionsPerViewer; i++) {
      expect(send(ann, { kind: 'ask', text: `q${i}` })).toBeNull();
      advance(10_000);
      tick();
    }
    expect(send(ann, { kind: 'ask', text: 'one more' })).toMatchObject({ reason: 'full' });
    expect(questions()).toHaveLength(ROOM_LIMITS.questionsPerViewer);
  });
});

describe('reactions', () => {
  it('sends each tick’s reactions to everyone as one message, and only as fast as one per 250 ms per connection', () => {
    const { send, sender, broadcasts, tick, advance, map } = setup();
    const ann = sender('ann');
    for (let i = 0; i < 1000; i++) send(ann, { kind: 'react', emoji: '👏' });
    send(sender('bob'), { kind: 'react', emoji: '🎉' });
    tick();
    expect(broadcasts).toEqual([{ kind: 'reactions', counts: { '👏': 1, '🎉': 1 } }]);
    tick();
    expect(broadcasts).toHaveLength(1); // nothing new, nothing sent
    advance(250);
    send(ann, { kind: 'react', emoji: '👏' });
    tick();
    expect(broadcasts[1]).toEqual({ kind: 'reactions', counts: { '👏': 1 } });
    expect([...map.keys()]).toEqual([]); // never stored
    expect(send(ann, { kind: 'react', emoji: '<b>' })).toMatchObject({ reason: 'invalid' });
  });

  it('refuses reactions while the presenter has turned them off', () => {
    const { send, sender, tick } = setup();
    send(sender('presenter', true), { kind: 'reactions', on: false });
    tick();
    expect(send(sender('ann'), { kind: 'react', emoji: '👏' })).toMatchObject({ reason: 'off' });
  });
});

describe('polls', () => {
  it('takes one answer per device, changeable until the presenter closes the poll', () => {
    const { send, sender, tick, map, advance } = setup();
    const ann = sender('ann');
    send(ann, { kind: 'answer-poll', poll: 'fav', option: 1 });
    tick();
    advance(1000);
    send(ann, { kind: 'answer-poll', poll: 'fav', option: 2 });
    tick();
    expect(map.get('p:fav/ann')).toBe(2);
    expect(send(ann, { kind: 'answer-poll', poll: 'fav', option: 99 })).toMatchObject({ reason: 'invalid' });
    send(sender('presenter', true), { kind: 'poll', poll: 'fav', closed: true });
    tick();
    expect(send(ann, { kind: 'answer-poll', poll: 'fav', option: 0 })).toMatchObject({ reason: 'closed' });
  });
});

describe('parseRoomRequest', () => {
  it('reads nothing but the kinds and fields it knows', () => {
    expect(parseRoomRequest('null')).toBeNull();
    expect(parseRoomRequest('{"kind":"vote","question":"../x","on":true}')).toBeNull();
    expect(parseRoomRequest('{"kind":"spotlight","question":null}')).toEqual({ kind: 'spotlight', question: null });
    expect(parseRoomRequest(JSON.stringify({ kind: 'ask', text: 'a'.repeat(5000) }))).toBeNull();
  });
});
