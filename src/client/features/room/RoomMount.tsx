// Where a view puts the room: nothing for a static build (no server, no room), otherwise the
// audience's or the presenter's room, loaded after the first paint so the first view stays small.
import { memo, Suspense } from 'react';
import { lazyPart } from '../../deck/ui/retrying.ts';
import { useSession } from '../../live/session.ts';

const AudienceRoom = lazyPart(() => import('./AudienceRoom.tsx'));
const PresenterRoom = lazyPart(() => import('./PresenterRoom.tsx'));

export const RoomMount = memo(function RoomMount({ view }: { view: 'play' | 'presenter' }) {
  if (!useSession()?.server) return null;
  return <Suspense fallback={null}>{view === 'play' ? <AudienceRoom /> : <PresenterRoom />}</Suspense>;
});
