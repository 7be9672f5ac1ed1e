// Which configured features apply in this run.
import type { DeckConfig } from '../../shared/types.ts';

/** `record` / `monaco`: true everywhere, 'dev' only in the dev server, 'build' only in builds. */
export function enabledHere(setting: boolean | 'dev' | 'build', devServer: boolean): boolean {
  return setting === true || (setting === 'dev' && devServer) || (setting === 'build' && !devServer);
}

export const recordEnabled = (config: Pick<DeckConfig, 'record'>, devServer = __DECK_DEV_SERVER__) => enabledHere(config.record, devServer);

