// The page's DrawingStore for this deck: config-driven persistence and sharing between tabs.
import { config, slides } from '../deck/deck.ts';
import { sanitizeStroke } from './sanitize.ts';
import { createDrawingStore, type DrawingStore } from './store.ts';
import { fetchSession } from '../sync/session.ts';
import { createBroadcastTransport } from './transport.ts';
import { newStrokeId, type StrokeTable } from './strokes.ts';
import { reportDrawingNotice, setAudienceDrawingOpen } from './drawingMode.ts';
import type { RefusalReason } from '../../shared/live.ts';

let store: DrawingStore | undefined;

/** What a viewer is told when the deck server did not take their stroke. */
const REFUSALS: Record<RefusalReason, string> = {
  closed: 'The presenter has turned audience drawing off.',
  full: 'This slide has all the audience drawing it can take; your stroke was not shared.',
  rate: 'You are drawing faster than the room can take; your stroke was not shared. Wait a moment.',
  size: 'That stroke is too large to share.',
  owner: 'You can change only your own strokes.',
};

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // disabled (private mode, sandboxed frames)
  }
}

/**
 * Drawings kept by an earlier version (one SVG text per slide) become stroke tables, so updating
 * the deck loses none. Parsed in an inert template; the store sanitises every stroke it reads.
 */
function upgradeStoredDrawings(storage: Storage | null, key: string): void {
  try {
    const data: unknown = JSON.parse(storage?.getItem(key) ?? 'null');
    if (typeof data !== 'object' || data === null || !Object.values(data).some((value) => typeof value === 'string')) return;
    const started = Date.now();
    const tables = Object.fromEntries(
      Object.entries(data).map(([no, value]): [string, unknown] => {
        if (typeof value !== 'string') return [no, value];
        const template = document.createElement('template');
        template.innerHTML = `<svg>${value}</svg>`;
        const strokes = [...(template.content.firstElementChild?.children ?? [])];
        const table: StrokeTable = Object.fromEntries(strokes.map((stroke, i) => [newStrokeId(started + i), [1, stroke.outerHTML]]));
        return [no, table];
      }),
    );
    storage?.setItem(key, JSON.stringify(tables));
  } catch {
    // Unreadable or unwritable: the store starts from what it can read.
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
  if (persist) upgradeStoredDrawings(localStorageOrNull(), drawingsKey());
  store = createDrawingStore({
    slideCount: slides.length,
    syncAll,
    persist,
    storage: localStorageOrNull(),
    storageKey: drawingsKey(),
    sanitize: sanitizeStroke,
  });
  store.subscribePolicy(() => setAudienceDrawingOpen(store?.audienceOpen() ?? true));
  store.subscribeRefusals((reason) => reportDrawingNotice(REFUSALS[reason]));
  const tabs = createBroadcastTransport(drawingsKey());
  if (tabs) store.connect(tabs);
  const pageStore = store;
  // With a deck server behind the page, drawings also reach other devices.
  void fetchSession().then(async (session) => {
    if (!session.server) return;
    const [{ connectLiveSync }, { createLiveDrawingTransport }] = await Promise.all([import('../sync/server.ts'), import('./liveTransport.ts')]);
    const live = connectLiveSync(session);
    if (!live) return;
    pageStore.connect(
      createLiveDrawingTransport(live.drawings, {
        onWelcome: pageStore.setViewer,
        onRefused: pageStore.refuse,
        isOwn: pageStore.isOwn,
      }),
    );
  });
  return store;
}
