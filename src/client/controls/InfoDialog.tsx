// About this deck: the configuration's `info` Markdown, rendered at build time.
import { infoHTML } from '../deck/deck.ts';
import { Icon } from '../ui/Icon.tsx';
import { Modal } from '../ui/Modal.tsx';

export function InfoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} label="About this deck" className="info">
      <button type="button" className="icon-button modal-close" aria-label="Close" onClick={onClose}>
        <Icon name="close" />
      </button>
      <div className="info-body" dangerouslySetInnerHTML={{ __html: infoHTML }} />
    </Modal>
  );
}
