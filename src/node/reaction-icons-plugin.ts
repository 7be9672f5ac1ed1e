// Vite plugin: the six reactions (REACTIONS, src/shared/room.ts) as pictures, `virtual:deck/reaction-icons`.
// Drawn as emoji characters they depend on the viewer's fonts, and a Linux laptop driving the
// projector often has no colour-emoji font: its rising reactions were empty boxes. These are Fluent
// Emoji Flat (MIT, @iconify-json/fluent-emoji-flat), drawn at build time as SVG data URLs, so every
// screen in the room shows the same six; about 4 KB gzipped, in the room's chunk, loaded at idle.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { IconifyJSON } from '@iconify/types';
import { getIconData, iconToHTML, iconToSVG, svgToData } from '@iconify/utils';
import type { Plugin } from 'vite';
import { REACTIONS, type Reaction } from '../shared/room.ts';

const ID = 'virtual:deck/reaction-icons';
const RESOLVED = '\0deck-reaction-icons';

/** Each reaction's icon in the set. */
const ICON_NAMES: Record<Reaction, string> = {
  '👏': 'clapping-hands',
  '❤️': 'red-heart',
  '😂': 'face-with-tears-of-joy',
  '🤯': 'exploding-head',
  '🎉': 'party-popper',
  '👍': 'thumbs-up',
};

/** The module's code: `reactionIcons`, reaction → SVG data URL. */
export function reactionIconsModule(): string {
  const file = createRequire(import.meta.url).resolve('@iconify-json/fluent-emoji-flat/icons.json');
  const set = JSON.parse(readFileSync(file, 'utf8')) as IconifyJSON;
  const urls = REACTIONS.map((reaction) => {
    const icon = getIconData(set, ICON_NAMES[reaction]);
    if (!icon) throw new Error(`@iconify-json/fluent-emoji-flat has no ${ICON_NAMES[reaction]} icon`);
    const { attributes, body } = iconToSVG(icon, { height: 'auto' });
    return [reaction, svgToData(iconToHTML(body, attributes))];
  });
  return `export const reactionIcons = ${JSON.stringify(Object.fromEntries(urls))};\n`;
}

export function reactionIconsPlugin(): Plugin {
  return {
    name: 'deck-reaction-icons',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? reactionIconsModule() : undefined),
  };
}
