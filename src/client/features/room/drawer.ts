// Which of the presenter's room drawers is open (the questions, the join code, or none). A store of
// this page, not state inside the drawer: the presenter view lays its grid out around an open drawer
// (a column of its own beside the notes), and the lazily loaded room opens and closes it.
import { createStore, useStore } from '../../state/store.ts';

export type RoomDrawer = 'questions' | 'join';

export const roomDrawer = createStore<RoomDrawer | null>(null);

/** Opens `drawer`, or closes it when it is the one open. */
export const toggleRoomDrawer = (drawer: RoomDrawer): void => roomDrawer.update((open) => (open === drawer ? null : drawer));

export const useRoomDrawer = (): RoomDrawer | null => useStore(roomDrawer);
