// What each key does, in the words of the `?` help and README's key tables: apart from the key map
// (keymap.ts), which the first view's listener needs and these words it does not.
import { MODE_KEYS, PALETTE } from '../drawing-tools.ts';
import { KEYMAP, type KeyAction, type KeyBinding, type KeyGroup } from './keymap.ts';

/** Every action's words (the type has each action say what it does). */
export const KEY_LABELS: Readonly<Record<KeyAction, string>> = {
  next: 'next click step, then next slide',
  prev: 'previous click step, then previous slide (at its last step)',
  nextSlide: 'next slide, skipping click steps',
  prevSlide: 'previous slide, at its first step',
  toggleDark: 'dark / light mode (kept across reloads)',
  toggleOverview: 'slides overview',
  openGoto: 'go to a slide: its number, or `/` and its path',
  toggleFullscreen: 'fullscreen',
  blackout: "black the audience's screens out, every follower's too, until pressed again",
  whiteout: "white the audience's screens out, until pressed again",
  laser: 'laser pointer while held (presenter view)',
  toggleQuestions: "the room's questions (presenter view, with `npm start`)",
  toggleJoin: 'show or hide the join code on the main screen (presenter view, with `npm start`)',
  showKeys: 'show the keyboard shortcuts',
  editSource: "open the slide's Markdown at its line in your editor (`npm run dev` only)",
  closeDialog: 'close the open dialog or drawer',
  closeDrawer: 'close the open dialog or drawer',
  'overview.previous': 'the card before',
  'overview.next': 'the card after',
  'overview.up': 'the card a row up',
  'overview.down': 'the card a row down',
  'overview.first': 'the first card',
  'overview.last': 'the last card',
  'overview.open': 'open the slide of the card',
  'overview.close': 'close the overview',
  'draw.clear': "clear this slide's drawing (an attendee's: their own strokes)",
  'draw.undo': 'undo',
  'draw.redo': 'redo',
  'draw.shapes': 'a circle or square; draw from the centre',
  'draw.leave': 'leave drawing mode (← → and the other navigation keys keep working)',
  'draw.mode': `${Object.values(MODE_KEYS).join(' / ')} (the eraser has a button only)`,
  'draw.colour': PALETTE.map((colour) => colour.name.toLowerCase()).join(', '),
};

/** What an action does; KEY_LABELS has a line for every action KEYMAP binds. */
export const labelOf = (action: string): string => (KEY_LABELS as Readonly<Record<string, string>>)[action] ?? action;

/** A row of the help: the keys as written, and what they do. */
export type HelpRow = KeyBinding & { label: string };

/** The rows the help and README show for a group (dev-only ones included: README documents them). */
export const rowsOf = (group: KeyGroup): HelpRow[] =>
  KEYMAP.filter((binding) => binding.group === group)
    .filter((row, i, rows) => rows.findIndex((r) => r.shown === row.shown) === i)
    .map((row) => ({ ...row, label: labelOf(row.action) }));

/** A group's rows as README writes them: a Markdown table. */
export function keyTable(groups: readonly KeyGroup[], heading: [string, string] = ['Key', 'Action']): string {
  const rows = groups.flatMap(rowsOf).map((row) => `| ${row.shown} | ${row.label} |`);
  return [`| ${heading[0]} | ${heading[1]} |`, '|---|---|', ...rows].join('\n');
}
