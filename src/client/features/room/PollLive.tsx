// A poll's live part: the options as buttons to answer (on a follower), the answers as bars with
// counts and shares (on every screen), and closing or reopening it (on the presenter view).
import { useEffect, useState } from 'react';
import { refusalText, refusals, sendToRoom, useRoom } from './room.ts';

/** What a copy of the poll lets its viewer do: vote (the audience), moderate (the presenter view), or only watch (a picture of the slide). */
export type PollRole = 'vote' | 'moderate' | 'watch';

interface Props {
  id: string;
  options: readonly string[];
  role: PollRole;
}

export default function PollLive({ id, options, role }: Props) {
  const room = useRoom();
  const tally = room.polls.get(id);
  const total = tally?.total ?? 0;
  const closed = tally?.closed ?? false;
  const [problem, setProblem] = useState('');
  useEffect(() => refusals.subscribe((refusal) => refusal.request === 'answer-poll' && setProblem(refusalText(refusal))), []);

  return (
    <>
      <ol className={`poll-options live${closed ? ' closed' : ''}`}>
        {options.map((option, index) => {
          const count = tally?.counts[index] ?? 0;
          const share = total > 0 ? Math.round((count / total) * 100) : 0;
          const mine = tally?.mine === index;
          const bar = (
            <>
              <span className="poll-bar" style={{ width: `${share}%` }} aria-hidden="true" />
              <span className="poll-label">
                {mine && <span aria-hidden="true">✓ </span>}
                {option}
              </span>
              <span className="poll-count">
                {count} · {share}%
              </span>
            </>
          );
          return (
            <li key={option} className={`poll-option${mine ? ' mine' : ''}`}>
              {role === 'vote' ? (
                <button
                  type="button"
                  className="poll-answer"
                  aria-pressed={mine}
                  disabled={closed || !room.ready}
                  aria-label={`${option}: ${count} ${count === 1 ? 'answer' : 'answers'}${mine ? ', your answer' : ''}`}
                  onClick={() => {
                    setProblem('');
                    sendToRoom({ kind: 'answer-poll', poll: id, option: index });
                  }}
                >
                  {bar}
                </button>
              ) : (
                <div className="poll-answer">{bar}</div>
              )}
            </li>
          );
        })}
      </ol>
      <p className="poll-footer">
        <span className="poll-total">
          {total} {total === 1 ? 'answer' : 'answers'}
          {closed ? ' · Closed' : ''}
        </span>
        {role === 'moderate' && (
          <button type="button" className="poll-close" onClick={() => sendToRoom({ kind: 'poll', poll: id, closed: !closed })}>
            {closed ? 'Reopen poll' : 'Close poll'}
          </button>
        )}
        {problem && <span role="status">{problem}</span>}
      </p>
    </>
  );
}
