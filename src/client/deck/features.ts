// Which configured features apply in this run, and where interactive slide content may come alive.
import type { DeckConfig } from '../../shared/types.ts';

/** `record` / `monaco`: true everywhere, 'dev' only in the dev server, 'build' only in builds. */
export function enabledHere(setting: boolean | 'dev' | 'build', devServer: boolean): boolean {
  return setting === true || (setting === 'dev' && devServer) || (setting === 'build' && !devServer);
}

export const recordEnabled = (config: Pick<DeckConfig, 'record'>, devServer = __DECK_DEV_SERVER__) => enabledHere(config.record, devServer);

/**
 * True for the slide the viewer is presenting or watching (play view, presenter's current slide); false
 * in thumbnails, the next-slide preview and the print view, where content stays static.
 */
export function isLiveSlide(element: Element): boolean {
  return element.closest('.play-view .stage, .presenter-current') !== null && element.closest('.scaled-slide, .print-view') === null;
}
