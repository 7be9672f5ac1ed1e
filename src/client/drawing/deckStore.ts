// The page's DrawingStore for this deck: config-driven persistence and sharing between tabs.
import { config, slides } from '../deck/deck.ts';
import { sanitizeStroke } from './sanitize.ts';
import { createDrawingStore, type DrawingStore } from './store.ts';
import { fetchSession } from '../sync/session.ts';
import { createBroadcastTransport } from './transport.ts';

let store: DrawingStore | undefined;

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // disabled (private mode, sandboxed frames)
  }
}

/** Keys and channel are per deck (its path), so two decks in one browser keep their drawings apart. */
export const drawingsKey = () => `deck-drawings:${window.location.pathname}`;

/**
 * The page's store, made on first use. Tabs of one browser share drawings over a BroadcastChannel;
 * the sync client adds devices with `getDrawingStore().connect(transport)`.
 */
export function getDrawingStore(): DrawingStore {
  if (store) return store;
  const { persist, syncAll } = config.drawings;
  store = createDrawingStore({
    slideCount: slides.length,
    syncAll,
    persist,
    storage: localStorageOrNull(),
    storageKey: drawingsKey(),
    sanitize: sanitizeStroke,
  });
  const tabs = createBroadcastTransport(drawingsKey());
  if (tabs) store.connect(tabs);
  const pageStore = store;
  // With a deck server behind the page, drawings also reach other devices.
  void fetchSession().then(async (session) => {
    if (!session.server) return;
    const [{ connectLiveSync }, { createLiveDrawingTransport }] = await Promise.all([import('../sync/server.ts'), import('./liveTransport.ts')]);
    const live = connectLiveSync(session);
    if (live) pageStore.connect(createLiveDrawingTransport(live.drawings));
  });
  return store;
}
