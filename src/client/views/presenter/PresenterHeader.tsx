// The presenter's status bar: timer, clock, the room's presence, what the main screen shows, where you
// are, and the way to the audience view.
import { countedTotal, slideAt } from '../../deck/deck.ts';
import type { DeckNavigation } from '../../deck/nav/useDeckNavigation.ts';
import { AudienceCount } from '../../live/AudienceCount.tsx';
import { AddDevice } from './AddDevice.tsx';
import { EditSourceButton } from './EditSourceButton.tsx';
import { MainScreenState } from './MainScreenState.tsx';
import { Recorder } from './Recorder.tsx';
import { SignOutOthers } from './SignOutOthers.tsx';
import { PresenterTimer } from './PresenterTimer.tsx';
import { useNow } from './useTimer.ts';

export function PresenterHeader({ nav, audienceHref }: { nav: DeckNavigation; audienceHref: string }) {
  const now = useNow();
  const counted = slideAt(nav.no)?.counted ?? true;
  const clock = new Date(now).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

  return (
    <header className="presenter-header">
      <PresenterTimer now={now} nav={nav} />
      <time className="presenter-clock" aria-label="Clock">
        {clock}
      </time>
      <AudienceCount />
      <MainScreenState />
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
      <AddDevice no={nav.no} />
      <SignOutOthers />
      <a className="presenter-audience-link" href={audienceHref} target="_blank" rel="noopener">
        Open audience view
      </a>
    </header>
  );
}
