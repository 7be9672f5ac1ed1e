import { useCallback, useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  document.addEventListener('fullscreenchange', listener);
  return () => document.removeEventListener('fullscreenchange', listener);
}

export function useFullscreen() {
  const active = useSyncExternalStore(subscribe, () => document.fullscreenElement !== null);
  const toggle = useCallback(() => {
    const request = document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    // Refused (no user gesture, or not allowed in a frame): nothing to undo.
    request.catch(() => undefined);
  }, []);
  return { active, toggle, supported: document.fullscreenEnabled };
}
