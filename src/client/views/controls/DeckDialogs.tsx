// The dialogs both views share: overview, go-to, info, settings and the keyboard shortcuts.
// All but go-to come in a chunk of their own (moreDialogs.ts), asked for when these mount (once the
// page is idle); one opened before it has arrived holds the keyboard meanwhile, so the keys meant
// for it (the overview's arrows and Enter) do not move the deck behind it, and Escape gives it back
// (offline on a first visit, the code may be a while).
import { memo, Suspense, useEffect, useMemo } from 'react';
import { takeKeyboard } from '../../deck/keys/keyboard.ts';
import type { DeckNavigation } from '../../deck/nav/useDeckNavigation.ts';
import { lazyPart } from '../../deck/ui/retrying.ts';
import { GotoDialog } from './GotoDialog.tsx';
import type { useDialogs } from './useDialogs.ts';
import './controls.css';

type MoreDialogs = typeof import('./moreDialogs.ts');
/** One of moreDialogs.ts's dialogs, loaded with the others (one chunk, one request). */
const fromMoreDialogs = <Name extends keyof MoreDialogs>(name: Name) => lazyPart(() => import('./moreDialogs.ts').then((dialogs) => ({ default: dialogs[name] })));
const Overview = fromMoreDialogs('Overview');
const InfoDialog = fromMoreDialogs('InfoDialog');
const SettingsMenu = fromMoreDialogs('SettingsMenu');
const KeysDialog = fromMoreDialogs('KeysDialog');

/** Stands for a dialog whose code is on its way: the keyboard is the dialog's already; Escape closes it. */
function DialogComing({ onClose }: { onClose: () => void }) {
  useEffect(() => {
    const release = takeKeyboard('dialog');
    const onKey = (event: KeyboardEvent) => void (event.key === 'Escape' && onClose());
    window.addEventListener('keydown', onKey);
    return () => {
      release();
      window.removeEventListener('keydown', onKey);
    };
  }, [onClose]);
  return (
    <div className="notice-region dialog-coming" role="status">
      <div className="notice">Opening…</div>
    </div>
  );
}

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
      <GotoDialog open={open === 'goto'} onClose={on.closeGoto} onGo={on.jump} />
      <Suspense fallback={open !== null && open !== 'goto' ? <DialogComing onClose={close} /> : null}>
        <Overview open={open === 'overview'} current={current} onClose={on.closeOverview} onSelect={on.jump} />
        <InfoDialog open={open === 'info'} onClose={on.closeInfo} />
        <SettingsMenu open={open === 'settings'} onClose={on.closeSettings} onShowKeys={on.showKeys} />
        <KeysDialog open={open === 'keys'} onClose={on.closeKeys} />
      </Suspense>
    </>
  );
});
