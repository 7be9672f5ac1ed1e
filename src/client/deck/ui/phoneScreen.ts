// Whether this page is on a phone: narrow (a portrait phone, at most 640 px wide) or short (a
// landscape one, at most 500 px tall). There a slide is drawn small, so what a viewer taps or reads
// apart from the slide (the presenter's remote, a poll's answers) is laid out at the phone's own size.
import { useSyncExternalStore } from 'react';

export const PHONE_QUERY = '(max-width: 640px), (max-height: 500px)';

let query: MediaQueryList | undefined;
const phoneQuery = () => (query ??= window.matchMedia(PHONE_QUERY));

function subscribe(listener: () => void): () => void {
  const media = phoneQuery();
  media.addEventListener('change', listener);
  return () => media.removeEventListener('change', listener);
}

export function usePhoneScreen(): boolean {
  return useSyncExternalStore(subscribe, () => phoneQuery().matches, () => false);
}
