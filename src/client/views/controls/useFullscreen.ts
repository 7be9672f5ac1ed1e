// The fullscreen toggle of the toolbar and the `f` key (fullscreen.ts finds the browser's API).
// Where the browser has none (an iPhone), the button is not shown and `f` says why instead of
// throwing; a refusal (no user gesture, a frame that may not) changes nothing.
import { useCallback, useSyncExternalStore } from 'react';
import { showNotice } from '../../deck/ui/notices.ts';
import { FULLSCREEN_UNAVAILABLE, fullscreenOf, type FullscreenDocument } from './fullscreen.ts';

const api = () => fullscreenOf(document as unknown as FullscreenDocument);

function subscribe(listener: () => void): () => void {
  const { events } = api();
  events.forEach((name) => document.addEventListener(name, listener));
  return () => events.forEach((name) => document.removeEventListener(name, listener));
}

const isActive = () => api().active();

export function useFullscreen() {
  const active = useSyncExternalStore(subscribe, isActive);
  const toggle = useCallback(() => {
    // Looked up at each press: a browser may lose the API (or a test take it away) after the first render.
    const fullscreen = api();
    if (!fullscreen.supported) return showNotice(FULLSCREEN_UNAVAILABLE);
    fullscreen.toggle().catch(() => undefined);
  }, []);
  return { active, toggle, supported: api().supported };
}
