// Whether what is inside a click-revealed element (Reveal.tsx) is shown at this click step: false
// while it, or an element around it, waits for a later step or is hidden by one. A built-in that
// acts when seen (a video that plays) reads it.
import { createContext, useContext } from 'react';

export const ClickShownContext = createContext(true);

export const useClickShown = () => useContext(ClickShownContext);
