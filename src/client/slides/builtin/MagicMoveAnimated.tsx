// The live Magic Move: @shikijs/magic-move's renderer morphs the code into each new step (tokens
// that stay move, others fade out and in). Loaded only when a slide with a Magic Move is shown. No
// animation under reduced motion.
import { ShikiMagicMoveRenderer } from '@shikijs/magic-move/react';
import type { KeyedTokensInfo } from '@shikijs/magic-move/types';
import '@shikijs/magic-move/style.css';
import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '../../deck/ui/reducedMotion.ts';

interface Props {
  info: KeyedTokensInfo;
  duration?: number;
  /** Called with the `<pre>` once a step is drawn, to mark its lines. */
  onEnd: (pre: HTMLElement) => void;
}

export default function MagicMoveAnimated({ info, duration, onEnd }: Props) {
  const box = useRef<HTMLDivElement>(null);
  // The step the slide opens at is shown as it is; the moves away from it animate.
  const [opening] = useState(info);
  const done = () => {
    const pre = box.current?.querySelector('pre');
    if (pre) onEnd(pre);
  };
  const animate = info !== opening && !prefersReducedMotion();
  // Without an animation the renderer draws the step at once and calls no onEnd: mark it here (this
  // also covers a click that lands while this module is still loading).
  useEffect(() => {
    if (!animate) done();
  });
  return (
    <div ref={box}>
      <ShikiMagicMoveRenderer
        tokens={info}
        animate={animate}
        className="shiki shiki-magic-move-container"
        options={{ duration: duration ?? 500, stagger: 0.3, containerStyle: true }}
        onEnd={done}
      />
    </div>
  );
}
