// Where a slide's own controls go when the slide is drawn too small to tap them (a poll's answers on
// a follower's phone): an element of the view beside the scaled slide, under the view's controls.
// The play view provides it; elsewhere (thumbnails, print, the presenter view) there is none.
import { createContext, useContext } from 'react';

export const PanelHostContext = createContext<HTMLElement | null>(null);

export const usePanelHost = () => useContext(PanelHostContext);
