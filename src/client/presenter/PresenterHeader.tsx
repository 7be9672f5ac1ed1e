// The presenter's status bar: timer, clock, the room's presence, where you are, and the way to the audience view.
import { countedTotal, slideAt } from '../deck/deck.ts';
import type { DeckNavigation } from '../nav/useDeckNavigation.ts';
import { ScreenBadge } from '../stage/ScreenBadge.tsx';
import { AudienceCount } from '../sync/AudienceCount.tsx';
import { Icon } from '../ui/Icon.tsx';
import { EditSourceButton } from './EditSourceButton.tsx';
import { Recorder } from './Recorder.tsx';
import { SignOutOthers } from './SignOutOthers.tsx';
import { formatElapsed, useNow, useTimer } from './useTimer.ts';

export function PresenterHeader({ nav, audienceHref }: { nav: DeckNavigation; audienceHref: string }) {
  const now = useNow();
  const timer = useTimer(now);
  const counted = slideAt(nav.no)?.counted ?? true;
  const clock = new Date(now).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

  return (
    <header className="presenter-header">
      <div className="presenter-timer" role="timer" aria-label="Elapsed time">
        <span className={`timer-value${timer.running ? '' : ' paused'}`}>{formatElapsed(timer.elapsed)}</span>
        <button type="button" className="icon-button small" aria-label={timer.running ? 'Pause timer' : 'Resume timer'} onClick={timer.toggle}>
          <Icon name={timer.running ? 'pause' : 'play'} />
        </button>
        <button type="button" className="icon-button small" aria-label="Reset timer" onClick={timer.reset}>
          <Icon name="reset" />
        </button>
      </div>
      <time className="presenter-clock" aria-label="Clock">
        {clock}
      </time>
      <AudienceCount />
      <ScreenBadge />
      <p className="presenter-position">
        <span aria-label="Slide">
          Slide <strong>{counted ? nav.no : 'end'}</strong> / {countedTotal}
        </span>
        <span aria-label="Click step">
          Click <strong>{nav.clicks}</strong> / {nav.clicksTotal}
        </span>
      </p>
      <EditSourceButton no={nav.no} />
      <Recorder />
      <SignOutOthers />
      <a className="presenter-audience-link" href={audienceHref} target="_blank" rel="noopener">
        Open audience view
      </a>
    </header>
  );
}
