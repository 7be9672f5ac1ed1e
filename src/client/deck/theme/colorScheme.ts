// Light or dark: fixed by the deck's `colorSchema`, or the viewer's choice (auto follows the system).
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { ColorSchema } from '../../../shared/types.ts';
import { config } from '../deck.ts';
import { settings, useSetting } from '../settings/settings.ts';

let query: MediaQueryList | undefined;
/** One query object for the page: asking matchMedia on every render costs each slide change time. */
const systemQuery = () => (query ??= window.matchMedia('(prefers-color-scheme: dark)'));

function subscribeSystem(listener: () => void): () => void {
  const query = systemQuery();
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

/** True when the deck's configuration leaves the choice to the viewer. */
export const schemeIsChoosable = config.colorSchema === 'auto';

function isDark(setting: ColorSchema, systemDark: boolean): boolean {
  const effective = schemeIsChoosable ? setting : config.colorSchema;
  return effective === 'auto' ? systemDark : effective === 'dark';
}

/** Sets the class before the first render, so the page never flashes the wrong scheme. */
export function applyColorScheme(): void {
  const setting = settings.get().colorScheme;
  document.documentElement.classList.toggle('dark', isDark(setting, systemQuery().matches));
}

export function useColorScheme() {
  const [setting, setSetting] = useSetting('colorScheme');
  const systemDark = useSyncExternalStore(subscribeSystem, () => systemQuery().matches);
  const dark = isDark(setting, systemDark);

  useEffect(() => {
    document.documentElement.classList.toggle('dark', dark);
  }, [dark]);

  const toggle = useCallback(() => {
    if (schemeIsChoosable) setSetting(dark ? 'light' : 'dark');
  }, [dark, setSetting]);

  return { dark, setting, choose: setSetting, toggle, choosable: schemeIsChoosable };
}
