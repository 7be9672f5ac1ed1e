// Whether the presenter view is on a phone: narrow (a portrait phone, at most 640 px wide) or short
// (a landscape one, at most 500 px tall). There it becomes a remote (PhoneRemote, remote.css); the
// layout is chosen here, once, so the desktop view's markup stays as it was.
import { useSyncExternalStore } from 'react';

export const PHONE_QUERY = '(max-width: 640px), (max-height: 500px)';

let query: MediaQueryList | undefined;
const phoneQuery = () => (query ??= window.matchMedia(PHONE_QUERY));

function subscribe(listener: () => void): () => void {
  const media = phoneQuery();
  media.addEventListener('change', listener);
  return () => media.removeEventListener('change', listener);
}

export function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribe, () => phoneQuery().matches, () => false);
}
