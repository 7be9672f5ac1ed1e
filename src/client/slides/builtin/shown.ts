// Where a built-in sits, for those that act only on the slide being shown (a video that plays, a
// tweet or a YouTube player that loads): its slide is the one shown in the play or presenter view
// (not laid out ahead, not a thumbnail, the next-slide preview or print), its click step reached,
// whether the browser is online, and the colour scheme the page shows.
import { useSyncExternalStore } from 'react';
import { useAhead } from '../slide/AheadContext.ts';
import { useSlideScope } from '../slide/SlideScope.ts';

/** Its slide is the one on screen, in the play or presenter view. */
export function useOnShownSlide(): boolean {
  const ahead = useAhead();
  const { renderContext } = useSlideScope();
  return !ahead && (renderContext === 'slide' || renderContext === 'presenter');
}

export { useClickShown } from '../slide/ClickShownContext.ts';

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** The browser's own word on the network (offline on the server: nothing is loaded there). */
export const useOnline = () => useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => false);

function subscribeScheme(listener: () => void): () => void {
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

/** The colour scheme the page shows (its `dark` class, however it was set); light on the server. */
export const useDarkPage = () => useSyncExternalStore(subscribeScheme, () => document.documentElement.classList.contains('dark'), () => false);
