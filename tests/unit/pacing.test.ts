// Pacing (src/client/views/presenter/pacing.ts): the countdown's text, the even pace through the slides
// and its words; and the headmatter's `duration` field that turns it on (src/node/parser/duration.ts).
import { describe, expect, it } from 'vitest';
import {
  ON_PACE_SLACK_MS,
  countedPosition,
  formatCountdown,
  formatElapsed,
  pace,
  paceWords,
  plannedWindow,
} from '../../src/client/views/presenter/pacing.ts';
import { parseDuration } from '../../src/node/parser/duration.ts';
import { parseDeck } from '../../src/node/parser/parse.ts';

const MIN = 60_000;
const at = (no: number, clicks = 0, clicksTotal = 0) => ({ no, clicks, clicksTotal });

describe('the countdown', () => {
  it('starts at the full length, rounds up, and reaches 00:00 at the end', () => {
    expect(formatCountdown(30 * MIN, 0)).toEqual({ text: '30:00', over: false });
    expect(formatCountdown(30 * MIN, 400)).toEqual({ text: '30:00', over: false });
    expect(formatCountdown(30 * MIN, 1000)).toEqual({ text: '29:59', over: false });
    expect(formatCountdown(30 * MIN, 30 * MIN - 1)).toEqual({ text: '00:01', over: false });
    expect(formatCountdown(30 * MIN, 30 * MIN)).toEqual({ text: '00:00', over: false });
    expect(formatCountdown(90 * MIN, 5 * MIN)).toEqual({ text: '1:25:00', over: false });
  });

  it('says how far over once a whole second has passed the end', () => {
    expect(formatCountdown(30 * MIN, 30 * MIN + 999).over).toBe(false);
    expect(formatCountdown(30 * MIN, 30 * MIN + 1000)).toEqual({ text: '+0:01 over', over: true });
    expect(formatCountdown(30 * MIN, 31 * MIN + 5000)).toEqual({ text: '+1:05 over', over: true });
    expect(formatCountdown(30 * MIN, 42 * MIN)).toEqual({ text: '+12:00 over', over: true });
    expect(formatCountdown(10 * MIN, 72 * MIN)).toEqual({ text: '+1:02:00 over', over: true });
  });

  it('formats elapsed time as the timer always has', () => {
    expect(formatElapsed(0)).toBe('00:00');
    expect(formatElapsed(61_500)).toBe('01:01');
    expect(formatElapsed(3_600_000 + 5000)).toBe('1:00:05');
    expect(formatElapsed(-5)).toBe('00:00');
  });
});

