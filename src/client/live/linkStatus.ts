// How this page's link to the deck server is doing, and how many devices follow the presenter: both
// presence (true only while it lasts, never stored). Small on purpose: the status chip and the
// presenter's header read it in the first view; the live sync code (loaded later) writes it.
import { createStore } from '../state/store.ts';

/**
 * none: no deck server (a static build) or not asked yet; connecting: first contact under way;
 * live: joined and in step; reconnecting: lost the server, trying again; offline: no server for a
 * while, the page works on its own (it still tries, and catches up when the server is back).
 */
export type LinkStatus = 'none' | 'connecting' | 'live' | 'reconnecting' | 'offline';

/** After this long without the server, the page says it is offline rather than reconnecting. */
export const OFFLINE_AFTER_MS = 10_000;

export const linkStatus = createStore<LinkStatus>('none');
/** Audience devices following now, summed over every server process; null until known. */
export const followerCount = createStore<number | null>(null);
