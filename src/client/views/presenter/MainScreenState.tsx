// The presenter's header says, at all times, what the audience's main screen shows: the slides, the
// join code, a question on screen, or black / white (features/room/mainScreen.ts reads it from the
// stage and the room, the state that draws that screen). While the screen is black or white, a
// button brings the slides back (as the same key would).
import { mainScreenName, mainScreenShows } from '../../features/room/mainScreen.ts';
import { useRoom } from '../../features/room/room.ts';
import { setScreen, useScreen } from '../../deck/stage/screen.ts';

export function MainScreenState() {
  const screen = useScreen();
  const main = mainScreenShows(screen, useRoom());
  return (
    <div className="main-screen">
      <p className={`main-screen-state shows-${main.shows}${main.question ? ' with-question' : ''}`} role="status" aria-label="Main screen">
        <span className="main-screen-label">
          Main screen<span className="visually-hidden">:</span>
        </span>{' '}
        <strong>{mainScreenName(main)}</strong>
      </p>
      {screen !== 'slides' && (
        <button type="button" className="main-screen-back" onClick={() => setScreen('slides')} title={`Show the slides on the main screen again (or press ${screen === 'black' ? 'b' : 'w'})`}>
          Back to slides
        </button>
      )}
    </div>
  );
}
