// Which of the view's dialogs is open (at most one at a time).
import { useCallback, useMemo, useState } from 'react';
import type { ToolbarDialog } from './Toolbar.tsx';

export function useDialogs() {
  const [open, setOpen] = useState<ToolbarDialog | null>(null);
  /**
   * Closes the open dialog; given a dialog, only if that one is open. (A dialog reports its closing
   * a moment after it closed, when another may already have opened; that one stays.)
   */
  const close = useCallback((dialog?: ToolbarDialog) => setOpen((current) => (dialog === undefined || current === dialog ? null : current)), []);
  const toggle = useCallback((dialog: ToolbarDialog) => setOpen((current) => (current === dialog ? null : dialog)), []);
  return useMemo(() => ({ open, setOpen, close, toggle }), [open, close, toggle]);
}
