// A click-revealed element's range of steps, as compile/clicks.ts works it out: from `start` until
// `end` (null: it stays). Read by Reveal (shown or hidden) and by v-motion (before, shown or after).

/** Whether step `clicks` is within [start, end). */
export const withinClicks = (clicks: number, start: number, end: number | null): boolean => clicks >= start && (end === null || clicks < end);
