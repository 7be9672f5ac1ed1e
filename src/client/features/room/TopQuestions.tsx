// On a phone held upright, under the slide and the dock: the room's top questions, so the screen's
// lower half shows what the room asks rather than nothing. Read-only (votes and asking stay in the
// Questions sheet, which the card opens), so nothing a viewer taps is there twice.
import type { QuestionView } from './roomState.ts';

/** How many questions the card shows. */
const SHOWN = 3;

export function TopQuestions({ questions, onOpen }: { questions: readonly QuestionView[]; onOpen: () => void }) {
  const top = questions.filter((question) => !question.answered).slice(0, SHOWN);
  return (
    <section className="room-top" aria-labelledby="room-top-title">
      <h2 id="room-top-title" className="room-top-title">
        Top questions
      </h2>
      {top.length === 0 ? (
        <p className="room-top-empty">No open questions. Ask the speaker one from Questions.</p>
      ) : (
        <ol className="room-top-list">
          {top.map((question) => (
            <li key={question.id} className="room-top-item">
              <span className="room-top-text">{question.text}</span>
              <span className="room-top-votes">{question.votes === 1 ? '1 vote' : `${question.votes} votes`}</span>
            </li>
          ))}
        </ol>
      )}
      {questions.length > 0 && (
        <button type="button" className="room-button room-top-more" onClick={onOpen} aria-haspopup="dialog">
          {questions.length > top.length ? `All ${questions.length} questions` : 'Upvote or ask'}
        </button>
      )}
    </section>
  );
}
