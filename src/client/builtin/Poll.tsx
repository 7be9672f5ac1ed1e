// <Poll question="…" options="A | B | C"/>: a question the room answers from their phones. Written in
// a slide, it shows the question and its options everywhere (print, thumbnails, a static build);
// with a deck server behind the page, followers vote on it (one answer per device, changeable until
// the presenter closes the poll), every screen shows the answers as a live bar chart, and the
// presenter view can close and reopen it. The live part loads only then.
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useAhead } from '../slide/AheadContext.ts';
import { fetchSession } from '../sync/session.ts';
import { parseOptions, pollIdOf } from './poll.ts';
import './poll.css';

const PollLive = lazy(() => import('../room/PollLive.tsx'));

export type PollRole = 'vote' | 'moderate' | 'watch';

interface Props {
  question: string;
  options?: string | readonly string[];
  id?: string;
}

/** What this copy of the poll lets its viewer do: pictures of slides (thumbnails, previews, print) only show. */
function roleOf(element: HTMLElement): PollRole {
  if (element.closest('[inert], .presenter-next, .print-page, .overview')) return 'watch';
  return /^#\/presenter(?:[/?]|$)/.test(window.location.hash) ? 'moderate' : 'vote';
}

export function Poll({ question, options, id }: Props) {
  const list = parseOptions(options);
  const pollId = pollIdOf(question, id);
  const figure = useRef<HTMLElement>(null);
  const questionId = useId();
  const [role, setRole] = useState<PollRole | null>(null);
  // Laid out ahead, the next slide's poll stays still: it comes alive when shown.
  const ahead = useAhead();
  useEffect(() => {
    if (ahead) return;
    let live = true;
    void fetchSession().then((session) => {
      if (live && session.server && figure.current) setRole(roleOf(figure.current));
    });
    return () => void (live = false);
  }, [ahead]);

  const still = (
    <ol className="poll-options">
      {list.map((option) => (
        <li key={option} className="poll-option">
          <span className="poll-label">{option}</span>
        </li>
      ))}
    </ol>
  );
  return (
    // Not a <figure>: a slide's figure captions are the print view's page labels.
    <section ref={figure} className="poll" data-poll={pollId} aria-labelledby={questionId}>
      <p id={questionId} className="poll-question">
        {question}
      </p>
      {role ? (
        <Suspense fallback={still}>
          <PollLive id={pollId} options={list} role={role} />
        </Suspense>
      ) : (
        still
      )}
    </section>
  );
}
