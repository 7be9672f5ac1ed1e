// Which view this page shows: play (the audience's screens and the projector), the presenter's, or
// print. What acts differently in one of them (a poll the presenter moderates, what the page logs in
// to the deck server as) asks here, never the address bar or a CSS class.
import { currentLocation, usePathname } from './router/router.tsx';

export type View = 'play' | 'presenter' | 'print';

/** The view a route path opens (main.tsx routes by it). */
export function viewOf(pathname: string): View {
  const [first] = pathname.split('/').filter(Boolean);
  return first === 'presenter' ? 'presenter' : first === 'print' ? 'print' : 'play';
}

export const currentView = (): View => viewOf(currentLocation().pathname);

export const useView = (): View => viewOf(usePathname());
