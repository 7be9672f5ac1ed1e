// <v-click>: content that appears at its click step (numbered at build time as `at`).
import type { ReactNode } from 'react';
import { useClicks } from '../slide/ClicksContext.ts';

interface VClickProps {
  at?: string | number;
  /** Hide the content at its step instead of showing it. */
  hide?: boolean | string;
  children?: ReactNode;
}

export function revealClass(visible: boolean): string {
  return visible ? 'click-shown' : 'click-hidden';
}

export function VClick({ at = 1, hide, children }: VClickProps) {
  const reached = useClicks() >= Number(at);
  const visible = hide !== undefined && hide !== false ? !reached : reached;
  return <div className={`v-click ${revealClass(visible)}`} aria-hidden={!visible || undefined}>{children}</div>;
}

/** <v-after>: appears together with the click before it. */
export const VAfter = VClick;
