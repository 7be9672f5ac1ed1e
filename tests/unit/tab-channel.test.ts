// Messages between tabs (src/client/state/tabChannel.ts): BroadcastChannel where it exists and may be
// made; storage events where it does not (Safari before 15.4) or the constructor throws; nothing when
// storage is refused too. Two "tabs" here share one storage, and each hears the other's writes.
import { describe, expect, it } from 'vitest';
import { openTabChannel, type TabChannelEnv } from '../../src/client/state/tabChannel.ts';

/** Tabs sharing one localStorage: a write fires a storage event in every other tab, as browsers do. */
function tabs(count: number): TabChannelEnv[] {
  const data = new Map<string, string>();
  const targets = Array.from({ length: count }, () => new EventTarget());
  const fire = (from: number, key: string, newValue: string | null) => {
    targets.forEach((target, i) => {
      if (i === from) return;
      const event = Object.assign(new Event('storage'), { key, newValue });
      target.dispatchEvent(event);
    });
  };
  return targets.map((events, i) => ({
    BroadcastChannel: undefined,
    events,
    storage: {
      setItem: (key: string, value: string) => {
        data.set(key, value);
        fire(i, key, value);
      },
      removeItem: (key: string) => {
        data.delete(key);
        fire(i, key, null);
      },
    },
  }));
}

describe('openTabChannel', () => {
  it('uses a BroadcastChannel where there is one', () => {
    const channel = openTabChannel('deck:/', { BroadcastChannel, storage: null, events: new EventTarget() });
    expect(channel?.kind).toBe('broadcast');
    channel?.close();
  });

  it('without BroadcastChannel, carries messages to the other tabs (not back to the sender) through storage events, and leaves nothing in storage', () => {
    const [a, b, c] = tabs(3).map((env) => openTabChannel('deck:/', env));
    expect(a?.kind).toBe('storage');
    const heard: Record<string, unknown[]> = { a: [], b: [], c: [] };
    a?.subscribe((data) => heard.a?.push(data));
    b?.subscribe((data) => heard.b?.push(data));
    c?.subscribe((data) => heard.c?.push(data));
    a?.post({ topic: 'nav', payload: { no: 3 } });
    a?.post({ topic: 'nav', payload: { no: 3 } }); // the same again still arrives
    expect(heard).toEqual({ a: [], b: [{ topic: 'nav', payload: { no: 3 } }, { topic: 'nav', payload: { no: 3 } }], c: heard.b });
    c?.close();
    b?.post('hello');
    expect(heard.a).toEqual(['hello']);
    expect(heard.c).toHaveLength(2);
  });

  it('falls back to storage when the BroadcastChannel constructor throws (a context that refuses it)', () => {
    const [env] = tabs(1);
    const Refusing = function BroadcastChannel() {
      throw new DOMException('refused', 'SecurityError');
    } as unknown as typeof BroadcastChannel;
    expect(openTabChannel('deck:/', { ...env, BroadcastChannel: Refusing })?.kind).toBe('storage');
  });

  it('is null when storage is refused too: the deck runs, its tabs do not sync', () => {
    const storage = {
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(openTabChannel('deck:/', { storage, events: new EventTarget() })).toBeNull();
    expect(openTabChannel('deck:/', {})).toBeNull();
  });
});
