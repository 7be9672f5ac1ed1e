// Following the presenter or browsing (src/client/live/follow.ts).
import { describe, expect, it } from 'vitest';
import { FREE, returnToLive, movedHere, presenterMoved, type FollowState } from '../../src/client/live/follow.ts';

const at = (no: number, clicks = 0) => ({ no, clicks });

describe('following the presenter', () => {
  it('lets a device move freely until someone presents', () => {
    expect(movedHere(FREE, at(9)).show).toEqual(at(9));
  });

  it('follows while live; a step back starts browsing, which the presenter’s moves do not disturb', () => {
    let state: FollowState = presenterMoved(FREE, at(5, 1)).state;
    expect(presenterMoved(state, at(5, 2)).show).toEqual(at(5, 2));
    state = presenterMoved(state, at(5, 2)).state;
    const back = movedHere(state, at(5, 1));
    expect(back).toMatchObject({ show: at(5, 1), state: { mode: 'browsing' } });
    const moved = presenterMoved(back.state, at(6));
    expect(moved.show).toBeNull();
    expect(moved.state.presenter).toEqual(at(6));
    expect(returnToLive(moved.state)).toEqual({ state: { ...moved.state, mode: 'live' }, show: at(6) });
  });

  it('returns to live on reaching the presenter or going past the furthest step shown, never beyond', () => {
    const state = movedHere(presenterMoved(FREE, at(8)).state, at(3)).state;
    expect(movedHere(state, at(8))).toMatchObject({ show: at(8), state: { mode: 'live' } });
    expect(movedHere(state, at(8, 1))).toMatchObject({ show: at(8), state: { mode: 'live' } });
    expect(movedHere(state, at(20))).toMatchObject({ show: at(8), state: { mode: 'live' } });
  });

  it('lets a device reread what the presenter showed before going back', () => {
    let state = presenterMoved(FREE, at(10)).state;
    state = presenterMoved(state, at(4)).state; // the presenter went back to answer a question
    expect(state.furthest).toEqual(at(10));
    expect(movedHere(state, at(9))).toMatchObject({ show: at(9), state: { mode: 'browsing' } });
    expect(movedHere(state, at(11)).show).toEqual(at(4));
    // The presenter's page says how far it went, even if this device joined later.
    expect(presenterMoved(FREE, at(2), at(12)).state.furthest).toEqual(at(12));
  });
});
