// The deck's stored UI settings and their defaults.
import { useStored } from './storage.ts';

const onOff = ['true', 'false'] as const;

/** Slide scale: "0" fits the window, "1" shows the canvas at its own size. */
export const useScale = () => useStored('deck-scale', ['0', '1'] as const, '0');

/** Whether followers see the presenter's pointer. */
export const usePresenterCursor = () => useStored('deck-presenter-cursor', onOff, 'true');

/** Whether this viewer sees strokes other attendees drew (the presenter's and their own always show). */
export const useShowOthersDrawings = () => useStored('deck-show-others-drawings', onOff, 'true');

/** Colour scheme chosen by the viewer; "auto" follows the system. */
export const useColorSchemeSetting = () => useStored('deck-color-scheme', ['auto', 'light', 'dark'] as const, 'auto');
