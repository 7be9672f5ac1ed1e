// The question the presenter put on every screen, as text, over the slide.
import type { QuestionView } from './roomState.ts';

export function Spotlight({ question }: { question: QuestionView }) {
  return (
    <aside className="room-spotlight" aria-live="polite" aria-label="Question from the room">
      <p className="room-spotlight-label">Question from the room{question.votes > 0 ? ` · ${question.votes} ${question.votes === 1 ? 'vote' : 'votes'}` : ''}</p>
      <p className="room-spotlight-text">{question.text}</p>
    </aside>
  );
}
