// About this deck: the configuration's `info` Markdown, rendered at build time.
import { infoHTML } from '../deck/deck.ts';
import { Modal } from '../ui/Modal.tsx';

export function InfoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} label="About this deck" className="info" closeButton>
      <div className="info-body" dangerouslySetInnerHTML={{ __html: infoHTML }} />
    </Modal>
  );
}
