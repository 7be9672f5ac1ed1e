// Short messages for the viewer that no navigation carries (Notice.tsx shows them): what a browser
// cannot do here and what happens instead, e.g. fullscreen on an iPhone. The latest one wins; a
// serial makes a repeat show again.
import { createStore, useStore } from '../../state/store.ts';

const latest = createStore<{ text: string; serial: number } | null>(null);

export function showNotice(text: string): void {
  latest.update((last) => ({ text, serial: (last?.serial ?? 0) + 1 }));
}

export const dismissNotice = (serial: number) => latest.update((last) => (last?.serial === serial ? null : last));

export const useLatestNotice = () => useStore(latest);
