// <Poll question="…" options="A | B | C"/>: a question the room answers from their phones. Written in
// a slide, it shows the question and its options everywhere (print, thumbnails, a static build);
// with a deck server behind the page, followers vote on it (one answer per device, changeable until
// the presenter closes the poll), every screen shows the answers as a live bar chart, and the
// presenter view can close and reopen it. The live part loads only then. On a follower's phone the
// slide is drawn small (an option was 18 px tall, its words 7 px), so there the slide's copy shows
// the chart and the answers are buttons at the phone's own size, outside the slide (poll.css).
import { Suspense, useId } from 'react';
import { lazyPart } from '../../deck/ui/retrying.ts';
import { createPortal } from 'react-dom';
import { useScreen } from '../../deck/stage/screen.ts';
import { usePhoneScreen } from '../../deck/ui/phoneScreen.ts';
import { useView } from '../../deck/view.ts';
import type { PollRole } from '../../features/room/PollLive.tsx';
import { useAhead } from '../slide/AheadContext.ts';
import { useSlideScope } from '../slide/SlideScope.ts';
import { useClickShown } from '../slide/ClickShownContext.ts';
import { usePanelHost } from '../slide/PanelHostContext.ts';
import { useSession } from '../../live/session.ts';
import { parseOptions, pollIdOf } from './poll.ts';
import './poll.css';

const PollLive = lazyPart(() => import('../../features/room/PollLive.tsx'));

interface Props {
  question: string;
  options?: string | readonly string[];
  id?: string;
}

/** What this copy of the poll lets its viewer do: pictures of slides (thumbnails, previews, print) only show. */
function usePollRole(): PollRole {
  const { renderContext } = useSlideScope();
  const view = useView();
  if (renderContext !== 'slide' && renderContext !== 'presenter') return 'watch';
  return view === 'presenter' ? 'moderate' : 'vote';
}

export function Poll({ question, options, id }: Props) {
  const list = parseOptions(options);
  const pollId = pollIdOf(question, id);
  const questionId = useId();
  const panelQuestionId = useId();
  const role = usePollRole();
  // A phone's answers, apart from the slide: while the slide and this step show the poll.
  const phone = usePhoneScreen();
  const screen = useScreen();
  const clickShown = useClickShown();
  const host = usePanelHost();
  const panel = role === 'vote' && phone && host !== null;
  const server = useSession()?.server ?? false;
  // Laid out ahead, the next slide's poll stays still: it comes alive when shown.
  const ahead = useAhead();

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
    <section className="poll" data-poll={pollId} aria-labelledby={questionId}>
      <p id={questionId} className="poll-question">
        {question}
      </p>
      {server && !ahead ? (
        <Suspense fallback={still}>
          <PollLive id={pollId} options={list} role={panel ? 'watch' : role} />
          {host &&
            panel &&
            clickShown &&
            screen === 'slides' &&
            createPortal(
              <section className="poll poll-panel" aria-labelledby={panelQuestionId}>
                <p id={panelQuestionId} className="poll-question">
                  {question}
                </p>
                <PollLive id={pollId} options={list} role="vote" />
              </section>,
              host,
            )}
        </Suspense>
      ) : (
        still
      )}
    </section>
  );
}
