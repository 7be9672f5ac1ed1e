// Play mode: the current slide filling the window, with keyboard, pointer and toolbar navigation.
// The screen stays awake, and a resting mouse pointer hides from the slide.
import { type CSSProperties, type RefObject, startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { firstStep } from '../../../shared/navigation.ts';
import { config, slideAt, slides, stepCounts } from '../../deck/deck.ts';
import { DrawingOverlay } from '../../features/drawing/DrawingOverlay.tsx';
import { DrawingTools } from '../../features/drawing/DrawingTools.tsx';
import { mayDrawNow, useAudienceDrawingOpen, useDrawingMode } from '../../features/drawing/drawingMode.ts';
import { useDeckNavigation } from '../../deck/nav/useDeckNavigation.ts';
import { usePointerNavigation } from '../../deck/nav/usePointerNavigation.ts';
import { useSyncedPosition } from '../../live/useSyncedPosition.ts';
import { useSession } from '../../live/session.ts';
import { guardMove } from '../../live/follow.ts';
import { FollowBar } from '../../live/FollowBar.tsx';
import { useSetting } from '../../deck/settings/settings.ts';
import { Slide } from '../../slides/slide/Slide.tsx';
import { useViewNavigationValue, ViewNavigationContext } from '../../slides/slide/SlideScope.ts';
import { PanelHostContext } from '../../slides/slide/PanelHostContext.ts';
import { useReactionLane } from '../../slides/slide/useReactionLane.ts';
import { bottomBand } from '../../deck/stage/bands.ts';
import { useStore } from '../../state/store.ts';
import { SlideCanvas } from '../../slides/slide/SlideCanvas.tsx';
import { preloadAround } from '../../slides/slide/preload.ts';
import { useReadySlide } from '../../slides/slide/useReadySlide.ts';
import { PresenterCursor } from '../../features/cursor/PresenterCursor.tsx';
import { RoomMount } from '../../features/room/RoomMount.tsx';
import { Announcer } from '../controls/Announcer.tsx';
import { DeckDialogs } from '../controls/DeckDialogs.tsx';
import { Toolbar, useToolbarNav } from '../controls/Toolbar.tsx';
import { useDialogs } from '../controls/useDialogs.ts';
import { useViewKeys } from '../controls/useViewKeys.ts';
import { ScreenCover } from '../../deck/stage/ScreenCover.tsx';
import { KeepAwake } from '../../deck/stage/KeepAwake.tsx';
import { usePointerRest } from './usePointerRest.ts';
import { stageSlides } from './stage.ts';
import { useSlideTransition } from 'virtual:deck/transitions';
import { afterPaint } from '../../deck/ui/afterPaint.ts';
import { AfterIdle, onIdle } from '../../deck/ui/idle.ts';
import { Icon } from '../../deck/ui/Icon.tsx';
import './play.css';

/**
 * Where reactions rise, measured only where there is a room (a deck server): on a static host none
 * ever rises, and measuring costs a layout. A component of its own, so the session's answer
 * re-renders it alone, not the view.
 */
function ReactionLane({ region, no }: { region: RefObject<HTMLElement | null>; no: number }) {
  useReactionLane(region, no, useSession()?.server === true);
  return null;
}

/** The toolbar shows when the pointer comes this close to the bottom of the window. */
const TOOLBAR_REACH = 140;

export function PlayView({ no: routed }: { no: number }) {
  const nav = useDeckNavigation('', routed, guardMove);
  // Where the position store is: a move shows before the address says so (it is written after the frame).
  const { no } = nav;
  const dialogs = useDialogs();
  const [scale] = useSetting('scale');
  const stage = useRef<HTMLDivElement>(null);
  const [toolbarNear, setToolbarNear] = useState(false);
  const [drawingOn] = useDrawingMode();
  // While a slide that was not preloaded loads, the one before stays on screen, whole.
  const shown = useReadySlide(no, nav.clicks);
  const toolbarNav = useToolbarNav(nav);
  // The same element while the slide stays, so the (memoised) slide is left alone by renders of this view.
  const overlay = useMemo(() => <DrawingOverlay no={shown.no} view="play" />, [shown.no]);
  const audienceOpen = useAudienceDrawingOpen();
  const pointer = usePointerRest();
  // The next slide, laid out hidden once the shown one is painted (the first time, once the page is
  // idle), as a transition: going forward then only shows it.
  const [ahead, setAhead] = useState(0);
  useEffect(() => onIdle('ahead', () => afterPaint(() => startTransition(() => setAhead(shown.no + 1)))), [shown.no]);
  // A transition keeps the slide going out on the canvas until it has gone (none for most decks).
  const change = useSlideTransition(shown, stage);
  // Drawing and dialogs need their pointer; elsewhere a resting one only hides the slide.
  const hidePointer = pointer.mouseResting && dialogs.open === null && !drawingOn;
  // Where a slide puts what it shows apart from the slide on a phone (a poll's answers): over the
  // page's bands, under the view's controls (the toolbar and its handle stay within reach).
  // An element made once, there from the first render: one that appeared in a second render made
  // React look for the context's readers through every slide (a long task on a phone).
  const [panelHost] = useState(() => Object.assign(document.createElement('div'), { className: 'slide-panels' }));
  // What the room shows goes beside the slide, never over it: a question on screen takes a band
  // along the bottom (the slide is laid out above it), reactions rise in a lane right of its content.
  const band = useStore(bottomBand);
  const view = useRef<HTMLElement>(null);

  useViewKeys(nav, dialogs);
  // While drawing, clicks and swipes on the slide draw instead of navigating.
  usePointerNavigation(stage, nav, dialogs.open === null && !(drawingOn && mayDrawNow('play', audienceOpen)));
  useSyncedPosition();

  useEffect(() => preloadAround(no), [no]);
  // After the paint: setting the window's title costs the slide change time before it shows.
  useEffect(() => {
    const title = slideAt(no)?.title;
    afterPaint(() => {
      document.title = config.titleTemplate.replace('%s', title && no > 1 ? `${title} · ${config.title}` : config.title);
    });
  }, [no]);

  const viewNavigation = useViewNavigationValue(nav);
  return (
    <ViewNavigationContext value={viewNavigation}>
      <main
        ref={view}
        className={`play-view${config.selectable ? '' : ' not-selectable'}${hidePointer ? ' pointer-resting' : ''}`}
        style={{ '--slide-aspect': String(config.aspectRatio), ...(band ? { '--stage-bottom': `${band}px` } : {}) } as CSSProperties}
        onPointerMove={(event) => setToolbarNear(event.clientY > window.innerHeight - TOOLBAR_REACH)}
        onPointerLeave={() => setToolbarNear(false)}
      >
        <div ref={stage} className="stage" style={band ? { bottom: band } : undefined}>
          <PanelHostContext value={panelHost}>
            <SlideCanvas scale={scale}>
              {stageSlides(shown, ahead, slides.length, change, firstStep(stepCounts, ahead)).map((slide) => (
                <Slide key={slide.no} no={slide.no} clicks={slide.clicks} overlay={slide.no === shown.no ? overlay : undefined} ahead={slide.ahead} leaving={slide.leaving} className={slide.className} />
              ))}
              <PresenterCursor no={shown.no} />
            </SlideCanvas>
          </PanelHostContext>
        </div>
        <ScreenCover />
        {/* What goes with the slide on a phone held upright: the link's state, the room's dock and a
            poll's answers, in a column under the slide at the top (play.css); elsewhere each floats
            where it always did (the column is display: contents). */}
        <div className="play-companion">
          <FollowBar go={nav.by('follow').go} />
          {/* What the first view does not show comes once the page is idle (deck/ui/idle.ts). */}
          <AfterIdle part="room">
            <RoomMount view="play" />
            <ReactionLane region={view} no={shown.no} />
          </AfterIdle>
          <div className="slide-panels-slot" ref={(slot) => void (slot && panelHost.parentNode !== slot && slot.append(panelHost))} />
        </div>
        <Toolbar nav={toolbarNav} view="play" open={dialogs.setOpen} className={toolbarNear || pointer.touchToolbar ? 'near' : ''} />
        {!pointer.touchToolbar && (
          // Shown on touch screens only (play.css): the way back to a toolbar that went away.
          <button type="button" className="toolbar-handle" aria-label="Show controls" onClick={pointer.showTouchToolbar}>
            <Icon name="controls" />
          </button>
        )}
        <DrawingTools view="play" />
        <AfterIdle part="dialogs" now={dialogs.open !== null}>
          <DeckDialogs dialogs={dialogs} current={nav.no} go={nav.by('goto').go} />
        </AfterIdle>
        <Announcer no={no} />
        <KeepAwake />
      </main>
    </ViewNavigationContext>
  );
}
