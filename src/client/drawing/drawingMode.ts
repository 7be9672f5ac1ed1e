// Drawing mode on or off for this page, who may draw, and what the drawing code has to tell the
// viewer. Loaded with the first view: it holds no drawing code, only the flags the toolbar, keys and
// pointer navigation consult; the drawing store (loaded later) sets the audience's permission and
// reports why a stroke was not shared.
import { useSyncExternalStore } from 'react';
import { config } from '../deck/deck.ts';

export type DrawingView = 'play' | 'presenter';

let on = false;
/** Whether the presenter lets the audience draw right now (the deck server says so, live). */
let audienceOpen = true;
/** The latest message for the viewer about their drawing, with a serial so a repeat shows again. */
let notice: { text: string; serial: number } | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function isDrawingOn(): boolean {
  return on;
}

export function setDrawingOn(value: boolean): void {
  if (on === value) return;
  on = value;
  notify();
}

export function setAudienceDrawingOpen(value: boolean): void {
  if (audienceOpen === value) return;
  audienceOpen = value;
  notify();
}

/** Tells the viewer something about their drawing (shown by the drawing tools for a few seconds). */
export function reportDrawingNotice(text: string): void {
  notice = { text, serial: (notice?.serial ?? 0) + 1 };
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function useDrawingMode(): [boolean, (value: boolean) => void] {
  return [useSyncExternalStore(subscribe, isDrawingOn, () => false), setDrawingOn];
}

export const useAudienceDrawingOpen = (): boolean => useSyncExternalStore(subscribe, () => audienceOpen, () => true);
export const useDrawingNotice = () => useSyncExternalStore(subscribe, () => notice, () => null);

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
