// The page's DrawingStore for this deck: config-driven persistence, and its document shared with
// the other tabs and the deck server (live/sharedDocument.ts).
import * as Y from 'yjs';
import { config, slides } from '../../deck/deck.ts';
import { sanitizeStroke } from './sanitize.ts';
import { createDrawingStore, type DrawingStore } from './store.ts';
import { shareDocument } from '../../live/sharedDocument.ts';
import { keptDrawings } from './keptDrawings.ts';
import { drawingsKey } from './drawingsToShow.ts';
import { browserStorage } from '../../state/kept.ts';
import { newStrokeId } from './strokes.ts';
import { reportDrawingNotice, setAudienceDrawingOpen } from './drawingMode.ts';
import { PRESENTER, type RefusalReason } from '../../../shared/live.ts';
import { isDrawingRefusal } from '../../../shared/notices.ts';

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
 * A slide's drawing as the earliest version kept it (one SVG text), as strokes, so updating the
 * deck loses none. Parsed in an inert template; the store sanitises every stroke it reads.
 */
function tableOfSvg(svg: string): Record<string, unknown> {
  const template = document.createElement('template');
  template.innerHTML = `<svg>${svg}</svg>`;
  const started = Date.now();
  const strokes = [...(template.content.firstElementChild?.children ?? [])];
  return Object.fromEntries(strokes.map((stroke, i) => [newStrokeId(started + i), [stroke.outerHTML, PRESENTER]]));
}

/** The page's store, made on first use. */
export function getDrawingStore(): DrawingStore {
  if (store) return store;
  const { persist, syncAll } = config.drawings;
  const doc = new Y.Doc();
  const pageStore = (store = createDrawingStore({
    slideCount: slides.length,
    syncAll,
    keep: persist ? keptDrawings(browserStorage(), drawingsKey(), tableOfSvg) : null,
    sanitize: sanitizeStroke,
    doc,
  }));
  pageStore.subscribePolicy(() => setAudienceDrawingOpen(pageStore.audienceOpen()));
  pageStore.subscribeRefusals((reason) => reportDrawingNotice(REFUSALS[reason]));
  setAudienceDrawingOpen(pageStore.audienceOpen());
  // Shared as soon as it is made: strokes drawn before the page knows where they go wait on the page.
  void shareDocument(doc, 'drawings').then((live) => {
    if (!live) return pageStore.link(null);
    live.onNotice((notice) => {
      if (notice.kind === 'welcome') pageStore.setViewer(notice.viewer);
      else if (isDrawingRefusal(notice)) pageStore.refuse(notice.no, notice.ids, notice.reason);
    });
    // On every (re)join: the page's strokes the server has not taken yet are offered again.
    live.onSynced(() => pageStore.link({ writable: live.writable, request: live.request }));
  });
  return store;
}
