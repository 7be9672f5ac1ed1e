// Whether this page is on a phone: narrow (a portrait phone, at most 640 px wide) or short (a
// landscape one, at most 500 px tall). There a slide is drawn small, so what a viewer taps or reads
// apart from the slide (the presenter's remote, a poll's answers) is laid out at the phone's own size.
// A phone held upright has room under the slide for more (the room's top questions).
import { useSyncExternalStore } from 'react';

export const PHONE_QUERY = '(max-width: 640px), (max-height: 500px)';
/** The same as play.css's column under the slide (.play-companion). */
export const UPRIGHT_PHONE_QUERY = '(max-width: 640px) and (orientation: portrait)';

const queries = new Map<string, MediaQueryList>();
const media = (query: string) => {
  let list = queries.get(query);
  if (!list) queries.set(query, (list = window.matchMedia(query)));
  return list;
};

function useMedia(query: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      const list = media(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    () => media(query).matches,
    () => false,
  );
}

export const usePhoneScreen = (): boolean => useMedia(PHONE_QUERY);

export const useUprightPhone = (): boolean => useMedia(UPRIGHT_PHONE_QUERY);
