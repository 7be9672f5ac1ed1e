// Reactions rising beside the slide: each tick of the server's counts becomes at most one floating
// emoji per kind ("👏 ×12" for a burst, the emoji drawn as a picture: reaction-icons-plugin.ts), and
// only so many float at once, so a room of a thousand tapping phones costs the main screen a few
// elements, not a thousand. Plain DOM nodes with a CSS animation: nothing re-renders while they rise.
// They rise in the lane the view measured beside the shown slide's content (deck/stage/bands.ts),
// never over the slide's content or the speaker's notes; where there is no lane wide enough for
// them, they do not show.
import { type CSSProperties, useEffect, useRef } from 'react';
import { reactionIcons } from 'virtual:deck/reaction-icons';
import { REACTIONS, type Reaction } from '../../../shared/room.ts';
import { reactionLane } from '../../deck/stage/bands.ts';
import { useStore } from '../../state/store.ts';
import { reactionBursts } from './room.ts';

/** Most emoji floating at once; the oldest goes first. */
const MAX_FLOATING = 24;
/** A lane narrower than this (CSS pixels) has no room for an emoji. */
const NARROWEST = 16;

export function ReactionsRise() {
  const layer = useRef<HTMLDivElement>(null);
  const lane = useStore(reactionLane);
  const open = lane !== null && lane.width >= NARROWEST && lane.height >= NARROWEST * 4;
  useEffect(
    () =>
      reactionBursts.subscribe((counts) => {
        const element = layer.current;
        if (!element) return;
        for (const emoji of REACTIONS) {
          const count = counts[emoji as Reaction];
          if (!count) continue;
          while (element.childElementCount >= MAX_FLOATING) element.firstElementChild?.remove();
          const bubble = document.createElement('span');
          bubble.className = 'reaction';
          bubble.dataset.reaction = emoji;
          bubble.append(Object.assign(document.createElement('img'), { src: reactionIcons[emoji], alt: '' }));
          if (count > 1) bubble.append(Object.assign(document.createElement('small'), { textContent: `×${count}` }));
          // Spread a little across the lane.
          bubble.style.setProperty('--x', `${Math.round((Math.random() - 0.5) * 30)}%`);
          bubble.addEventListener('animationend', () => bubble.remove(), { once: true });
          element.append(bubble);
        }
      }),
    [open],
  );
  if (!open) return null;
  const style = { left: lane.left, top: lane.top, width: lane.width, height: lane.height, '--lane-width': `${lane.width}px`, '--lane-height': `${lane.height}px` } as CSSProperties;
  return <div ref={layer} className="reactions-rise" style={style} aria-hidden="true" />;
}
