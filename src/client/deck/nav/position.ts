// Where the view is in the deck (slide and click step) as a store, and the one way to move it. Each
// move says where it came from: the viewer's own (a key, a click, a swipe, go to), following the
// presenter, or the address (Back, an edited URL, a link). The address bar mirrors the store: a
// move writes it (a new slide adds a history entry, a click step replaces it), and an address
// changed from outside is a move like any other. The address is written once the move is painted. A follower's rule (never past what the presenter
// has shown) is the view's guard, applied here once to every move that is not following.
import { firstStep, samePosition, type Position } from '../../../shared/navigation.ts';
import { slideAt, stepCounts } from '../deck.ts';
import { currentLocation, navigate, onLocationChange } from '../router/router.tsx';
import { createStore } from '../../state/store.ts';
import { afterPaint } from '../ui/afterPaint.ts';
import { resolveClicks, slidePath } from './route.ts';

/** `open`: where a view opened (no move of anyone's); the others are moves. */
export type MoveOrigin = 'open' | 'key' | 'click' | 'swipe' | 'goto' | 'follow' | 'address';

export interface Placement extends Position {
  origin: MoveOrigin;
}

export type Guard = (target: Position) => Position;

/** The view the store places: its route prefix ('' for play, '/presenter') and guard. */
let view: { prefix: string; guard?: Guard } | null = null;

/** The click step `?clicks=` names on slide `no`, within the slide's steps. */
const clicksInAddress = (search: string, no: number) => resolveClicks(new URLSearchParams(search).get('clicks'), stepCounts[no - 1] ?? 0, firstStep(stepCounts, no));

/** Where the address places the page as it loads (the play or presenter route), so opening there changes nothing. */
function placedAtLoad(): Placement {
  if (typeof window === 'undefined') return { no: 1, clicks: 0, origin: 'open' }; // pre-rendering
  const { pathname, search } = currentLocation();
  const no = Number(/^(?:\/presenter)?\/(\d+)$/.exec(pathname)?.[1]);
  if (!slideAt(no)) return { no: 1, clicks: firstStep(stepCounts, 1), origin: 'open' };
  return { no, clicks: clicksInAddress(search, no), origin: 'open' };
}

export const placement = createStore<Placement>(placedAtLoad());

/** The position the address names under `prefix`, or null (another view's route, or no such slide). */
export function positionInAddress(prefix: string): Position | null {
  const { pathname, search } = currentLocation();
  if (!pathname.startsWith(`${prefix}/`)) return null;
  const rest = pathname.slice(prefix.length + 1);
  const no = /^\d+$/.test(rest) ? Number(rest) : NaN;
  if (!slideAt(no)) return null;
  return { no, clicks: clicksInAddress(search, no) };
}

function writeAddress(prefix: string, to: Position): void {
  const { search, state } = currentLocation();
  const query = new URLSearchParams(search);
  const shown = positionInAddress(prefix);
  const same = shown !== null && samePosition(shown, to);
  // The same place written otherwise (a ?clicks= below the slide's first step or past its last, or
  // not a number) is written as the deck writes it, in place, as Slidev does.
  if (same && query.get('clicks') === (to.clicks > 0 ? String(to.clicks) : null)) return;
  // The address's other parameters (e.g. the presenter's password) stay.
  navigate(slidePath(prefix, to.no, to.clicks, query), { replace: shown?.no === to.no, state: same ? state : undefined });
}

let addressDue = false;

/**
 * Writes where the store is into the address once the move is painted: the address bar is not the
 * slide, and writing history costs a key press milliseconds before its frame. Moves made meanwhile
 * are written together, as where the store is then (never an older one).
 */
function writeAddressSoon(): void {
  if (addressDue) return;
  addressDue = true;
  afterPaint(() => {
    addressDue = false;
    if (view) writeAddress(view.prefix, placement.get());
  });
}

/** Moves the view to `asked`, through its guard unless the move follows the presenter. */
export function moveTo(asked: Position, origin: MoveOrigin): void {
  if (!view) return;
  const to = origin !== 'follow' && view.guard ? view.guard(asked) : asked;
  if (!samePosition(placement.get(), to)) placement.set({ ...to, origin });
  // A move the address asked for is there already.
  if (origin === 'address') writeAddress(view.prefix, to);
  else writeAddressSoon();
}

/** A view takes the store over, placed where the address says; the function returned lets it go. */
export function openView(prefix: string, guard?: Guard): () => void {
  const opened = { prefix, guard };
  view = opened;
  const at = positionInAddress(prefix);
  // Already there (as the page loaded, say): a new value would make every view render again.
  if (at && !samePosition(at, placement.get())) placement.set({ ...at, origin: 'open' });
  if (at) writeAddress(prefix, at);
  const stop = onLocationChange(() => {
    const there = positionInAddress(prefix);
    // A move's own write finds the store there already; an address changed from outside (Back, an
    // edited URL) is a move, and a write still due then writes that same place.
    if (there && !samePosition(there, placement.get())) moveTo(there, 'address');
    else if (there) writeAddress(prefix, there);
  });
  return () => {
    stop();
    if (view === opened) view = null;
  };
}
