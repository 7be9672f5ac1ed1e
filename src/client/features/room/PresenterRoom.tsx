// The room in the presenter view: the questions to moderate (answered, hidden, on every screen),
// the join code to show the room, reactions on or off, and the reactions rising. A drawer in a column
// of its own beside the next slide and the notes (drawer.ts), opened from buttons beside the toolbar.
// Loaded lazily.
import { useEffect, useState } from 'react';
import { bindKeys } from '../../deck/keys/keyboard.ts';
import { roomDrawer, toggleRoomDrawer, useRoomDrawer } from './drawer.ts';
import { ReactionsRise } from './ReactionsRise.tsx';
import { JoinCard } from './JoinCard.tsx';
import { QuestionList } from './QuestionList.tsx';
import { refusalText, refusals, sendToRoom, useRoom } from './room.ts';
import type { QuestionView } from './roomState.ts';
import './room.css';

function Moderation({ question, onScreen }: { question: QuestionView; onScreen: boolean }) {
  const excerpt = question.text.slice(0, 60);
  return (
    <>
      {!question.hidden && (
        <button type="button" className="room-button" aria-pressed={onScreen} aria-label={`${onScreen ? 'Take off the screens' : 'Show on every screen'}: ${excerpt}`} onClick={() => sendToRoom({ kind: 'spotlight', question: onScreen ? null : question.id })}>
          {onScreen ? 'Off screen' : 'On screen'}
        </button>
      )}
      <button type="button" className="room-button" aria-pressed={question.answered} aria-label={`${question.answered ? 'Mark as not answered' : 'Mark answered'}: ${excerpt}`} onClick={() => sendToRoom({ kind: 'mark', question: question.id, answered: !question.answered })}>
        {question.answered ? 'Answered ✓' : 'Answered'}
      </button>
      <button type="button" className="room-button" aria-label={`${question.hidden ? 'Unhide' : 'Hide'}: ${excerpt}`} onClick={() => sendToRoom({ kind: 'mark', question: question.id, hidden: !question.hidden })}>
        {question.hidden ? 'Unhide' : 'Hide'}
      </button>
    </>
  );
}

export default function PresenterRoom() {
  const room = useRoom();
  const tab = useRoomDrawer();
  const [problem, setProblem] = useState('');
  useEffect(() => refusals.subscribe((refusal) => setProblem(refusalText(refusal))), []);
  const { joinShown, ready } = room;
  // A drawer left open when the room goes (another view) would leave its column empty on the way back.
  useEffect(() => () => roomDrawer.set(null), []);
  useEffect(
    () =>
      bindKeys({
        // Only once the room is there: before, the drawer's column would open empty.
        toggleQuestions: ready ? () => toggleRoomDrawer('questions') : undefined,
        toggleJoin: () => sendToRoom({ kind: 'join', shown: !joinShown }),
        // Escape closes the open drawer (and is left alone while none is open).
        closeDrawer: tab ? () => roomDrawer.set(null) : undefined,
      }),
    [joinShown, ready, tab],
  );
  if (!room.ready) return null;
  // Hidden questions stay listed for the presenter, after the others.
  const questions = [...room.questions.filter((q) => !q.hidden), ...room.questions.filter((q) => q.hidden)];
  const waiting = room.questions.filter((q) => !q.hidden && !q.answered).length;

  return (
    <>
      <ReactionsRise />
      <div className="room-presenter-buttons" role="group" aria-label="The room">
        <button type="button" className="room-button" aria-expanded={tab === 'questions'} onClick={() => toggleRoomDrawer('questions')}>
          Questions{waiting > 0 ? ` (${waiting})` : ''}
        </button>
        <button type="button" className="room-button" aria-expanded={tab === 'join'} onClick={() => toggleRoomDrawer('join')}>
          Join
        </button>
        <button type="button" className="room-button" aria-pressed={room.reactionsOn} onClick={() => sendToRoom({ kind: 'reactions', on: !room.reactionsOn })}>
          Reactions {room.reactionsOn ? 'on' : 'off'}
        </button>
      </div>
      {tab && (
        <section className="room-drawer" aria-label={tab === 'questions' ? 'Questions from the room' : 'Join'}>
          <header className="room-drawer-header">
            <h2>{tab === 'questions' ? 'Questions from the room' : 'Join'}</h2>
            <button type="button" className="room-button" onClick={() => roomDrawer.set(null)} aria-label="Close the panel">
              ×
            </button>
          </header>
          {tab === 'questions' ? (
            <>
              {room.spotlight && (
                <p className="room-on-screen">
                  On every screen now: <q>{room.spotlight.text}</q>{' '}
                  <button type="button" className="room-button" onClick={() => sendToRoom({ kind: 'spotlight', question: null })}>
                    Take it off
                  </button>
                </p>
              )}
              <QuestionList questions={questions} empty="No questions yet. The audience asks from their phones." actions={(q) => <Moderation question={q} onScreen={room.spotlight?.id === q.id} />} />
            </>
          ) : (
            <div className="room-join-panel">
              <JoinCard />
              <button type="button" className="room-button primary" aria-pressed={room.joinShown} onClick={() => sendToRoom({ kind: 'join', shown: !room.joinShown })}>
                {room.joinShown ? 'Hide from the main screen' : 'Show on the main screen'}
              </button>
            </div>
          )}
          <p className="room-status" role="status">
            {problem}
          </p>
        </section>
      )}
    </>
  );
}
