// The mounted drawing layer's actions, so the (separately loaded) toolbar can undo, redo and clear.
import { createStore, useStore } from '../../state/store.ts';

export interface LayerActions {
  undo: () => void;
  redo: () => void;
  clear: () => void;
  canUndo: () => boolean;
  canRedo: () => boolean;
}

const layer = createStore<LayerActions | null>(null);
/** What the toolbar shows; a string, so it re-renders only when availability actually changes. */
const undoState = createStore('false|false');
const refresh = () => {
  const actions = layer.get();
  undoState.set(`${actions?.canUndo() ?? false}|${actions?.canRedo() ?? false}`);
};
layer.subscribe(refresh);

/** Makes `actions` the current layer's; returns a function that detaches them again. */
export function attachLayer(actions: LayerActions): () => void {
  layer.set(actions);
  return () => {
    if (layer.get() === actions) layer.set(null);
  };
}

/** Tells the toolbar that undo/redo availability may have changed. */
export const layerChanged = refresh;

export const undo = () => layer.get()?.undo();
export const redo = () => layer.get()?.redo();
export const clear = () => layer.get()?.clear();

export function useUndoState(): { canUndo: boolean; canRedo: boolean } {
  const [canUndo, canRedo] = useStore(undoState).split('|');
  return { canUndo: canUndo === 'true', canRedo: canRedo === 'true' };
}
