// The keymap: one table for every key; what the help and README show comes from it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MODE_KEYS, PALETTE } from '../../src/client/deck/drawing-tools.ts';
import { KEYMAP, matchedKey, type KeyScope } from '../../src/client/deck/keys/keymap.ts';
import { KEY_LABELS, keyTable } from '../../src/client/deck/keys/keyHelp.ts';

type Press = { key: string; code?: string; shiftKey?: boolean; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean };

/** The action a key press stands for in `scope` (the first row that matches, as the listener takes it). */
function actionOf(scope: KeyScope, press: Press): string | undefined {
  const event = { code: '', shiftKey: false, ctrlKey: false, metaKey: false, altKey: false, ...press };
  return KEYMAP.find((row) => !row.native && row.scopes.includes(scope) && matchedKey(row, event) !== null)?.action;
}

/** The action and which of its row's keys a press stands for in `scope`. */
function keyOf(scope: KeyScope, press: Press): [string, string] | undefined {
  const event = { code: '', shiftKey: false, ctrlKey: false, metaKey: false, altKey: false, ...press };
  for (const row of KEYMAP) {
    const key = !row.native && row.scopes.includes(scope) ? matchedKey(row, event) : null;
    if (key !== null) return [row.action, key];
  }
  return undefined;
}

describe('the keymap', () => {
  it('steps with → Space PageDown, back with ← Shift+Space PageUp, and moves whole slides with ↓ ↑', () => {
    for (const key of ['ArrowRight', ' ', 'PageDown']) expect(actionOf('deck', { key })).toBe('next');
    for (const press of [{ key: 'ArrowLeft' }, { key: ' ', shiftKey: true }, { key: 'PageUp' }]) expect(actionOf('deck', press)).toBe('prev');
    expect(actionOf('deck', { key: 'ArrowDown' })).toBe('nextSlide');
    expect(actionOf('deck', { key: 'ArrowUp' })).toBe('prevSlide');
  });

  it('has d, o, g, f and ? on the deck, and leaves other combinations to the browser', () => {
    expect(['d', 'o', 'g', 'f', 'D'].map((key) => actionOf('deck', { key }))).toEqual(['toggleDark', 'toggleOverview', 'openGoto', 'toggleFullscreen', 'toggleDark']); // D: Caps Lock
    expect(actionOf('deck', { key: 'D', shiftKey: true })).toBeUndefined(); // Shift+D is not d
    expect(actionOf('deck', { key: '?', shiftKey: true })).toBe('showKeys');
    for (const press of [{ key: 'd', ctrlKey: true }, { key: 'o', metaKey: true }, { key: 'g', altKey: true }, { key: 'x' }, { key: 'ArrowRight', altKey: true }]) {
      expect(actionOf('deck', press)).toBeUndefined();
    }
  });

  it('reaches d, o, g and the drawing letters on a Cyrillic or Greek layout by the physical key, never a Latin layout\'s other letter', () => {
    expect(actionOf('deck', { key: 'в', code: 'KeyD' })).toBe('toggleDark'); // Russian ЙЦУКЕН: D is в
    expect(actionOf('deck', { key: 'щ', code: 'KeyO' })).toBe('toggleOverview');
    expect(actionOf('deck', { key: 'γ', code: 'KeyG' })).toBe('openGoto'); // Greek: G is γ
    expect(keyOf('drawing', { key: 'α', code: 'KeyA' })).toEqual(['draw.mode', 'a']);
    // On AZERTY the key in Q's place types a, which is a, not q.
    expect(keyOf('drawing', { key: 'a', code: 'KeyQ' })).toEqual(['draw.mode', 'a']);
    // …and the key in A's place types q, which asks for the questions, not for whatever A does.
    expect(actionOf('deck', { key: 'q', code: 'KeyA' })).toBe('toggleQuestions');
    expect(actionOf('deck', { key: 'z', code: 'KeyW' })).toBeUndefined();
  });

  it('while drawing: modes, colours 1–7, clear, undo and redo; navigation keeps working, deck letters wait', () => {
    expect(['s', 'l', 'a', 'r', 'e', 'L'].map((key) => keyOf('drawing', { key }))).toEqual(['s', 'l', 'a', 'r', 'e', 'l'].map((k) => ['draw.mode', k]));
    expect(['s', 'l', 'a', 'r', 'e'].map((k) => MODE_KEYS[k])).toEqual(['stylus', 'line', 'arrow', 'rectangle', 'ellipse']);
    expect(['1', '2', '3', '4', '5', '6', '7', '8'].map((key) => keyOf('drawing', { key }))).toEqual([...PALETTE.map((_, i) => ['draw.colour', String(i + 1)]), undefined]);
    expect(PALETTE.map((c) => c.name)).toEqual(['Red', 'Yellow', 'Green', 'Blue', 'Purple', 'White', 'Black']);
    expect(actionOf('drawing', { key: 'c' })).toBe('draw.clear');
    expect(actionOf('drawing', { key: 'z', ctrlKey: true })).toBe('draw.undo');
    expect(actionOf('drawing', { key: 'z', metaKey: true })).toBe('draw.undo');
    expect(actionOf('drawing', { key: 'Z', ctrlKey: true, shiftKey: true })).toBe('draw.redo');
    expect(actionOf('drawing', { key: 'z' })).toBeUndefined();
    expect(actionOf('drawing', { key: 'Escape' })).toBe('draw.leave');
    expect(actionOf('drawing', { key: 'ArrowRight' })).toBe('next');
    expect(actionOf('drawing', { key: 'd' })).toBeUndefined();
  });

  it('Escape closes a drawer in the deck, and leaves drawing mode while drawing', () => {
    expect(actionOf('deck', { key: 'Escape' })).toBe('closeDrawer');
    expect(actionOf('drawing', { key: 'Escape' })).toBe('draw.leave');
  });

  it('in the overview, the arrows move between cards and the deck does not move', () => {
    expect(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'].map((key) => actionOf('overview', { key }))).toEqual([
      'overview.previous',
      'overview.next',
      'overview.up',
      'overview.down',
      'overview.first',
      'overview.last',
    ]);
    expect(actionOf('overview', { key: 'd' })).toBeUndefined();
  });

  it('holds navigation keys to the slow auto-repeat, and acts once on letters', () => {
    expect(KEYMAP.filter((row) => row.group === 'Navigation').every((row) => row.repeat === 'slow')).toBe(true);
    expect(KEYMAP.filter((row) => row.group === 'Views').every((row) => row.repeat === 'no')).toBe(true);
  });

  it('says in the help what every bound action does, and nothing for actions no key has', () => {
    expect(Object.keys(KEY_LABELS).sort()).toEqual([...new Set(KEYMAP.map((row) => row.action))].sort());
    expect(Object.values(KEY_LABELS).every((label) => label.length > 3)).toBe(true);
  });

  it("is what README's key tables say, row for row", () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const table = (marker: string) => {
      const start = readme.indexOf(`<!-- keys: ${marker} -->`);
      if (start < 0) throw new Error(`README has no <!-- keys: ${marker} --> table`);
      return readme.slice(start).split('\n').slice(1).filter((line, i, lines) => lines.slice(0, i + 1).every((l) => l.startsWith('|'))).join('\n');
    };
    expect(table('Navigation, Views')).toBe(keyTable(['Navigation', 'Views']));
    expect(table('Overview')).toBe(keyTable(['Overview'], ['Key (in the overview)', 'Action']));
    expect(table('Drawing')).toBe(keyTable(['Drawing'], ['Key (in drawing mode)', 'Action']));
  });
});
