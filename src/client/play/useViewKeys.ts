// The keyboard of a deck view (play or presenter): navigation keys, and the shortcuts that open
// the view's dialogs, toggle dark mode and fullscreen.
import { useMemo } from 'react';
import { useDeckKeys } from '../nav/useDeckKeys.ts';
import type { DeckNavigation } from '../nav/useDeckNavigation.ts';
import { useColorScheme } from '../theme/colorScheme.ts';
import type { useDialogs } from './useDialogs.ts';
import { useFullscreen } from './useFullscreen.ts';

export function useViewKeys(nav: DeckNavigation, dialogs: ReturnType<typeof useDialogs>): void {
  const scheme = useColorScheme();
  const fullscreen = useFullscreen();
  const actions = useMemo(
    () => ({
      toggleDark: scheme.toggle,
      toggleOverview: () => dialogs.toggle('overview'),
      openGoto: () => dialogs.setOpen('goto'),
      toggleFullscreen: fullscreen.toggle,
    }),
    [scheme.toggle, dialogs, fullscreen.toggle],
  );
  useDeckKeys(nav, actions);
}
