// In the dev server only: open the current slide's Markdown at its line in your editor (key: e),
// through Vite's open-in-editor endpoint.
import { useMemo } from 'react';
import { slideAt } from '../../deck/deck.ts';
import { useKeys } from '../../deck/keys/keyboard.ts';
import { Icon } from '../../deck/ui/Icon.tsx';

export function openInEditor(no: number): void {
  const slide = slideAt(no);
  if (!slide) return;
  void fetch(`/__open-in-editor?file=${encodeURIComponent(`${slide.filepath}:${slide.start}`)}`).catch(() => undefined);
}

export function EditSourceButton({ no }: { no: number }) {
  useKeys(useMemo(() => ({ editSource: () => openInEditor(no) }), [no]), __DECK_DEV_SERVER__);

  if (!__DECK_DEV_SERVER__) return null;
  return (
    <button type="button" className="icon-button" aria-label="Edit slide source" title="Edit slide source (e)" onClick={() => openInEditor(no)}>
      <Icon name="edit" />
    </button>
  );
}
