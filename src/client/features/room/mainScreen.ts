// What the audience's main screen (the projector: a screen that is not a phone) shows now, read from
// the state that draws it: the stage's screen (the slides, black or white: deck/stage/screen.ts) and
// the room's choices (AudienceRoom draws them over it). The join code covers the whole screen; a
// question on screen takes a band along its bottom, over the slides or over black alike. The
// presenter view names the result (views/presenter/MainScreenState.tsx).
import type { Screen } from '../../deck/stage/screen.ts';
import type { RoomState } from './roomState.ts';

export interface MainScreen {
  /** What fills the screen. */
  shows: Screen | 'join';
  /** A question from the room is in the band along its bottom. */
  question: boolean;
}

export const mainScreenShows = (screen: Screen, room: Pick<RoomState, 'joinShown' | 'spotlight'>): MainScreen =>
  room.joinShown ? { shows: 'join', question: false } : { shows: screen, question: room.spotlight !== null };

const NAMES: Record<MainScreen['shows'], string> = { slides: 'Slides', join: 'Join code', black: 'Black', white: 'White' };

/** In a word or three, e.g. "Slides + question". */
export const mainScreenName = ({ shows, question }: MainScreen): string => `${NAMES[shows]}${question ? ' + question' : ''}`;
