// The page's DrawingStore for this deck: config-driven persistence and sharing between tabs.
import { config, slides } from '../../deck/deck.ts';
import { sanitizeStroke } from './sanitize.ts';
import { createDrawingStore, type DrawingStore } from './store.ts';
import { whenLive } from '../../live/connection.ts';
import { createTabTransport } from './transport.ts';
import { keptDrawings } from './keptDrawings.ts';
import { browserStorage } from '../../state/kept.ts';
import { newStrokeId, type StrokeTable } from './strokes.ts';
import { reportDrawingNotice, setAudienceDrawingOpen } from './drawingMode.ts';
import type { RefusalReason } from '../../../shared/live.ts';

let store: DrawingStore | undefined;

/** What a viewer is told when the deck server did not take their stroke. */
const REFUSALS: Record<RefusalReason, string> = {
  closed: 'The presenter has turned audience drawing off.',
  full: 'This slide has all the audience drawing it can take; your stroke was not shared.',
  rate: 'You are drawing faster than the room can take; your stroke was not shared. Wait a moment.',
  size: 'That stroke is too large to share.',
  owner: 'You can change only your own strokes.',
};

/**
 * A slide's drawing as the earliest version kept it (one SVG text), as a stroke table, so updating
 * the deck loses none. Parsed in an inert template; the store sanitises every stroke it reads.
 */
function tableOfSvg(svg: string): StrokeTable {
  const template = document.createElement('template');
  template.innerHTML = `<svg>${svg}</svg>`;
  const started = Date.now();
  const strokes = [...(template.content.firstElementChild?.children ?? [])];
  return Object.fromEntries(strokes.map((stroke, i) => [newStrokeId(started + i), [1, stroke.outerHTML]]));
}

/** The storage key is per deck (its path), so two decks in one browser keep their drawings apart. */
export const drawingsKey = () => `deck-drawings:${window.location.pathname}`;

/**
 * The page's store, made on first use. Tabs of one browser share drawings over a BroadcastChannel (or
 * storage events where there is none: state/tabChannel.ts); the sync client adds devices with
 * `getDrawingStore().connect(transport)`.
 */
export function getDrawingStore(): DrawingStore {
  if (store) return store;
  const { persist, syncAll } = config.drawings;
  store = createDrawingStore({
    slideCount: slides.length,
    syncAll,
    keep: persist ? keptDrawings(browserStorage(), drawingsKey(), tableOfSvg) : null,
    sanitize: sanitizeStroke,
  });
  store.subscribePolicy(() => setAudienceDrawingOpen(store?.audienceOpen() ?? true));
  store.subscribeRefusals((reason) => reportDrawingNotice(REFUSALS[reason]));
  const tabs = createTabTransport();
  if (tabs) store.connect(tabs);
  const pageStore = store;
  // With a deck server behind the page, drawings also reach other devices.
  void whenLive().then(async (live) => {
    if (!live) return;
    const { createLiveDrawingTransport } = await import('./liveTransport.ts');
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