describe('an even pace through the slides', () => {
  // 10 slides in 20 minutes: two minutes each.
  const SLIDES = 10;
  const D = 20 * MIN;

  it('gives each slide an equal share, and each click step an equal part of it', () => {
    expect(plannedWindow(at(1), SLIDES, D)).toEqual({ start: 0, end: 2 * MIN });
    expect(plannedWindow(at(4), SLIDES, D)).toEqual({ start: 6 * MIN, end: 8 * MIN });
    expect(plannedWindow(at(4, 0, 3), SLIDES, D)).toEqual({ start: 6 * MIN, end: 6.5 * MIN });
    expect(plannedWindow(at(4, 3, 3), SLIDES, D)).toEqual({ start: 7.5 * MIN, end: 8 * MIN });
    expect(plannedWindow(at(10), SLIDES, D)).toEqual({ start: 18 * MIN, end: 20 * MIN });
    // Past the counted slides (the end slide) the plan is over.
    expect(plannedWindow(at(11), SLIDES, D)).toEqual({ start: D, end: D });
  });

  it('keeps odd positions inside the deck', () => {
    expect(plannedWindow(at(4, 9, 3), SLIDES, D)).toEqual(plannedWindow(at(4, 3, 3), SLIDES, D));
    expect(plannedWindow(at(0), SLIDES, D)).toEqual(plannedWindow(at(1), SLIDES, D));
    expect(plannedWindow(at(1), 0, D)).toEqual({ start: 0, end: D });
  });

  it('is on pace inside the step\'s share, give or take the slack', () => {
    expect(pace(0, at(1), SLIDES, D)).toEqual({ state: 'on', by: 0 });
    expect(pace(7 * MIN, at(4), SLIDES, D).state).toBe('on');
    expect(pace(6 * MIN - ON_PACE_SLACK_MS, at(4), SLIDES, D).state).toBe('on');
    expect(pace(8 * MIN + ON_PACE_SLACK_MS, at(4), SLIDES, D).state).toBe('on');
  });

  it('is ahead when the step comes before its share, by the time until it', () => {
    expect(pace(10_000, at(4), SLIDES, D)).toEqual({ state: 'ahead', by: 6 * MIN - 10_000 });
    expect(pace(6 * MIN - ON_PACE_SLACK_MS - 1, at(4), SLIDES, D).state).toBe('ahead');
  });

  it('is behind when the step\'s share is over, by the time since', () => {
    expect(pace(12 * MIN, at(4), SLIDES, D)).toEqual({ state: 'behind', by: 4 * MIN });
    expect(pace(2 * MIN + ON_PACE_SLACK_MS + 1, at(1), SLIDES, D).state).toBe('behind');
    // Overtime on the last slide is behind; the end slide before the end is ahead.
    expect(pace(25 * MIN, at(10), SLIDES, D)).toEqual({ state: 'behind', by: 5 * MIN });
    expect(pace(15 * MIN, at(11), SLIDES, D)).toEqual({ state: 'ahead', by: 5 * MIN });
  });

  it('counts click steps: the last step of a slide is further on than its first', () => {
    expect(pace(6 * MIN, at(4, 0, 3), SLIDES, D).state).toBe('on');
    expect(pace(6 * MIN, at(4, 3, 3), SLIDES, D)).toEqual({ state: 'ahead', by: 1.5 * MIN });
  });

  it('places the end slide where the next counted slide would begin', () => {
    const counted = [true, true, true, false];
    expect(countedPosition(counted, 2, 1, 2)).toEqual(at(2, 1, 2));
    expect(countedPosition(counted, 4, 0, 0)).toEqual(at(4));
    expect(countedPosition([true, false, true], 3, 0, 1)).toEqual(at(2, 0, 1));
  });
});

describe('pace in words', () => {
  it('says ahead, on pace or behind, in minutes from a minute on and in seconds below', () => {
    expect(paceWords({ state: 'on', by: 0 })).toBe('on pace');
    expect(paceWords({ state: 'ahead', by: 2 * MIN })).toBe('2 min ahead');
    expect(paceWords({ state: 'behind', by: 61_000 })).toBe('1 min behind');
    expect(paceWords({ state: 'behind', by: 95_000 })).toBe('2 min behind');
    expect(paceWords({ state: 'ahead', by: 45_200 })).toBe('45 s ahead');
  });
});

describe('the duration field', () => {
  it('reads minutes, hours and seconds, and a plain number as minutes', () => {
    const cases: [unknown, number][] = [
      ['30min', 1800], ['45m', 2700], ['1h', 3600], ['1h30m', 5400], ['1h 30min', 5400], ['2 hours', 7200],
      ['90s', 90], ['1.5h', 5400], ['20 minutes', 1200], [' 30MIN ', 1800], [90, 5400], ['90', 5400], [0.5, 30],
    ];
    for (const [value, seconds] of cases) expect(parseDuration(value), String(value)).toBe(seconds);
  });

  it('refuses what is not a length', () => {
    for (const value of ['', 'soon', '-5m', '0', 0, -10, '30m1h', '1h1h', '1h30', '30 min and a bit', '25h', true, null, [30]]) {
      expect(parseDuration(value), JSON.stringify(value)).toBeNull();
    }
  });

  it('reaches the deck configuration in seconds, and a bad one stops the build naming the field and its line', () => {
    const deck = (headmatter: string) => parseDeck(`---\n${headmatter}\n---\n\n# One\n`, 'talk.md');
    expect(deck('title: x\nduration: 30min').config.duration).toBe(1800);
    expect(deck('title: x').config.duration).toBeUndefined();
    expect(() => deck('title: x\nduration: half an hour')).toThrow(
      'talk.md:3: headmatter: "duration" must be a length such as 30min, 45m, 1h or 1h30m (a plain number counts minutes; at most 24h), got "half an hour"',
    );
  });
});
