// Where a view puts the room: nothing for a static build (no server, no room), otherwise the
// audience's or the presenter's room, loaded after the first paint so the first view stays small.
import { lazy, memo, Suspense } from 'react';
import { useSession } from '../../live/session.ts';

const AudienceRoom = lazy(() => import('./AudienceRoom.tsx'));
const PresenterRoom = lazy(() => import('./PresenterRoom.tsx'));

export const RoomMount = memo(function RoomMount({ view }: { view: 'play' | 'presenter' }) {
  if (!useSession()?.server) return null;
  return <Suspense fallback={null}>{view === 'play' ? <AudienceRoom /> : <PresenterRoom />}</Suspense>;
});
