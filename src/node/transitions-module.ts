// The play view's slide transitions as the build serves them (virtual:deck/transitions, from the deck's
// Vite plugin, vite-plugin.ts): the transition hook and its CSS (src/client/views/play/useSlideTransition.ts)
// when some slide change of the deck transitions; otherwise one that does nothing (play/stage.ts), so a
// deck without transitions carries none of their code.
import path from 'node:path';
import { deckTransitions } from '../shared/transitions.ts';
import type { DeckConfig, SlideRecord } from '../shared/types.ts';
import { clientDir } from './paths.ts';

/** The import id, and the resolved id ('\0deck…': the dev server's deck reload invalidates it). */
export const TRANSITIONS = { id: 'virtual:deck/transitions', resolved: '\0deck-transitions' } as const;

/** The code of virtual:deck/transitions: `useSlideTransition`, the real one only for a deck with transitions. */
export function transitionsModule(config: Pick<DeckConfig, 'transition'>, slides: readonly Pick<SlideRecord, 'frontmatter'>[]): string {
  const moves = deckTransitions(config.transition, slides.map((slide) => slide.frontmatter.transition));
  const [file, name] = moves ? ['useSlideTransition.ts', 'useSlideTransition'] : ['stage.ts', 'noTransitions'];
  return `export { ${name} as useSlideTransition } from ${JSON.stringify(path.join(clientDir, 'views', 'play', file).split(path.sep).join('/'))};\n`;
}
