// The one keyboard listener: it reads the keymap (keymap.ts) and calls what the mounted views and
// tools bound to each action. Who has the keyboard is a lock, not a DOM query: an open dialog takes
// it (the browser handles its keys), the overview and drawing mode take it for their own rows
// (navigation keys still reach the deck while drawing). Text fields keep their keys. A `held` row
// (the laser) acts while its key is down: its action returns a release, run when the key comes up
// (whoever holds the keyboard by then) or the window loses focus (the key-up would never come).
import { useEffect } from 'react';
import { takeEarlyInputs, type EarlyInput } from './earlyKeys.ts';
import { KEYMAP, matchedKey, type KeyBinding, type KeyScope } from './keymap.ts';
import { createRepeatGate } from './repeat.ts';

/** An action; told which of its row's keys was pressed (e.g. which colour, 1–7). A held row's returns its release. */
type Handler = (key: string) => unknown;
export type KeyActions = Readonly<Record<string, Handler | undefined>>;

const handlers = new Map<string, Handler>();
/** Who holds the keyboard, the latest last: a dialog, the overview, drawing mode (while `holds()`). */
const locks: { scope: KeyScope | 'dialog'; holds: () => boolean }[] = [];
const gate = createRepeatGate();
/** Releases of the held keys that are down, by physical key (Shift may change `event.key` meanwhile). */
const releases = new Map<string, () => void>();
const physical = (event: Pick<KeyboardEvent, 'key' | 'code'>) => event.code || event.key.toLowerCase();

function activeScope(): KeyScope | 'dialog' {
  return locks.findLast((lock) => lock.holds())?.scope ?? 'deck';
}

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** The row a key press stands for where the keyboard is now (with an action bound to it), and which of its keys. */
function bindingFor(event: Pick<KeyboardEvent, 'key' | 'code' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey'>): { binding: KeyBinding; key: string } | undefined {
  const scope = activeScope();
  if (scope === 'dialog') return undefined;
  for (const binding of KEYMAP) {
    if (binding.native || !binding.scopes.includes(scope) || (binding.devOnly && !__DECK_DEV_SERVER__) || !handlers.has(binding.action)) continue;
    const key = matchedKey(binding, event);
    if (key !== null) return { binding, key };
  }
  return undefined;
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.defaultPrevented || isTyping(event.target)) return;
  const found = bindingFor(event);
  if (!found) return;
  const { binding, key } = found;
  event.preventDefault();
  if (binding.repeat === 'no' && event.repeat) return;
  if (binding.repeat === 'slow' && !gate(event.repeat)) return;
  const release = handlers.get(binding.action)?.(key);
  if (binding.held && typeof release === 'function') {
    releases.get(physical(event))?.();
    releases.set(physical(event), () => release());
  }
}

function onKeyUp(event: KeyboardEvent): void {
  const release = releases.get(physical(event));
  releases.delete(physical(event));
  release?.();
}

function releaseAll(): void {
  const all = [...releases.values()];
  releases.clear();
  for (const release of all) release();
}

let listening = false;

/** Binds actions while the caller is mounted; a later binding of the same action wins until it is released. */
export function bindKeys(actions: KeyActions): () => void {
  if (!listening && typeof window !== 'undefined') {
    listening = true;
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('keyup', onKeyUp);
    window.addEventListener('blur', releaseAll);
  }
  const bound = Object.entries(actions).filter((entry): entry is [string, Handler] => entry[1] !== undefined);
  for (const [action, handler] of bound) handlers.set(action, handler);
  return () => {
    for (const [action, handler] of bound) if (handlers.get(action) === handler) handlers.delete(action);
  };
}

/**
 * Takes the keyboard for a dialog, the overview or drawing mode; returns the release. `holds` lets
 * a dialog give the keyboard back the moment it closes, before its view hears of it.
 */
export function takeKeyboard(scope: KeyScope | 'dialog', holds: () => boolean = () => true): () => void {
  const lock = { scope, holds };
  locks.push(lock);
  return () => {
    const at = locks.indexOf(lock);
    if (at >= 0) locks.splice(at, 1);
  };
}

/** Hook form of bindKeys: the actions stay bound while the component is mounted (and `enabled`). */
export function useKeys(actions: KeyActions, enabled = true): void {
  useEffect(() => (enabled ? bindKeys(actions) : undefined), [actions, enabled]);
}

/** Plays the keys, taps and swipes made before the app listened (earlyKeys.ts), as if made now, in order. */
export function playEarlyKeys(): void {
  for (const input of takeEarlyInputs(playEarlyInput)) playEarlyInput(input);
}

function playEarlyInput(input: EarlyInput): void {
  if (input.kind === 'move') {
    handlers.get(input.move)?.(input.move);
    return;
  }
  const { key, shift, code } = input.key;
  const found = bindingFor({ key, code, shiftKey: shift, ctrlKey: false, metaKey: false, altKey: false });
  if (found) handlers.get(found.binding.action)?.(found.key);
}
