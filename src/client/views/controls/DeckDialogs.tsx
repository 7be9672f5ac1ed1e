// The dialogs both views share: overview, go-to, info, settings and the keyboard shortcuts.
import { memo, useMemo } from 'react';
import type { DeckNavigation } from '../../deck/nav/useDeckNavigation.ts';
import { GotoDialog } from './GotoDialog.tsx';
import { InfoDialog } from './InfoDialog.tsx';
import { KeysDialog } from './KeysDialog.tsx';
import { Overview } from './Overview.tsx';
import { SettingsMenu } from './SettingsMenu.tsx';
import type { useDialogs } from './useDialogs.ts';
import './controls.css';

interface DeckDialogsProps {
  dialogs: ReturnType<typeof useDialogs>;
  /** The slide the overview marks as current. */
  current: number;
  go: DeckNavigation['go'];
}

export const DeckDialogs = memo(function DeckDialogs({ dialogs, current, go }: DeckDialogsProps) {
  const { open, close, setOpen } = dialogs;
  // The same handlers from move to move (the moves are stable), so the closed dialogs are left alone.
  const on = useMemo(
    () => ({
      jump: (no: number) => {
        close();
        go(no, 0);
      },
      closeOverview: () => close('overview'),
      closeGoto: () => close('goto'),
      closeInfo: () => close('info'),
      closeSettings: () => close('settings'),
      closeKeys: () => close('keys'),
      showKeys: () => setOpen('keys'),
    }),
    [close, go, setOpen],
  );
  return (
    <>
      <Overview open={open === 'overview'} current={current} onClose={on.closeOverview} onSelect={on.jump} />
      <GotoDialog open={open === 'goto'} onClose={on.closeGoto} onGo={on.jump} />
      <InfoDialog open={open === 'info'} onClose={on.closeInfo} />
      <SettingsMenu open={open === 'settings'} onClose={on.closeSettings} onShowKeys={on.showKeys} />
      <KeysDialog open={open === 'keys'} onClose={on.closeKeys} />
    </>
  );
});
