// The dialogs both views share: overview, go-to, info, settings and the keyboard shortcuts.
import { memo } from 'react';
import type { DeckNavigation } from '../nav/useDeckNavigation.ts';
import { GotoDialog } from './GotoDialog.tsx';
import { InfoDialog } from './InfoDialog.tsx';
import { KeysDialog } from './KeysDialog.tsx';
import { Overview } from './Overview.tsx';
import { SettingsMenu } from './SettingsMenu.tsx';
import type { useDialogs } from './useDialogs.ts';
import './controls.css';

export const DeckDialogs = memo(function DeckDialogs({ dialogs, nav }: { dialogs: ReturnType<typeof useDialogs>; nav: DeckNavigation }) {
  const jump = (no: number) => {
    dialogs.close();
    nav.go(no, 0);
  };
  return (
    <>
      <Overview open={dialogs.open === 'overview'} current={nav.no} onClose={() => dialogs.close('overview')} onSelect={jump} />
      <GotoDialog open={dialogs.open === 'goto'} onClose={() => dialogs.close('goto')} onGo={jump} />
      <InfoDialog open={dialogs.open === 'info'} onClose={() => dialogs.close('info')} />
      <SettingsMenu open={dialogs.open === 'settings'} onClose={() => dialogs.close('settings')} onShowKeys={() => dialogs.setOpen('keys')} />
      <KeysDialog open={dialogs.open === 'keys'} onClose={() => dialogs.close('keys')} />
    </>
  );
});
