// The presenter's view of the room's presence: how many audience devices follow now (over every
// server process), and whether the presenter's own link to the server is live.
import { useStore } from '../state/store.ts';
import { followerCount, linkStatus } from './linkStatus.ts';
import './follow.css';

export function AudienceCount() {
  const status = useStore(linkStatus);
  const count = useStore(followerCount);
  if (status === 'none') return null;
  const words = status === 'live' ? 'Live' : status === 'offline' ? 'Offline' : status === 'connecting' ? 'Connecting…' : 'Reconnecting…';
  return (
    <span className="audience-count" data-status={status}>
      <span className={`link-status ${status}`} role="status" aria-label={`Link to the deck server: ${words}`}>
        <span className="link-dot" aria-hidden="true" />
        {words}
      </span>
      {count !== null && status === 'live' && (
        <span className="following" aria-label={`${count} audience ${count === 1 ? 'device follows' : 'devices follow'}`}>
          {count} following
        </span>
      )}
    </span>
  );
}
