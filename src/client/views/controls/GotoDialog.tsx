// Go-to dialog: type a slide number (or /path) and press Enter.
import { memo, useState } from 'react';
import { countedTotal, slides } from '../../deck/deck.ts';
import { acceptGotoInput, resolveGoto } from '../../deck/nav/goto.ts';
import { Modal } from '../../deck/ui/Modal.tsx';

export const GotoDialog = memo(function GotoDialog({ open, onClose, onGo }: { open: boolean; onClose: () => void; onGo: (no: number) => void }) {
  return (
    <Modal open={open} onClose={onClose} label="Go to slide" className="goto">
      <GotoForm onGo={onGo} />
    </Modal>
  );
});

// Mounted only while the dialog is open, so each opening starts empty.
function GotoForm({ onGo }: { onGo: (no: number) => void }) {
  const [text, setText] = useState('');
  const target = resolveGoto(text, slides, countedTotal);
  const invalid = text !== '' && target === undefined;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (target !== undefined) onGo(target);
      }}
    >
      <input
        className={`goto-input${invalid ? ' invalid' : ''}`}
        aria-label="Go to slide"
        aria-invalid={invalid}
        aria-describedby="goto-hint"
        placeholder="Goto..."
        autoComplete="off"
        spellCheck={false}
        // The dialog exists to take this input.
        autoFocus
        value={text}
        onChange={(event) => setText(acceptGotoInput(event.target.value))}
      />
      <p id="goto-hint" className="goto-hint">
        {invalid ? `No slide “${text}”: enter 1–${countedTotal} or /path` : `1–${countedTotal}, or /path · Enter to go · Esc to close`}
      </p>
    </form>
  );
}
