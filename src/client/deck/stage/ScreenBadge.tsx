// The presenter's reminder that the room sees no slide: while the audience's screens are black or
// white (b / . / w), a badge says so, and tapping it brings the slides back.
import { setScreen, useScreen } from './screen.ts';
import './stage.css';

export function ScreenBadge() {
  const screen = useScreen();
  if (screen === 'slides') return null;
  return (
    <button type="button" className={`screen-badge ${screen}`} onClick={() => setScreen('slides')} title={`Show the slides again (or press ${screen === 'black' ? 'b' : 'w'})`}>
      Audience sees {screen === 'black' ? 'a black' : 'a white'} screen · Show slides
    </button>
  );
}
