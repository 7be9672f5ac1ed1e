// The play view's navigation bar: previous, next and where you are.
import { countedTotal, slideAt } from '../deck/deck.ts';
import type { DeckNavigation } from '../nav/useDeckNavigation.ts';

export function NavBar({ nav }: { nav: DeckNavigation }) {
  const counted = slideAt(nav.no)?.counted ?? true;
  return (
    <nav className="navbar" aria-label="Slide navigation">
      <button type="button" className="nav-button" aria-label="Previous slide" disabled={!nav.hasPrev} onClick={nav.prev}>
        <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M15 5l-7 7 7 7" /></svg>
      </button>
      <button type="button" className="nav-button" aria-label="Next slide" disabled={!nav.hasNext} onClick={nav.next}>
        <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M9 5l7 7-7 7" /></svg>
      </button>
      <span className="page-counter" aria-label="Current slide">
        {counted ? nav.no : 'end'} / {countedTotal}
      </span>
    </nav>
  );
}
