// Presenter view (loaded only when opened): the current slide, what comes next, the speaker
// notes, a timer and a clock. Every other view of the deck follows where the presenter goes.
// On a phone it is a remote (PhoneRemote): the same parts, laid out for one thumb (remote.css).
import { type CSSProperties, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from '../../deck/router/router.tsx';
import { useCursorBroadcast } from '../../features/cursor/useCursorBroadcast.ts';
import { useLaserMode } from '../../features/cursor/laser.ts';
import { OwnLaser } from '../../features/cursor/OwnLaser.tsx';
import { hasNext, next as nextPosition } from '../../../shared/navigation.ts';
import { config, countedTotal, slideAt, stepCounts } from '../../deck/deck.ts';
import { DrawingOverlay } from '../../features/drawing/DrawingOverlay.tsx';
import { DrawingTools } from '../../features/drawing/DrawingTools.tsx';
import { useDeckNavigation } from '../../deck/nav/useDeckNavigation.ts';
import { useSyncedPosition } from '../../live/useSyncedPosition.ts';
import { DeckDialogs } from '../controls/DeckDialogs.tsx';
import { Toolbar, useToolbarNav } from '../controls/Toolbar.tsx';
import { useDialogs } from '../controls/useDialogs.ts';
import { useViewKeys } from '../controls/useViewKeys.ts';
import { useKeys } from '../../deck/keys/keyboard.ts';
import { Slide } from '../../slides/slide/Slide.tsx';
import { useViewNavigationValue, ViewNavigationContext } from '../../slides/slide/SlideScope.ts';
import { SlideCanvas } from '../../slides/slide/SlideCanvas.tsx';
import { preloadAround } from '../../slides/slide/preload.ts';
import { useReadySlide } from '../../slides/slide/useReadySlide.ts';
import { useReactionLane } from '../../slides/slide/useReactionLane.ts';
import { RoomMount } from '../../features/room/RoomMount.tsx';
import { useRoomDrawer } from '../../features/room/drawer.ts';
import { NotesPanel } from './NotesPanel.tsx';
import { PresenterHeader } from './PresenterHeader.tsx';
import { PhoneRemote, TRAY_ID } from './PhoneRemote.tsx';
import { usePhoneLayout } from './usePhoneLayout.ts';
import { KeepAwake } from '../../deck/stage/KeepAwake.tsx';
import './presenter.css';
import './remote.css';

export default function PresenterView({ no: routed }: { no: number }) {
  const nav = useDeckNavigation('/presenter', routed);
  // Where the position store is: a move shows before the address says so (it is written after the frame).
  const { no } = nav;
  const dialogs = useDialogs();
  const current = useRef<HTMLElement>(null);
  const [search] = useSearchParams();
  const remote = usePhoneLayout();
  const [trayOpen, setTrayOpen] = useState(false);
  // An open room drawer takes a column of its own, beside the next slide and the notes (presenter.css).
  const drawerOpen = useRoomDrawer() !== null;

  useViewKeys(nav, dialogs);
  // The remote's More tray is a drawer: Escape folds it.
  useKeys(useMemo(() => ({ closeDrawer: () => setTrayOpen(false) }), []), trayOpen);
  useSyncedPosition(true);
  const laser = useLaserMode();
  useCursorBroadcast(current, no, laser);
  useEffect(() => preloadAround(no), [no]);
  const shown = useReadySlide(no, nav.clicks);
  const toolbarNav = useToolbarNav(nav);
  // The same element while the slide stays, so the (memoised) slide is left alone by renders of this view.
  const overlay = useMemo(() => <DrawingOverlay no={shown.no} view="presenter" />, [shown.no]);
  // Reactions rise beside the current slide's content, never over it or the notes.
  useReactionLane(current, shown.no);

  // What the next press of → shows: the next click step here, or the next slide.
  const here = { no, clicks: nav.clicks };
  const next = hasNext(stepCounts, here) ? nextPosition(stepCounts, here) : null;
  const nextLabel = !next ? 'End of the deck' : next.no === no ? `Next: click ${next.clicks} of ${nav.clicksTotal}` : `Next: ${slideAt(next.no)?.title || `slide ${next.no}`}`;
  const password = search.get('password');

  const viewNavigation = useViewNavigationValue(nav);
  return (
    <ViewNavigationContext value={viewNavigation}>
      <main
        className={`presenter-view${remote ? ` remote${trayOpen ? ' tray-open' : ''}` : drawerOpen ? ' drawer-open' : ''}`}
        style={{ '--slide-aspect': String(config.aspectRatio) } as CSSProperties}
      >
        <PresenterHeader nav={nav} audienceHref={`#/${no}${password ? `?${new URLSearchParams({ password })}` : ''}`} />
        <section ref={current} className={`presenter-current${laser ? ' laser-on' : ''}`} aria-label={`Current slide, ${slideAt(no)?.counted ? `${no} of ${countedTotal}` : 'end'}`}>
          <SlideCanvas>
            <Slide no={shown.no} clicks={shown.clicks} overlay={overlay} view="presenter" />
            <OwnLaser no={shown.no} />
          </SlideCanvas>
        </section>
        <section className="presenter-next" aria-label="Next">
          <h2 className="presenter-label">{nextLabel}</h2>
          {next && (
            <SlideCanvas>
              <Slide no={next.no} clicks={next.clicks} view="previewNext" />
            </SlideCanvas>
          )}
        </section>
        <NotesPanel no={no} clicks={nav.clicks} goToClick={(clicks) => nav.go(no, Math.min(clicks, nav.clicksTotal))} />
        {remote && <PhoneRemote nav={nav} trayOpen={trayOpen} onTrayOpen={setTrayOpen} />}
        {/* The toolbar and the room: in the desktop grid as they are (display: contents); a phone folds them into a tray. */}
        <div className="presenter-tray" id={TRAY_ID}>
          <Toolbar nav={toolbarNav} view="presenter" open={dialogs.setOpen} />
          <RoomMount view="presenter" />
        </div>
        <DrawingTools view="presenter" />
        <KeepAwake />
        <DeckDialogs dialogs={dialogs} current={nav.no} go={nav.by('goto').go} />
      </main>
    </ViewNavigationContext>
  );
}
