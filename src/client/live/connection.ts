// The page's one connection to the deck server: asked for by navigation, drawings and the room
// alike, made once, and only when a server is behind the page (the Yjs client loads only then; a
// static build never fetches it).
import type { LiveSync } from './server.ts';
import { fetchSession } from './session.ts';
import { retrying } from '../deck/ui/retrying.ts';

let connecting: Promise<LiveSync | null> | undefined;

/** The live documents once connected, or null where there is no deck server. */
export function whenLive(): Promise<LiveSync | null> {
  connecting ??= fetchSession().then(async (session) => {
    if (!session.server) return null;
    const { connectLiveSync } = await retrying(() => import('./server.ts'));
    return connectLiveSync(session);
  });
  return connecting;
}
