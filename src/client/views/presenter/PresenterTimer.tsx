// The presenter's timer, with pause and reset: the time elapsed, or, when the headmatter gives the
// talk's `duration`, a countdown (time left, then time over) beside a pace mark that says in words,
// and in colour, whether the presenter is ahead of or behind an even pace through the slides (pacing.ts).
import { config, countedTotal, slides } from '../../deck/deck.ts';
import type { DeckNavigation } from '../../deck/nav/useDeckNavigation.ts';
import { Icon } from '../../deck/ui/Icon.tsx';
import { countedPosition, formatCountdown, formatElapsed, pace, paceWords } from './pacing.ts';
import { useTimer } from './useTimer.ts';
import './timer.css';

const counted = slides.map((s) => s.counted);

export function PresenterTimer({ now, nav }: { now: number; nav: Pick<DeckNavigation, 'no' | 'clicks' | 'clicksTotal'> }) {
  const timer = useTimer(now);
  const durationMs = (config.duration ?? 0) * 1000;
  const countdown = durationMs > 0 ? formatCountdown(durationMs, timer.elapsed) : null;
  const mark = durationMs > 0 ? pace(timer.elapsed, countedPosition(counted, nav.no, nav.clicks, nav.clicksTotal), countedTotal, durationMs) : null;
  const valueClass = `timer-value${timer.running ? '' : ' paused'}${countdown?.over ? ' over' : ''}`;

  return (
    <div className={`presenter-timer${countdown ? ' countdown' : ''}`} role="timer" aria-label={countdown ? 'Time left' : 'Elapsed time'}>
      <span className={valueClass}>{countdown ? countdown.text : formatElapsed(timer.elapsed)}</span>
      {countdown && !countdown.over && <span className="timer-unit">left</span>}
      {mark && (
        <span className={`pace-mark ${mark.state}`} data-pace={mark.state} title="Where you are, against an even pace through the slides">
          {paceWords(mark)}
        </span>
      )}
      <span className="timer-controls">
        <button type="button" className="icon-button small" aria-label={timer.running ? 'Pause timer' : 'Resume timer'} onClick={timer.toggle}>
          <Icon name={timer.running ? 'pause' : 'play'} />
        </button>
        <button type="button" className="icon-button small" aria-label="Reset timer" onClick={timer.reset}>
          <Icon name="reset" />
        </button>
      </span>
    </div>
  );
}
