// Laser mode of the presenter view: on while `l` is held or while the toolbar's "Laser pointer"
// button is pressed. Session state of this page (never kept); what followers see of it travels
// with the cursor presence (useCursorBroadcast.ts). The presenter's own laser, for their own slide,
// stays in this page: the sync bus hands a page nothing it published itself.
import { useKeys } from '../../deck/keys/keyboard.ts';
import { createEvents, createStore, useStore } from '../../state/store.ts';

const held = createStore(false);
const toggled = createStore(false);

/** The `l` key's action (a held row of the keymap): on until the key comes up. */
const keys = {
  laser: () => {
    held.set(true);
    return () => held.set(false);
  },
};

/** For the presenter view: binds `l`, and says whether the presenter points with the laser now. */
export function useLaserMode(): boolean {
  useKeys(keys);
  const isHeld = useStore(held);
  const isToggled = useStore(toggled);
  return isHeld || isToggled;
}

/** The toolbar button's state and setter. */
export const useLaserToggle = (): [boolean, (value: boolean) => void] => [useStore(toggled), toggled.set];

/** Where the presenter's own laser is on the presenter view's slide (canvas units), null when off. */
export const ownLaser = createEvents<[{ no: number; x: number; y: number } | null]>();
