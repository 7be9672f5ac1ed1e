// Drawing mode on or off for this page, who may draw, and what the drawing code has to tell the
// viewer. Loaded with the first view: it holds no drawing code, only the flags the toolbar, keys and
// pointer navigation consult; the drawing store (loaded later) sets the audience's permission and
// reports why a stroke was not shared.
import { config } from '../../deck/deck.ts';
import { createStore, useStore } from '../../state/store.ts';

export type DrawingView = 'play' | 'presenter';

const drawingOn = createStore(false);
/** Whether the presenter lets the audience draw right now (the deck server says so, live). */
const audienceOpen = createStore(true);
/** The latest message for the viewer about their drawing, with a serial so a repeat shows again. */
const notice = createStore<{ text: string; serial: number } | null>(null);

export const isDrawingOn = drawingOn.get;
export const setDrawingOn = drawingOn.set;
export const setAudienceDrawingOpen = audienceOpen.set;

/** Tells the viewer something about their drawing (shown by the drawing tools for a few seconds). */
export const reportDrawingNotice = (text: string) => notice.update((last) => ({ text, serial: (last?.serial ?? 0) + 1 }));

export const useDrawingMode = (): [boolean, (value: boolean) => void] => [useStore(drawingOn), setDrawingOn];
export const useAudienceDrawingOpen = (): boolean => useStore(audienceOpen);
export const useDrawingNotice = () => useStore(notice);

/** Drawings are enabled, and this view may draw (with presenterOnly, only the presenter). */
export function canDrawIn(view: DrawingView): boolean {
  return config.drawings.enabled && (!config.drawings.presenterOnly || view === 'presenter');
}

/** This view may draw now: as configured, and for the audience only while the presenter allows it. */
export function mayDrawNow(view: DrawingView, open: boolean): boolean {
  return canDrawIn(view) && (view === 'presenter' || open);
}

/** Whether other people's strokes may exist at all: drawings shared by every viewer. */
export const audienceDraws = (): boolean => config.drawings.enabled && config.drawings.syncAll && !config.drawings.presenterOnly;
