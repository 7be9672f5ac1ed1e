import { createContext, useContext } from 'react';

/**
 * True while the slide is laid out ahead, hidden, as the next one (PlayView): its content stays still
 * (no editor, no vote) until it is shown, when this turns false and what reads it comes alive.
 */
export const AheadContext = createContext(false);

export const useAhead = () => useContext(AheadContext);
