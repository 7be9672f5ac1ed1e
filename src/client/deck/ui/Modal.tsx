// A modal dialog on the platform's <dialog>: the page behind is inert, Escape closes, and
// focus returns to where it was when the dialog opened. Tab wraps around inside the dialog
// instead of leaving for the browser's own controls.
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { takeKeyboard } from '../keys/keyboard.ts';
import { Icon } from './Icon.tsx';

const FOCUSABLE = 'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

function wrapTab(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  // Radio groups take one Tab stop: wrap from any radio of the first or last group.
  const isFirst = active === first || (active instanceof HTMLInputElement && active.type === 'radio' && active.name !== '' && first instanceof HTMLInputElement && active.name === first.name);
  const isLast = active === last || (active instanceof HTMLInputElement && active.type === 'radio' && active.name !== '' && last instanceof HTMLInputElement && active.name === last.name);
  if (event.shiftKey && isFirst) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && isLast) {
    event.preventDefault();
    first.focus();
  }
}

interface ModalProps {
  open: boolean;
  onClose: () => void;
  label: string;
  className?: string;
  /** A Close (×) button in the corner, first in the tab order. */
  closeButton?: boolean;
  children: ReactNode;
}

export function Modal({ open, onClose, label, className, closeButton, children }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  // While open, the dialog has the keyboard: the deck's keys wait (Escape closes it, natively).
  useEffect(() => (open ? takeKeyboard('dialog', () => dialog.current?.open ?? false) : undefined), [open]);
  // Escape fires `cancel` at once and `close` a task later: the view hears of it at the first, so a
  // key pressed in between (o to reopen the overview) finds it closed. Once per opening; and a `close`
  // that arrives once the dialog is open again belongs to the closing before, not to this opening.
  const reported = useRef(false);
  useEffect(() => {
    if (open) reported.current = false;
  }, [open]);
  const report = () => {
    if (reported.current) return;
    reported.current = true;
    onClose();
  };

  return (
    <dialog
      ref={dialog}
      aria-label={label}
      className={`modal${className ? ` ${className}` : ''}`}
      onCancel={report}
      onClose={() => {
        if (!dialog.current?.open) report();
      }}
      onKeyDown={wrapTab}
      // A click on the backdrop lands on the dialog element itself.
      onClick={(event) => event.target === dialog.current && report()}
    >
      {open && closeButton && (
        <button type="button" className="icon-button modal-close" aria-label="Close" onClick={report}>
          <Icon name="close" />
        </button>
      )}
      {open && children}
    </dialog>
  );
}
