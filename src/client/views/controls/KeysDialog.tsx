// The keyboard shortcuts (key: ?), drawn from the keymap itself, so the help never disagrees with
// what the keys do. Shortcuts of the dev server show only there.
import { memo } from 'react';
import type { KeyGroup } from '../../deck/keys/keymap.ts';
import { rowsOf } from '../../deck/keys/keyHelp.ts';
import { Modal } from '../../deck/ui/Modal.tsx';

const GROUPS: { group: KeyGroup; title: string }[] = [
  { group: 'Navigation', title: 'Moving through the deck' },
  { group: 'Views', title: 'Views' },
  { group: 'Overview', title: 'In the overview' },
  { group: 'Drawing', title: 'In drawing mode' },
];

export const KeysDialog = memo(function KeysDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} label="Keyboard shortcuts" className="keys" closeButton>
      <h2 className="keys-title">Keyboard shortcuts</h2>
      <div className="keys-groups">
        {GROUPS.map(({ group, title }) => (
          <section key={group} className="keys-group" aria-labelledby={`keys-${group}`}>
            <h3 id={`keys-${group}`}>{title}</h3>
            <dl>
              {rowsOf(group)
                .filter((row) => !row.devOnly || __DECK_DEV_SERVER__)
                .map((row) => (
                  <div key={row.shown} className="keys-row">
                    <dt>
                      {row.shown.split(' ').map((part, i) => (part === '/' || part === '–' || part === 'while' || part === 'drawing' ? ` ${part} ` : <kbd key={i}>{part}</kbd>))}
                    </dt>
                    <dd>{row.label.replace(/`/g, '')}</dd>
                  </div>
                ))}
            </dl>
          </section>
        ))}
      </div>
      <p className="keys-hint">On a keyboard whose letters are not Latin, letters work by their place on the keyboard.</p>
    </Modal>
  );
});
