// Loads that fail on a bad network are asked for again: later and later while they keep failing,
// and at once when the page is back in touch with its server.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retrying, retryNow } from '../../src/client/deck/ui/retrying.ts';

/** A load that fails `failures` times, then gives `value`; counts its attempts. */
function flaky<T>(failures: number, value: T) {
  const load = Object.assign(
    () => {
      load.attempts += 1;
      return load.attempts <= failures ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve(value);
    },
    { attempts: 0 },
  );
  return load;
}

describe('retrying', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('gives what the load gives, at once when it works', async () => {
    const load = flaky(0, 'slide');
    await expect(retrying(load)).resolves.toBe('slide');
    expect(load.attempts).toBe(1);
  });

  it('asks again after a failure, waiting longer each time, until the load works', async () => {
    const load = flaky(3, 'room');
    let result: string | undefined;
    void retrying(load).then((value) => (result = value));
    await vi.advanceTimersByTimeAsync(0);
    expect(load.attempts).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(load.attempts).toBe(2);
    // The next wait is longer: not yet after another second.
    await vi.advanceTimersByTimeAsync(1000);
    expect(load.attempts).toBe(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(load.attempts).toBe(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(load.attempts).toBe(4);
    expect(result).toBe('room');
  });

  it('never waits more than ten seconds between attempts', async () => {
    const load = flaky(8, 'ok');
    void retrying(load);
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000 + 8000);
    expect(load.attempts).toBe(5);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(load.attempts).toBe(6);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(load.attempts).toBe(7);
  });

  it('asks again at once when told the server is back, for every load waiting', async () => {
    const room = flaky(2, 'room');
    const slide = flaky(1, 'slide');
    const results: string[] = [];
    void retrying(room).then((value) => results.push(value));
    void retrying(slide).then((value) => results.push(value));
    await vi.advanceTimersByTimeAsync(0);
    retryNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(results).toEqual(['slide']);
    expect(room.attempts).toBe(2);
    retryNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(results).toEqual(['slide', 'room']);
  });
});
