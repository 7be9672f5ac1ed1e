// A navigation message between views of the deck: where a view is, and on a presenter's moves
// when it was made, the furthest step shown and what the audience's screens show. Checked here,
// where it arrives from another tab or device.
import type { Position } from '../../shared/navigation.ts';
import { isScreen, type Screen } from '../deck/stage/screen.ts';
import { isStamp, type Stamp } from './order.ts';

export interface NavState {
  no: number;
  clicks: number;
  /** Set on a driving view's moves; a move without one (a tab of a static build) is taken as it comes. */
  stamp?: Stamp;
  /** On a presenter's moves: the furthest step it has shown in this talk (followers go no further). */
  furthest?: Position;
  /** What the audience's screens show (slides, or black / white while the speaker talks). */
  screen?: Screen;
}

const isPosition = (value: unknown): value is Position =>
  typeof value === 'object' && value !== null && Number.isInteger((value as Position).no) && Number.isInteger((value as Position).clicks);

/** A navigation message from elsewhere, or null when it is malformed. */
export function parseNavState(data: unknown, slideCount: number): NavState | null {
  if (typeof data !== 'object' || data === null) return null;
  const { no, clicks, stamp, furthest, screen } = data as Record<string, unknown>;
  if (!Number.isInteger(no) || !Number.isInteger(clicks)) return null;
  if ((no as number) < 1 || (no as number) > slideCount || (clicks as number) < 0) return null;
  if (stamp !== undefined && !isStamp(stamp)) return null;
  const state: NavState = { no: no as number, clicks: clicks as number };
  if (stamp !== undefined) state.stamp = stamp;
  if (isPosition(furthest) && furthest.no >= 1 && furthest.no <= slideCount && furthest.clicks >= 0) state.furthest = { no: furthest.no, clicks: furthest.clicks };
  if (isScreen(screen)) state.screen = screen;
  return state;
}

