// Drawing mode on or off for this page, and who may draw. Loaded with the first view: it holds no
// drawing code, only the flag the toolbar, keys and pointer navigation consult.
import { useSyncExternalStore } from 'react';
import { config } from '../deck/deck.ts';

export type DrawingView = 'play' | 'presenter';

let on = false;
const listeners = new Set<() => void>();

export function isDrawingOn(): boolean {
  return on;
}

export function setDrawingOn(value: boolean): void {
  if (on === value) return;
  on = value;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function useDrawingMode(): [boolean, (value: boolean) => void] {
  return [useSyncExternalStore(subscribe, isDrawingOn, () => false), setDrawingOn];
}

/** Drawings are enabled, and this view may draw (with presenterOnly, only the presenter). */
export function canDrawIn(view: DrawingView): boolean {
  return config.drawings.enabled && (!config.drawings.presenterOnly || view === 'presenter');
}
