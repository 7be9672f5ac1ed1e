// The dialogs both views share: overview, go-to, info, settings and the keyboard shortcuts.
// All but go-to come in a chunk of their own (moreDialogs.ts), asked for when these mount (once the
// page is idle). Each of those is rendered from the first time it opens, not before: mounted closed
// at idle (as lazy parts), the four cost a viewer's browser about 20 ms of script on every load, for
// dialogs most viewers never open (paired cold loads without DevTools, bench/bare-chromium.ts: 80
// against 99 ms). One opened before its code has arrived holds the keyboard meanwhile, so the keys
// meant for it (the overview's arrows and Enter) do not move the deck behind it, and Escape gives it
// back (offline on a first visit, the code may be a while).
import { memo, useEffect, useMemo, useState } from 'react';
import { takeKeyboard } from '../../deck/keys/keyboard.ts';
import type { DeckNavigation } from '../../deck/nav/useDeckNavigation.ts';
import { retrying } from '../../deck/ui/retrying.ts';
import { createStore, useStore } from '../../state/store.ts';
import { GotoDialog } from './GotoDialog.tsx';
import type { ToolbarDialog } from './Toolbar.tsx';
import type { useDialogs } from './useDialogs.ts';
import './controls.css';

type MoreDialogs = typeof import('./moreDialogs.ts');
/** moreDialogs.ts once it has arrived; null until then. */
const moreDialogs = createStore<MoreDialogs | null>(null);
let asked = false;
/** Asks for moreDialogs.ts, once per page (again after each failure, until it arrives). */
function askForMoreDialogs(): void {
  if (asked) return;
  asked = true;
  void retrying(() => import('./moreDialogs.ts')).then(moreDialogs.set);
}

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
  const more = useStore(moreDialogs);
  useEffect(askForMoreDialogs, []);
  // The dialogs opened so far: they stay mounted once closed, so a dialog closes as a dialog does
  // (focus goes back where it was) and opens at once the next time.
  const [opened, setOpened] = useState<ReadonlySet<ToolbarDialog>>(() => new Set());
  if (open !== null && !opened.has(open)) setOpened(new Set(opened).add(open));
  const mounted = (dialog: ToolbarDialog) => opened.has(dialog) || open === dialog;
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
      {more ? (
        <>
          {mounted('overview') && <more.Overview open={open === 'overview'} current={current} onClose={on.closeOverview} onSelect={on.jump} />}
          {mounted('info') && <more.InfoDialog open={open === 'info'} onClose={on.closeInfo} />}
          {mounted('settings') && <more.SettingsMenu open={open === 'settings'} onClose={on.closeSettings} onShowKeys={on.showKeys} />}
          {mounted('keys') && <more.KeysDialog open={open === 'keys'} onClose={on.closeKeys} />}
        </>
      ) : (
        open !== null && open !== 'goto' && <DialogComing onClose={close} />
      )}
    </>
  );
});
