// Slidev's <SlidesTotal/>: how many slides the deck has (`$nav.total`).
import { slides } from '../../deck/deck.ts';

export function SlidesTotal() {
  return <span className="slidev-slides-total">{slides.length}</span>;
}
