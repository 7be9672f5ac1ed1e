// Asking a question: at most 280 characters, counted as a person counts them; the server checks
// again and says why when it does not take one (too soon after the last, too long).
import { useEffect, useId, useState, type FormEvent } from 'react';
import { MAX_QUESTION_CHARS, charCount, cleanQuestion } from '../../../shared/room.ts';
import { refusalText, refusals, sendToRoom } from './room.ts';

export function AskForm() {
  const [text, setText] = useState('');
  const [status, setStatus] = useState('');
  const id = useId();
  const length = charCount(cleanQuestion(text));
  const tooLong = length > MAX_QUESTION_CHARS;

  useEffect(() => refusals.subscribe((refusal) => refusal.request === 'ask' && setStatus(refusalText(refusal))), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (length === 0 || tooLong) return;
    if (sendToRoom({ kind: 'ask', text })) {
      setText('');
      setStatus('Sent. It shows below once the room has it.');
    } else setStatus('Not connected to the deck server; try again in a moment.');
  };

  return (
    <form className="room-ask" onSubmit={submit}>
      <label htmlFor={id}>Ask the speaker</label>
      <textarea id={id} value={text} rows={3} placeholder="Your question…" onChange={(event) => setText(event.target.value)} aria-describedby={`${id}-count`} />
      <div className="room-ask-row">
        <span id={`${id}-count`} className={`room-count${tooLong ? ' over' : ''}`}>
          {length} / {MAX_QUESTION_CHARS}
        </span>
        <button type="submit" className="room-button primary" disabled={length === 0 || tooLong}>
          Ask
        </button>
      </div>
      <p className="room-status" role="status">
        {status}
      </p>
    </form>
  );
}
