// The laser pointer's pure parts: the throttle that keeps the presenter's pointer to 30 messages a
// second, the fading trail, and its key (held `l` on the deck, the line tool in drawing mode).
import { describe, expect, it } from 'vitest';
import { createThrottle, SEND_INTERVAL, type Clock } from '../../src/client/features/cursor/throttle.ts';
import { trailSegments, youngPoints, TRAIL_MS } from '../../src/client/features/cursor/trail.ts';
import { KEYMAP, matchedKey, type KeyScope } from '../../src/client/deck/keys/keymap.ts';

/** A clock the test moves by hand: timers run when `advance` passes their time. */
function fakeClock() {
  let time = 0;
  let timers: { at: number; run: () => void; id: number }[] = [];
  let ids = 0;
  const clock: Clock = {
    now: () => time,
    setTimeout: (run, ms) => {
      timers.push({ at: time + ms, run, id: ++ids });
      return ids;
    },
    clearTimeout: (id) => {
      timers = timers.filter((timer) => timer.id !== id);
    },
  };
  const advance = (ms: number) => {
    const end = time + ms;
    for (;;) {
      const next = timers.filter((timer) => timer.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!next) break;
      timers = timers.filter((timer) => timer !== next);
      time = next.at;
      next.run();
    }
    time = end;
  };
  return { clock, advance };
}

describe('the pointer throttle', () => {
  it('sends at most 30 messages a second however often the pointer moves', () => {
    const { clock, advance } = fakeClock();
    const sent: { value: number; at: number }[] = [];
    const throttle = createThrottle<number>((value) => sent.push({ value, at: clock.now() }), SEND_INTERVAL, clock);
    // A 120 Hz screen: a move every 8.33 ms for two seconds.
    for (let i = 0; i < 240; i++) {
      throttle.push(i);
      advance(1000 / 120);
    }
    advance(100);
    expect(SEND_INTERVAL * 30).toBeGreaterThanOrEqual(1000);
    for (let start = 0; start < 2000; start += 10) expect(sent.filter((s) => s.at >= start && s.at < start + 1000).length).toBeLessThanOrEqual(30);
    for (let i = 1; i < sent.length; i++) expect((sent[i]?.at ?? 0) - (sent[i - 1]?.at ?? 0)).toBeGreaterThanOrEqual(SEND_INTERVAL);
    expect(sent.length).toBeGreaterThanOrEqual(55); // and not much fewer: the pointer still looks live
  });

  it('sends the first move at once and the newest of those that waited, never an older one', () => {
    const { clock, advance } = fakeClock();
    const sent: string[] = [];
    const throttle = createThrottle<string>((value) => sent.push(value), 34, clock);
    throttle.push('a');
    expect(sent).toEqual(['a']);
    throttle.push('b');
    advance(10);
    throttle.push('c');
    expect(sent).toEqual(['a']);
    advance(24);
    expect(sent).toEqual(['a', 'c']);
    advance(100);
    expect(sent).toEqual(['a', 'c']); // nothing more waits
    throttle.push(null as unknown as string); // the pointer left: after a pause it goes at once
    expect(sent).toEqual(['a', 'c', null]);
  });

  it('drops what waits when cancelled', () => {
    const { clock, advance } = fakeClock();
    const sent: number[] = [];
    const throttle = createThrottle<number>((value) => sent.push(value), 34, clock);
    throttle.push(1);
    throttle.push(2);
    throttle.cancel();
    advance(100);
    expect(sent).toEqual([1]);
  });
});

describe('the laser trail', () => {
  const points = [
    { x: 0, y: 0, t: 0 },
    { x: 10, y: 0, t: 100 },
    { x: 20, y: 0, t: 200 },
    { x: 50, y: 50, t: 300, start: true as const },
    { x: 60, y: 50, t: 400 },
  ];

  it('keeps the positions of the last quarter second', () => {
    expect(TRAIL_MS).toBe(250);
    expect(youngPoints(points, 400).map((p) => p.t)).toEqual([200, 300, 400]);
    expect(youngPoints(points, 700)).toEqual([]);
  });

  it('fades each segment with the age of its older end, and does not join a pause', () => {
    const segments = trailSegments(youngPoints(points, 400), 400);
    // 200 → 300 would cross the pause (300 starts anew), so only 300 → 400 is drawn.
    expect(segments.map((s) => [s.from.t, s.to.t])).toEqual([[300, 400]]);
    expect(segments[0]?.strength).toBeCloseTo(1 - 100 / 250);
    const older = trailSegments(points.slice(0, 3), 220);
    expect(older.map((s) => s.strength)).toEqual([expect.closeTo(1 - 220 / 250), expect.closeTo(1 - 120 / 250)]);
    expect(trailSegments(points.slice(0, 3), 300).map((s) => s.to.t)).toEqual([200]); // the older one faded out
  });
});

describe('the laser key', () => {
  const actionOf = (scope: KeyScope, key: string, code = '') =>
    KEYMAP.find((row) => !row.native && row.scopes.includes(scope) && matchedKey(row, { key, code, shiftKey: false, ctrlKey: false, metaKey: false, altKey: false }) !== null);

  it('is a held `l` on the deck, by its physical key on other layouts too', () => {
    expect(actionOf('deck', 'l')).toMatchObject({ action: 'laser', held: true, repeat: 'no', group: 'Views', codes: ['KeyL'] });
    expect(actionOf('deck', 'д', 'KeyL')?.action).toBe('laser'); // Russian ЙЦУКЕН: L is д
  });

  it('leaves L to the line tool in drawing mode', () => {
    expect(actionOf('drawing', 'l')?.action).toBe('draw.mode');
  });
});
