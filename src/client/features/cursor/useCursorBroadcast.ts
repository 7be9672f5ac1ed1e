// Publishes the presenter's pointer over the current slide as presence: the plain cursor (when the
// presenter cursor setting is on) or the laser (while laser mode is on, whatever that setting says:
// pointing with it is deliberate). At most 30 messages a second (throttle.ts); the presenter's own
// slide hears of every move of the laser (ownLaser), so the dot under their hand never lags.
import { useEffect, useRef, type RefObject } from 'react';
import { useSetting } from '../../deck/settings/settings.ts';
import { getSyncBus } from '../../live/bus.ts';
import { canvasHeight, canvasWidth } from '../../deck/canvas.ts';
import { toCanvas, type CursorPosition } from './cursor.ts';
import { ownLaser } from './laser.ts';
import { createThrottle } from './throttle.ts';

export function useCursorBroadcast(area: RefObject<HTMLElement | null>, no: number, laser: boolean): void {
  const [enabled] = useSetting('presenterCursor');
  const mode = useRef({ no, enabled, laser });
  /** Tells followers again where the pointer is (the slide or the mode changed); set while mounted. */
  const refresh = useRef<() => void>(undefined);

  useEffect(() => {
    mode.current = { no, enabled, laser };
    refresh.current?.();
  }, [no, enabled, laser]);

  useEffect(() => {
    const element = area.current;
    if (!element) return;
    const bus = getSyncBus();
    const throttle = createThrottle<CursorPosition | null>((message) => bus.publish('cursor', message));
    let sent = 'null'; // what followers were last told, so the same message is not sent twice
    let last: { clientX: number; clientY: number } | null = null;

    const update = () => {
      const canvas = element.querySelector('.canvas');
      const at = last && canvas ? toCanvas(last, canvas) : null;
      const inside = at !== null && at.x >= 0 && at.y >= 0 && at.x <= canvasWidth && at.y <= canvasHeight;
      const { no, enabled, laser } = mode.current;
      const message: CursorPosition | null = !inside ? null : laser ? { no, ...at, laser: true } : enabled ? { no, ...at } : null;
      ownLaser.emit(message?.laser ? message : null);
      const text = JSON.stringify(message);
      if (text === sent) return;
      sent = text;
      throttle.push(message);
    };
    const onMove = (event: PointerEvent) => {
      last = { clientX: event.clientX, clientY: event.clientY };
      update();
    };
    const onLeave = () => {
      last = null;
      update();
    };
    refresh.current = update;
    element.addEventListener('pointermove', onMove);
    element.addEventListener('pointerleave', onLeave);
    return () => {
      refresh.current = undefined;
      throttle.cancel();
      element.removeEventListener('pointermove', onMove);
      element.removeEventListener('pointerleave', onLeave);
      ownLaser.emit(null);
      if (sent !== 'null') bus.publish('cursor', null);
    };
  }, [area]);
}
