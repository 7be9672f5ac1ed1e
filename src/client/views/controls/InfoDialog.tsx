// About this deck: the configuration's `info` Markdown, rendered at build time.
import { memo } from 'react';
import { infoHTML } from '../../deck/deck.ts';
import { Modal } from '../../deck/ui/Modal.tsx';

export const InfoDialog = memo(function InfoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} label="About this deck" className="info" closeButton>
      <div className="info-body" dangerouslySetInnerHTML={{ __html: infoHTML }} />
    </Modal>
  );
});
