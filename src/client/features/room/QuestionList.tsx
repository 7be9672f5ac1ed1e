// Questions as the room sees them (most votes first, newest first on ties), each as plain text. The
// audience upvotes; the presenter gets the moderation buttons instead (passed in as `actions`).
import type { ReactNode } from 'react';
import type { QuestionView } from './roomState.ts';

interface Props {
  questions: readonly QuestionView[];
  /** What the list says when it is empty. */
  empty: string;
  actions: (question: QuestionView) => ReactNode;
}

export function QuestionList({ questions, empty, actions }: Props) {
  if (questions.length === 0) return <p className="room-empty">{empty}</p>;
  return (
    <ol className="room-questions">
      {questions.map((question) => (
        <li key={question.id} className={`room-question${question.answered ? ' is-answered' : ''}${question.hidden ? ' is-hidden' : ''}`} data-question={question.id}>
          <p className="room-question-text">{question.text}</p>
          <p className="room-question-meta">
            <span className="room-votes">{question.votes} {question.votes === 1 ? 'vote' : 'votes'}</span>
            {question.mine && <span className="room-tag">Yours</span>}
            {question.answered && <span className="room-tag">✓ Answered</span>}
            {question.hidden && <span className="room-tag">Hidden</span>}
          </p>
          <div className="room-question-actions">{actions(question)}</div>
        </li>
      ))}
    </ol>
  );
}
