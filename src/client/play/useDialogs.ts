// Which of the view's dialogs is open (at most one at a time).
import { useCallback, useMemo, useState } from 'react';
import type { ToolbarDialog } from './Toolbar.tsx';

export function useDialogs() {
  const [open, setOpen] = useState<ToolbarDialog | null>(null);
  const close = useCallback(() => setOpen(null), []);
  const toggle = useCallback((dialog: ToolbarDialog) => setOpen((current) => (current === dialog ? null : dialog)), []);
  return useMemo(() => ({ open, setOpen, close, toggle }), [open, close, toggle]);
}
