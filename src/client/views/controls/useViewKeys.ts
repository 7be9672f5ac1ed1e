// The keyboard of a deck view (play or presenter): its actions bound to the keymap's rows
// (keys/keymap.ts): navigation, the view's dialogs, dark mode, fullscreen and the audience's screen.
import { useEffect, useMemo } from 'react';
import { bindKeys, playEarlyKeys } from '../../deck/keys/keyboard.ts';
import type { DeckNavigation } from '../../deck/nav/useDeckNavigation.ts';
import { currentScreen, setScreen, toggledScreen } from '../../deck/stage/screen.ts';
import { useColorScheme } from '../../deck/theme/colorScheme.ts';
import type { useDialogs } from './useDialogs.ts';
import { useFullscreen } from './useFullscreen.ts';

export function useViewKeys(nav: DeckNavigation, dialogs: ReturnType<typeof useDialogs>): void {
  const scheme = useColorScheme();
  const fullscreen = useFullscreen();
  // The moves are the same functions from step to step: the keys stay bound across them.
  const { next, prev, nextSlide, prevSlide } = nav.by('key');
  const actions = useMemo(
    () => ({
      next,
      prev,
      nextSlide,
      prevSlide,
      toggleDark: scheme.toggle,
      toggleOverview: () => dialogs.toggle('overview'),
      openGoto: () => dialogs.setOpen('goto'),
      toggleFullscreen: fullscreen.toggle,
      showKeys: () => dialogs.setOpen('keys'),
      blackout: () => setScreen(toggledScreen(currentScreen(), 'black')),
      whiteout: () => setScreen(toggledScreen(currentScreen(), 'white')),
    }),
    [next, prev, nextSlide, prevSlide, scheme.toggle, dialogs, fullscreen.toggle],
  );
  useEffect(() => {
    const release = bindKeys(actions);
    // Listening now: what was pressed before the app ran is played, in order.
    playEarlyKeys();
    return release;
  }, [actions]);
}
