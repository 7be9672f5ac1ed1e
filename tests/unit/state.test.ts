// The store primitive, and what the page keeps in localStorage: versioned, and migrated on load.
import { describe, expect, it, vi } from 'vitest';
import { BRUSH } from '../../src/client/features/drawing/brush.ts';
import { SETTINGS } from '../../src/client/deck/settings/settings.ts';
import { loadKept, saveKept, type KeptFormat } from '../../src/client/state/kept.ts';
import { createEvents, createStore } from '../../src/client/state/store.ts';
import { brokenStorage, memoryStorage } from '../support/storage.ts';

describe('store', () => {
  it('tells its listeners of a change, once, and not of the same value again', () => {
    const store = createStore(1);
    const heard = vi.fn();
    const stop = store.subscribe(heard);
    store.set(2);
    store.set(2);
    store.update((n) => n + 1);
    expect(store.get()).toBe(3);
    expect(heard).toHaveBeenCalledTimes(2);
    stop();
    store.set(4);
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('delivers events with their arguments to every listener, even when one stops listening meanwhile', () => {
    const events = createEvents<[no: number, origin: string]>();
    const seen: string[] = [];
    const stopFirst = events.subscribe((no, origin) => {
      seen.push(`first ${no} ${origin}`);
      stopFirst();
    });
    events.subscribe((no, origin) => seen.push(`second ${no} ${origin}`));
    expect(events.heard()).toBe(true);
    events.emit(3, 'local');
    events.emit(4, 'remote');
    expect(seen).toEqual(['first 3 local', 'second 3 local', 'second 4 remote']);
    events.clear();
    expect(events.heard()).toBe(false);
  });
});

describe('kept values', () => {
  const COUNT: KeptFormat<number> = {
    key: 'count',
    version: 2,
    read: (value, version) => (version === 2 ? (typeof value === 'number' ? value : undefined) : version === 1 ? Number(value) * 10 : Number.parseInt(String(value), 10)),
  };

  it('writes the value with its version and reads it back', () => {
    const storage = memoryStorage();
    saveKept(COUNT, 7, storage);
    expect(JSON.parse(storage.items.get('count') ?? '')).toEqual({ version: 2, value: 7 });
    expect(loadKept(COUNT, storage)).toBe(7);
  });

  it('migrates an older version on load and keeps it in the current one', () => {
    const storage = memoryStorage({ count: JSON.stringify({ version: 1, value: 4 }) });
    expect(loadKept(COUNT, storage)).toBe(40);
    expect(JSON.parse(storage.items.get('count') ?? '')).toEqual({ version: 2, value: 40 });
    const raw = memoryStorage({ count: '12' }); // version 0: before values carried a version
    expect(loadKept(COUNT, raw)).toBe(12);
    expect(JSON.parse(raw.items.get('count') ?? '')).toEqual({ version: 2, value: 12 });
  });

  it('leaves alone what a newer version kept, and reads nothing from what it cannot use', () => {
    const newer = JSON.stringify({ version: 3, value: 'ten' });
    const storage = memoryStorage({ count: newer });
    expect(loadKept(COUNT, storage)).toBeUndefined();
    expect(storage.items.get('count')).toBe(newer);
    expect(loadKept(COUNT, memoryStorage({ count: JSON.stringify({ version: 2, value: 'x' }) }))).toBeUndefined();
    expect(loadKept(COUNT, memoryStorage())).toBeUndefined();
    expect(loadKept(COUNT, null)).toBeUndefined();
  });

  it('survives storage that throws', () => {
    expect(loadKept(COUNT, brokenStorage)).toBeUndefined();
    expect(() => saveKept(COUNT, 1, brokenStorage)).not.toThrow();
  });

  it('gathers the settings an earlier version kept one key each into one entry, and removes the old keys', () => {
    const storage = memoryStorage({ 'deck-scale': '1', 'deck-color-scheme': 'dark', 'deck-presenter-cursor': 'false', 'deck-notes-size': '28', 'other-app': 'kept' });
    expect(loadKept(SETTINGS, storage)).toEqual({ scale: 'actual', colorScheme: 'dark', presenterCursor: false, showOthersDrawings: true, notesSize: 28 });
    expect([...storage.items.keys()].sort()).toEqual(['deck-settings', 'other-app']);
    expect(JSON.parse(storage.items.get('deck-settings') ?? '')).toMatchObject({ version: 1, value: { scale: 'actual', colorScheme: 'dark' } });
  });

  it('reads each setting on its own: one unusable value falls back alone', () => {
    const storage = memoryStorage({ 'deck-settings': JSON.stringify({ version: 1, value: { scale: 'huge', colorScheme: 'dark', presenterCursor: 'yes', notesSize: 28 } }) });
    expect(loadKept(SETTINGS, storage)).toEqual({ scale: 'fit', colorScheme: 'dark', presenterCursor: true, showOthersDrawings: true, notesSize: 28 });
  });

  it('keeps the brush from the keys an earlier version used, dropping a colour no longer in the palette', () => {
    const storage = memoryStorage({ 'deck-drawing-mode': 'arrow', 'deck-drawing-color': '#123456', 'deck-drawing-size': '8' });
    expect(loadKept(BRUSH, storage)).toEqual({ mode: 'arrow', color: '#ff595e', size: 8 });
    expect([...storage.items.keys()]).toEqual(['deck-brush']);
  });
});
