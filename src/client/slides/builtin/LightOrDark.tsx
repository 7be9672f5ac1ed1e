// Slidev's <LightOrDark> with its #light and #dark slots: the one for the colour scheme shown. Both
// are rendered and the stylesheet shows one (by the page's `dark` class), so it switches with the
// scheme at once, in the pre-rendered first slide and in print too, and the other is hidden from
// screen readers as well (display: none).
import type { ReactNode } from 'react';
import './light-or-dark.css';

interface LightOrDarkProps {
  slots?: { light?: ReactNode; dark?: ReactNode };
  className?: string;
}

export function LightOrDark({ slots, className }: LightOrDarkProps) {
  return (
    <div className={className ? `slidev-light-or-dark ${className}` : 'slidev-light-or-dark'}>
      <div className="slidev-when-light">{slots?.light}</div>
      <div className="slidev-when-dark">{slots?.dark}</div>
    </div>
  );
}
