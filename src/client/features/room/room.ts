// This page's link to the room: the "room" live document read into a RoomState store, the
// reactions and refusals the server sends, and sending requests. It connects only when a deck
// server is behind the page, through the same live sync connection as navigation (and loads with
// the room's UI, never in the first view).
import type { LiveNotice } from '../../../shared/notices.ts';
import type { Reaction, RoomRequest } from '../../../shared/room.ts';
import { createEvents, createStore, useStore } from '../../state/store.ts';
import { whenLive } from '../../live/connection.ts';
import type { LiveDocument } from '../../live/server.ts';
import { EMPTY_ROOM, readRoom, type RoomState } from './roomState.ts';

type Refusal = Extract<LiveNotice, { kind: 'refused' }>;

const state = createStore<RoomState>(EMPTY_ROOM);
/** Reactions the server counted since its last message, per emoji. */
export const reactionBursts = createEvents<[counts: Partial<Record<Reaction, number>>]>();
/** A request of this page the server did not take. */
export const refusals = createEvents<[refusal: Refusal]>();

let roomDocument: LiveDocument | null = null;
let viewer: string | null = null;
let started = false;

function connect(): void {
  if (started) return;
  started = true;
  void whenLive().then((live) => {
    const room = live?.room;
    if (!room) return;
    roomDocument = room;
    // Many changes at once (a busy room, the first sync) are read once per frame.
    let frame = 0;
    const read = () => {
      frame = 0;
      if (room.synced()) state.set(readRoom(room.map.entries(), viewer));
    };
    const schedule = () => (frame ||= requestAnimationFrame(read));
    room.map.observe(schedule);
    room.onSynced(schedule);
    room.onNotice((notice) => {
      if (notice.kind === 'welcome') {
        viewer = notice.viewer;
        schedule();
      } else if (notice.kind === 'reactions') reactionBursts.emit(notice.counts);
      else refusals.emit(notice);
    });
  });
}

/** The room as it is now (re-rendering on change); connects on first use. */
export function useRoom(): RoomState {
  connect();
  return useStore(state);
}

/** Sends a request; false when there is no room to send it to (no server, or not joined yet). */
export function sendToRoom(request: RoomRequest): boolean {
  connect();
  if (!roomDocument?.synced()) return false;
  roomDocument.request(request);
  return true;
}

/** What a refusal means, in words for the person who made the request. */
export function refusalText(refusal: Refusal): string {
  switch (refusal.reason) {
    case 'rate':
      return refusal.request === 'ask'
        ? `One question at a time: you can ask again in ${refusal.retryInSeconds ?? 10} s.`
        : 'That was a lot at once; try again in a moment.';
    case 'invalid':
      return 'That could not be sent (a question is at most 280 characters).';
    case 'moderator':
      return 'Only the presenter can do that.';
    case 'closed':
      return 'This poll is closed.';
    case 'off':
      return 'The presenter has turned reactions off.';
    case 'unknown':
      return 'That question is no longer there.';
    case 'full':
      return 'The room has taken as many as it can for now.';
    case 'size':
    case 'owner':
      return 'That could not be sent.'; // drawings' reasons: the room never gives them
  }
}
