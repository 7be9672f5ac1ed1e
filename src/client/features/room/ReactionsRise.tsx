// Reactions rising over the slide: each tick of the server's counts becomes at most one floating
// emoji per kind ("👏 ×12" for a burst), and only so many float at once, so a room of a thousand
// tapping phones costs the main screen a few elements, not a thousand. Plain DOM nodes with a CSS
// animation: nothing re-renders while they rise.
import { useEffect, useRef } from 'react';
import { REACTIONS, type Reaction } from '../../../shared/room.ts';
import { reactionBursts } from './room.ts';

/** Most emoji floating at once; the oldest goes first. */
const MAX_FLOATING = 24;

export function ReactionsRise() {
  const layer = useRef<HTMLDivElement>(null);
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
          bubble.textContent = count > 1 ? `${emoji} ×${count}` : emoji;
          // Spread along the right-hand side, where slides have the least text.
          bubble.style.setProperty('--x', `${Math.round(Math.random() * 22)}%`);
          bubble.addEventListener('animationend', () => bubble.remove(), { once: true });
          element.append(bubble);
        }
      }),
    [],
  );
  return <div ref={layer} className="reactions-rise" aria-hidden="true" />;
}
