// Black or white over the slide while the speaker has the room's eyes (stage/screen.ts). Controls
// stay on top: a follower can still ask a question or tap "Back to live". On a phone the cover
// says why the slide went away; on the main screen it stays blank, as a projector should.
import { memo } from 'react';
import { useScreen } from './screen.ts';
import './stage.css';

export const ScreenCover = memo(function ScreenCover() {
  const screen = useScreen();
  if (screen === 'slides') return null;
  return (
    <div className={`screen-cover ${screen}`} role="status" data-screen={screen}>
      <p className="screen-cover-reason visually-hidden">The speaker has paused the slides</p>
    </div>
  );
});
