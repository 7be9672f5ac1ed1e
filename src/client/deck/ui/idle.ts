// What the first view does not show waits until the app is on screen and the page is idle: the
// dialogs, the room, the drawing layer, the next slide laid out ahead, the neighbouring slides' code,
// the wake lock, the offline copy. On a phone the first slide is then usable at once (a tap or swipe
// is answered), and the rest arrives in small tasks after it: one part per idle period, each rendered
// as a transition (React renders it in slices and yields to input between them). Safari has no
// requestIdleCallback: there, a moment after the next paint.
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { afterPaint } from './afterPaint.ts';

/** Runs `work` when the main thread is next idle, or after `timeout` ms at the latest; returns a function that cancels it. */
export function whenIdle(work: () => void, timeout = 1500): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => work(), { timeout });
    return () => cancelIdleCallback(id);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;
  afterPaint(() => {
    if (!cancelled) timer = setTimeout(work, 50);
  });
  return () => {
    cancelled = true;
    clearTimeout(timer);
  };
}

/** Resolves when the main thread is next idle. */
export const idlePeriod = () => new Promise<void>((resolve) => whenIdle(resolve));

/**
 * The parts that wait, in the order they come: one per idle period. The offline copy (the service
 * worker, which downloads every file of the deck) comes last: its downloads would compete with the
 * parts before it for the network and, on two cores, for the processor.
 */
export type IdlePart = 'dialogs' | 'room' | 'ahead' | 'drawing' | 'neighbours' | 'wakeLock' | 'offlineCopy';
const ORDER: readonly IdlePart[] = ['neighbours', 'ahead', 'dialogs', 'room', 'drawing', 'wakeLock', 'offlineCopy'];

const arrived = new Set<IdlePart>();
const waiting = new Map<IdlePart, Set<() => void>>();
let started = false;

/**
 * Lets the parts in, one idle period after another, once the app's first frame is painted (main.tsx):
 * while React renders that frame in slices, an idle period between two slices would otherwise start a
 * part, and the first view would wait for it.
 */
export function startIdleParts(): void {
  if (started) return;
  started = true;
  const next = (index: number) => {
    const part = ORDER[index];
    if (!part) return;
    whenIdle(() => {
      arrived.add(part);
      waiting.get(part)?.forEach((listener) => listener());
      waiting.delete(part);
      next(index + 1);
    });
  };
  next(0);
}

/** Calls `listener` once `part`'s idle period has come (at once if it has); returns a function that cancels it. */
export function onIdle(part: IdlePart, listener: () => void): () => void {
  if (arrived.has(part)) {
    listener();
    return () => undefined;
  }
  let listeners = waiting.get(part);
  if (!listeners) waiting.set(part, (listeners = new Set()));
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * True once `part`'s idle period has come, or `now` is true (a viewer who opens a dialog before it
 * does gets it at once). It never goes back to false: a part, once mounted, stays.
 */
export function useIdlePart(part: IdlePart, now = false): boolean {
  const [ready, setReady] = useState(() => arrived.has(part));
  useEffect(() => (ready ? undefined : onIdle(part, () => startTransition(() => setReady(true)))), [part, ready]);
  return ready || now;
}

/**
 * Its children once `part`'s idle period has come (or at once when `now` is true). The view around
 * it is not rendered again when the part comes: only this.
 */
export function AfterIdle({ part, now = false, children }: { part: IdlePart; now?: boolean; children: ReactNode }): ReactNode {
  return useIdlePart(part, now) ? children : null;
}
