// Every key of the deck, one row each (as reveal.js's keyboard map and Slidev's shortcuts do): the
// key, the physical key it is on a US layout (so a Cyrillic or Greek layout still reaches it),
// where it applies, what it does, how the help and README write it, and what holding it does
// (repeat, or for a `held` key such as the laser: act while it is down).
// One listener (keyboard.ts) reads this table; the `?` help and README's key tables come from it
// and from keyHelp.ts, which says what each action does (words the first view has no use for).
import { MODE_KEYS, PALETTE } from '../drawing-tools.ts';

/** Where a key applies: the deck (a slide view), drawing mode (a lock over the deck), the overview (a dialog). */
export type KeyScope = 'deck' | 'drawing' | 'overview';

export type KeyGroup = 'Navigation' | 'Views' | 'Overview' | 'Drawing';

export interface KeyBinding {
  /** What a view binds to the key (keyboard.ts). */
  action: string;
  /** `event.key` values; a letter matches in either case. The action is told which one was pressed. */
  keys: readonly string[];
  /** `event.code` of each of `keys` (same order), used when the layout gives a non-Latin letter. */
  codes?: readonly string[];
  /** Shift held (true), not held (false, the default), or either. */
  shift?: boolean | 'either';
  /** Ctrl (or ⌘ on a Mac) held. */
  mod?: boolean;
  scopes: readonly KeyScope[];
  /** How the help and README write the keys (keyHelp.ts has what the action does). */
  shown: string;
  group: KeyGroup;
  /** Held down: 'slow' waits max(1000 − 250 × repeats, 150) ms between repeats; 'yes' repeats; 'no' acts once. */
  repeat: 'slow' | 'yes' | 'no';
  /** Acts while held: the action returns what to do when the key comes up (keyboard.ts). */
  held?: true;
  /** Done by the browser (a dialog's Escape, a focused button's Enter) or the drawing tools (Shift while drawing): shown, not dispatched. */
  native?: true;
  /** Only in the dev server (`npm run dev`). */
  devOnly?: true;
}

const both: readonly KeyScope[] = ['deck', 'drawing'];
const letters = (...keys: string[]) => ({ keys, codes: keys.map((key) => `Key${key.toUpperCase()}`) });

