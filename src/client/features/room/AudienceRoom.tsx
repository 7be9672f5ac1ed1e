// The room on an audience page (play view with a deck server behind it): reactions rising, the
// question the presenter put on screen, the join code when the presenter shows it (on the screens
// people read it from, not on a phone: a phone showing the deck has joined already), and a dock to
// react and ask; on a phone held upright, the top questions under it. Loaded lazily, after the first slide is up.
import { useState } from 'react';
import { Modal } from '../../deck/ui/Modal.tsx';
import { usePhoneScreen, useUprightPhone } from '../../deck/ui/phoneScreen.ts';
import { AskForm } from './AskForm.tsx';
import { JoinCard } from './JoinCard.tsx';
import { QuestionList } from './QuestionList.tsx';
import { ReactionBar } from './ReactionBar.tsx';
import { ReactionsRise } from './ReactionsRise.tsx';
import { sendToRoom, useRoom } from './room.ts';
import { Spotlight } from './Spotlight.tsx';
import { TopQuestions } from './TopQuestions.tsx';
import './room.css';

export default function AudienceRoom() {
  const room = useRoom();
  const [asking, setAsking] = useState(false);
  // The join code is the presenter's to show; each screen may still put it away for itself.
  const [joinDismissed, setJoinDismissed] = useState(false);
  const phone = usePhoneScreen();
  const upright = useUprightPhone();
  if (!room.ready) return null;
  const visible = room.questions.filter((question) => !question.hidden);

  return (
    <>
      <ReactionsRise />
      {room.spotlight && <Spotlight question={room.spotlight} />}
      {room.joinShown && !joinDismissed && !phone && (
        <div className="room-join-overlay">
          <JoinCard large onClose={() => setJoinDismissed(true)} />
        </div>
      )}
      <div className="room-dock">
        {room.reactionsOn && <ReactionBar />}
        <button type="button" className="room-button" onClick={() => setAsking(true)} aria-haspopup="dialog" aria-label={`Questions${visible.length > 0 ? ` (${visible.length})` : ''}`}>
          <span className="room-long">Questions{visible.length > 0 ? ` (${visible.length})` : ''}</span>
          <span className="room-short" aria-hidden="true">
            Q&amp;A
          </span>
        </button>
      </div>
      {upright && <TopQuestions questions={visible} onOpen={() => setAsking(true)} />}
      <Modal open={asking} onClose={() => setAsking(false)} label="Questions" className="room-sheet" closeButton>
        <h2>Questions</h2>
        <AskForm />
        <QuestionList
          questions={visible}
          empty="No questions yet. Be the first."
          actions={(question) => (
            <button
              type="button"
              className="room-button"
              aria-pressed={question.voted}
              aria-label={`${question.voted ? 'Remove your vote from' : 'Upvote'}: ${question.text.slice(0, 60)}`}
              onClick={() => sendToRoom({ kind: 'vote', question: question.id, on: !question.voted })}
            >
              {question.voted ? '▲ Voted' : '▲ Upvote'}
            </button>
          )}
        />
      </Modal>
    </>
  );
}
