// Whether this page may have drawings to show before anyone draws on it: then the drawing layer
// (its code, and the drawings' Yjs document) loads once the page is idle; otherwise only when
// drawing mode is switched on. A deck on its own (no server), with nothing this browser kept and no
// other tab drawing, is a slide show: the layer would be the biggest piece of script it runs.
import { config } from '../../deck/deck.ts';
import { fetchSession } from '../../live/session.ts';
import { tabTopic } from '../../live/tabs.ts';
import { browserStorage } from '../../state/kept.ts';
import { createStore } from '../../state/store.ts';

/** The storage key is per deck (its path), so two decks in one browser keep their drawings apart. */
export const drawingsKey = () => `deck-drawings:${window.location.pathname}`;

/** True once there may be drawings to show: a deck server shares them, this browser kept some, or another tab draws. */
export const drawingsToShow = createStore(false);

let watching = false;

/** Starts looking (once per page) for a reason to show drawings. */
export function watchForDrawings(): void {
  if (watching) return;
  watching = true;
  const found = () => drawingsToShow.set(true);
  if (config.drawings.persist && browserStorage()?.getItem(drawingsKey()) != null) return found();
  void fetchSession().then((session) => session.server && found());
  // Another tab of this deck with a drawing layer says hello as it opens and sends each stroke:
  // this page's layer, once loaded, says hello in turn and is sent every stroke it holds.
  const tabs = tabTopic('drawings');
  const stop = tabs?.subscribe(() => {
    found();
    stop?.();
  });
}