const ROWS = [
  { action: 'next', keys: ['ArrowRight', ' ', 'PageDown'], scopes: both, shown: '→ Space PageDown', group: 'Navigation', repeat: 'slow' },
  { action: 'prev', keys: ['ArrowLeft', 'PageUp'], scopes: both, shown: '← PageUp', group: 'Navigation', repeat: 'slow' },
  { action: 'prev', keys: [' '], shift: true, scopes: both, shown: 'Shift+Space', group: 'Navigation', repeat: 'slow' },
  { action: 'nextSlide', keys: ['ArrowDown'], scopes: both, shown: '↓', group: 'Navigation', repeat: 'slow' },
  { action: 'prevSlide', keys: ['ArrowUp'], scopes: both, shown: '↑', group: 'Navigation', repeat: 'slow' },
  { action: 'toggleDark', ...letters('d'), scopes: ['deck'], shown: 'd', group: 'Views', repeat: 'no' },
  { action: 'toggleOverview', ...letters('o'), scopes: ['deck'], shown: 'o', group: 'Views', repeat: 'no' },
  { action: 'openGoto', ...letters('g'), scopes: ['deck'], shown: 'g', group: 'Views', repeat: 'no' },
  { action: 'toggleFullscreen', ...letters('f'), scopes: ['deck'], shown: 'f', group: 'Views', repeat: 'no' },
  { action: 'blackout', keys: ['b', '.'], codes: ['KeyB', 'Period'], scopes: both, shown: 'b .', group: 'Views', repeat: 'no' },
  { action: 'whiteout', ...letters('w'), scopes: both, shown: 'w', group: 'Views', repeat: 'no' },
  { action: 'laser', ...letters('l'), scopes: ['deck'], shown: 'l', group: 'Views', repeat: 'no', held: true },
  { action: 'toggleQuestions', ...letters('q'), scopes: ['deck'], shown: 'q', group: 'Views', repeat: 'no' },
  { action: 'toggleJoin', ...letters('j'), scopes: ['deck'], shown: 'j', group: 'Views', repeat: 'no' },
  { action: 'showKeys', keys: ['?'], codes: ['Slash'], shift: 'either', scopes: ['deck'], shown: '?', group: 'Views', repeat: 'no' },
  { action: 'editSource', ...letters('e'), scopes: ['deck'], shown: 'e', group: 'Views', repeat: 'no', devOnly: true },
  { action: 'closeDialog', keys: ['Escape'], scopes: [], shown: 'Esc', group: 'Views', repeat: 'no', native: true },
  // A dialog's Escape is the browser's; a drawer (the presenter's questions or join panel, the remote's More) binds this one.
  { action: 'closeDrawer', keys: ['Escape'], scopes: ['deck'], shown: 'Esc', group: 'Views', repeat: 'no' },

  { action: 'overview.previous', keys: ['ArrowLeft'], scopes: ['overview'], shown: '←', group: 'Overview', repeat: 'yes' },
  { action: 'overview.next', keys: ['ArrowRight'], scopes: ['overview'], shown: '→', group: 'Overview', repeat: 'yes' },
  { action: 'overview.up', keys: ['ArrowUp'], scopes: ['overview'], shown: '↑', group: 'Overview', repeat: 'yes' },
  { action: 'overview.down', keys: ['ArrowDown'], scopes: ['overview'], shown: '↓', group: 'Overview', repeat: 'yes' },
  { action: 'overview.first', keys: ['Home'], scopes: ['overview'], shown: 'Home', group: 'Overview', repeat: 'no' },
  { action: 'overview.last', keys: ['End'], scopes: ['overview'], shown: 'End', group: 'Overview', repeat: 'no' },
  { action: 'overview.open', keys: ['Enter', ' '], scopes: [], shown: 'Enter Space', group: 'Overview', repeat: 'no', native: true },
  { action: 'overview.close', keys: ['Escape'], scopes: [], shown: 'Esc', group: 'Overview', repeat: 'no', native: true },

  {
    action: 'draw.mode',
    ...letters(...Object.keys(MODE_KEYS)),
    scopes: ['drawing'],
    shown: Object.keys(MODE_KEYS).map((key) => key.toUpperCase()).join(' / '),
    group: 'Drawing',
    repeat: 'no',
  },
  {
    action: 'draw.colour',
    keys: PALETTE.map((_, i) => String(i + 1)),
    codes: PALETTE.map((_, i) => `Digit${i + 1}`),
    scopes: ['drawing'],
    shown: `1 – ${PALETTE.length}`,
    group: 'Drawing',
    repeat: 'no',
  },
  { action: 'draw.clear', ...letters('c'), scopes: ['drawing'], shown: 'C', group: 'Drawing', repeat: 'no' },
  { action: 'draw.undo', ...letters('z'), mod: true, scopes: ['drawing'], shown: 'Ctrl/⌘+Z', group: 'Drawing', repeat: 'yes' },
  { action: 'draw.redo', ...letters('z'), mod: true, shift: true, scopes: ['drawing'], shown: 'Ctrl/⌘+Shift+Z', group: 'Drawing', repeat: 'yes' },
  { action: 'draw.shapes', keys: ['Shift', 'Alt'], scopes: [], shown: 'Shift / Alt while drawing', group: 'Drawing', repeat: 'no', native: true },
  { action: 'draw.leave', keys: ['Escape'], scopes: ['drawing'], shown: 'Esc', group: 'Drawing', repeat: 'no' },
] as const satisfies readonly KeyBinding[];

export const KEYMAP: readonly KeyBinding[] = ROWS;

/** What a key can do: each has its own words in the help (keyHelp.ts). */
export type KeyAction = (typeof ROWS)[number]['action'];

type KeyPress = Pick<KeyboardEvent, 'key' | 'code' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey'>;

/** Which of the row's keys a key press is (with the row's modifiers), or null. */
export function matchedKey(binding: KeyBinding, event: KeyPress): string | null {
  if (event.altKey || (event.ctrlKey || event.metaKey) !== (binding.mod ?? false)) return null;
  const shift = binding.shift ?? false;
  if (shift !== 'either' && event.shiftKey !== shift) return null;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  const direct = binding.keys.find((k) => (k.length === 1 ? k.toLowerCase() : k) === key);
  if (direct !== undefined) return direct;
  // A letter of another alphabet (Cyrillic, Greek…): the physical key decides.
  if (!/^\p{L}$/u.test(event.key) || /^[a-z]$/i.test(event.key)) return null;
  return binding.keys[binding.codes?.indexOf(event.code) ?? -1] ?? null;
}

