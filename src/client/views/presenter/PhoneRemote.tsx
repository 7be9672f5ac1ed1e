// The presenter view's remote on a phone (usePhoneLayout): Previous and Next as large targets at the
// bottom of the screen (Next the larger, under the thumb), and a button that unfolds the rest of the
// controls (the toolbar and the room), which the phone layout keeps folded away (remote.css).
// Beside More, the stage's one control a speaker reaches for mid-talk: black the room's screens out.
import type { DeckNavigation } from '../../deck/nav/useDeckNavigation.ts';
import { setScreen, toggledScreen, useScreen } from '../../deck/stage/screen.ts';
import { Icon } from '../../deck/ui/Icon.tsx';

export const TRAY_ID = 'presenter-tray';

interface PhoneRemoteProps {
  nav: Pick<DeckNavigation, 'hasNext' | 'hasPrev' | 'next' | 'prev'>;
  trayOpen: boolean;
  onTrayOpen: (open: boolean) => void;
}

export function PhoneRemote({ nav, trayOpen, onTrayOpen }: PhoneRemoteProps) {
  const screen = useScreen();
  return (
    <nav className="phone-remote" aria-label="Remote">
      <div className="remote-extras">
        <button type="button" className="remote-more" aria-label="More controls" aria-expanded={trayOpen} aria-controls={TRAY_ID} onClick={() => onTrayOpen(!trayOpen)}>
          <Icon name={trayOpen ? 'close' : 'controls'} />
          <span>More</span>
        </button>
        <button type="button" className="remote-more remote-blackout" aria-pressed={screen === 'black'} onClick={() => setScreen(toggledScreen(screen, 'black'))}>
          <span>{screen === 'black' ? 'Show slides' : 'Black screen'}</span>
        </button>
      </div>
      <button type="button" className="remote-button remote-prev" aria-label="Previous step" disabled={!nav.hasPrev} onClick={nav.prev}>
        <Icon name="prev" />
        <span>Previous</span>
      </button>
      <button type="button" className="remote-button remote-next" aria-label="Next step" disabled={!nav.hasNext} onClick={nav.next}>
        <span>Next</span>
        <Icon name="next" />
      </button>
    </nav>
  );
}
