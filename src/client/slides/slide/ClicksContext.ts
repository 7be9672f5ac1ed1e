import { createContext, useContext } from 'react';

/** The click step the slide is shown at; print and overview views pass a large number to show everything. */
export const ClicksContext = createContext(0);

export const useClicks = () => useContext(ClicksContext);
