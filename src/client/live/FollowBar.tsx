// What an audience device shows of its link to the presenter: a small status when something is wrong
// (connecting, reconnecting, offline: a live link puts nothing over the slide, and a blacked-out
// screen nothing at all; screen readers hear it either way), and while it browses on its own,
// "Back to live". Nothing on a static build.
import { memo, useEffect } from 'react';
import { useStore } from '../state/store.ts';
import type { DeckNavigation } from '../deck/nav/useDeckNavigation.ts';
import { useScreen } from '../deck/stage/screen.ts';
import { backToLive, following, forgetSaid } from './follow.ts';
import { linkStatus, type LinkStatus } from './linkStatus.ts';
import './follow.css';

const WORDS: Record<Exclude<LinkStatus, 'none'>, string> = {
  connecting: 'Connecting…',
  live: 'Live',
  reconnecting: 'Reconnecting…',
  offline: 'Offline: on its own',
};

export const FollowBar = memo(function FollowBar({ go }: { go: DeckNavigation['go'] }) {
  const status = useStore(linkStatus);
  const { mode, presenter, said } = useStore(following);
  const screen = useScreen();
  useEffect(() => {
    if (!said) return;
    const timer = setTimeout(forgetSaid, 5000);
    return () => clearTimeout(timer);
  }, [said]);
  if (status === 'none') return null;
  const browsing = mode === 'browsing' && presenter !== null;
  const quiet = status === 'live' || screen !== 'slides';
  return (
    <div className="follow-bar">
      <span className={`link-status ${status}${quiet ? ' visually-hidden' : ''}`} role="status" aria-label={`Link to the presenter: ${WORDS[status]}`} data-status={status}>
        <span className="link-dot" aria-hidden="true" />
        {browsing && status === 'live' ? 'Browsing' : WORDS[status]}
      </span>
      {browsing && (
        <button
          type="button"
          className="back-to-live"
          onClick={() => {
            const to = backToLive();
            if (to) go(to.no, to.clicks);
          }}
        >
          Back to live · {presenter.no}
        </button>
      )}
      {said && (
        <span className="follow-said" role="status">
          {said}
        </span>
      )}
    </div>
  );
});
