// The viewer's settings, kept in localStorage as one versioned entry. The boot script in
// src/node/prerender.ts reads `scale` and `colorScheme` from it before the app loads: keep the
// names in step.
import { useCallback, useSyncExternalStore } from 'react';
import { keptStore, type KeptFormat } from '../../state/kept.ts';
import { fieldsOf } from '../../../shared/records.ts';

export interface Settings {
  /** Slide scale: fit the window, or the canvas at its own size. */
  scale: 'fit' | 'actual';
  /** Colour scheme chosen by the viewer; "auto" follows the system. */
  colorScheme: 'auto' | 'light' | 'dark';
  /** Whether followers see the presenter's pointer. */
  presenterCursor: boolean;
  /** Whether this viewer sees strokes other attendees drew (the presenter's and their own always show). */
  showOthersDrawings: boolean;
  /** The presenter's speaker-notes text size, in CSS pixels. */
  notesSize: (typeof NOTES_SIZES)[number];
}

export const NOTES_SIZES = [14, 16, 18, 20, 22, 24, 28, 32] as const;

const DEFAULTS: Settings = { scale: 'fit', colorScheme: 'auto', presenterCursor: true, showOthersDrawings: true, notesSize: 20 };

const oneOf = <T extends string>(allowed: readonly T[], value: unknown, fallback: T): T => (allowed.includes(value as T) ? (value as T) : fallback);
const bool = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

/** Version 1 checked field by field: one unreadable setting falls back alone. */
function readSettings(value: unknown): Settings {
  const kept = fieldsOf(value);
  return {
    scale: oneOf(['fit', 'actual'], kept.scale, DEFAULTS.scale),
    colorScheme: oneOf(['auto', 'light', 'dark'], kept.colorScheme, DEFAULTS.colorScheme),
    presenterCursor: bool(kept.presenterCursor, DEFAULTS.presenterCursor),
    showOthersDrawings: bool(kept.showOthersDrawings, DEFAULTS.showOthersDrawings),
    notesSize: NOTES_SIZES.find((size) => size === kept.notesSize) ?? DEFAULTS.notesSize,
  };
}

/** Version 0: one key per setting, strings ("1" for 1:1, "true" / "false"). */
function readUnversioned(value: unknown): Settings {
  const old = fieldsOf(value);
  return readSettings({
    scale: old['deck-scale'] === '1' ? 'actual' : 'fit',
    colorScheme: old['deck-color-scheme'],
    presenterCursor: old['deck-presenter-cursor'] !== 'false',
    showOthersDrawings: old['deck-show-others-drawings'] !== 'false',
    notesSize: Number(old['deck-notes-size']),
  });
}

export const SETTINGS: KeptFormat<Settings> = {
  key: 'deck-settings',
  version: 1,
  read: (value, version) => (version === 0 ? readUnversioned(value) : readSettings(value)),
  formerKeys: ['deck-scale', 'deck-color-scheme', 'deck-presenter-cursor', 'deck-show-others-drawings', 'deck-notes-size'],
};

export const settings = keptStore(SETTINGS, DEFAULTS);

/** One setting, and a function that changes it (for this page, its other tabs, and after a reload). */
export function useSetting<K extends keyof Settings>(name: K): [Settings[K], (value: Settings[K]) => void] {
  const value = useSyncExternalStore(settings.subscribe, () => settings.get()[name]);
  const set = useCallback((next: Settings[K]) => settings.update((all) => (all[name] === next ? all : { ...all, [name]: next })), [name]);
  return [value, set];
}
