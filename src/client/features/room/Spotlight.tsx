// The question the presenter put on every screen, as text, in a band along the bottom of the window:
// it says how tall it is (deck/stage/bands.ts), and the play view lays the slide out above it, so it
// never covers the slide (it covered the title).
import { useLayoutEffect, useRef } from 'react';
import { bottomBand } from '../../deck/stage/bands.ts';
import type { QuestionView } from './roomState.ts';

/** Space kept between the band's card and the slide, and below the card (CSS pixels). */
const MARGIN = 12;

export function Spotlight({ question }: { question: QuestionView }) {
  const card = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const element = card.current;
    if (!element) return;
    const measure = () => bottomBand.set(Math.ceil(element.getBoundingClientRect().height) + 2 * MARGIN);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      bottomBand.set(0);
    };
  }, []);
  return (
    <aside ref={card} className="room-spotlight" aria-live="polite" aria-label="Question from the room">
      <p className="room-spotlight-label">Question from the room{question.votes > 0 ? ` · ${question.votes} ${question.votes === 1 ? 'vote' : 'votes'}` : ''}</p>
      <p className="room-spotlight-text">{question.text}</p>
    </aside>
  );
}
