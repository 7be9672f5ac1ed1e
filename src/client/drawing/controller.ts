// The mounted drawing layer's actions, so the (separately loaded) toolbar can undo, redo and clear.
import { useSyncExternalStore } from 'react';

export interface LayerActions {
  undo: () => void;
  redo: () => void;
  clear: () => void;
  canUndo: () => boolean;
  canRedo: () => boolean;
}

let layer: LayerActions | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Makes `actions` the current layer's; returns a function that detaches them again. */
export function attachLayer(actions: LayerActions): () => void {
  layer = actions;
  notify();
  return () => {
    if (layer === actions) layer = null;
    notify();
  };
}

/** Tells the toolbar that undo/redo availability may have changed. */
export const layerChanged = notify;

export const undo = () => layer?.undo();
export const redo = () => layer?.redo();
export const clear = () => layer?.clear();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

// A string snapshot, so React re-renders only when availability actually changes.
const snapshot = () => `${layer?.canUndo() ?? false}|${layer?.canRedo() ?? false}`;

export function useUndoState(): { canUndo: boolean; canRedo: boolean } {
  const [canUndo, canRedo] = useSyncExternalStore(subscribe, snapshot).split('|');
  return { canUndo: canUndo === 'true', canRedo: canRedo === 'true' };
}
