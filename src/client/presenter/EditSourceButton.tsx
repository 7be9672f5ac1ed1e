// In the dev server only: open the current slide's Markdown at its line in your editor (key: e),
// through Vite's open-in-editor endpoint.
import { useEffect } from 'react';
import { slideAt } from '../deck/deck.ts';
import { isDrawingOn } from '../drawing/drawingMode.ts';
import { Icon } from '../ui/Icon.tsx';

export function openInEditor(no: number): void {
  const slide = slideAt(no);
  if (!slide) return;
  void fetch(`/__open-in-editor?file=${encodeURIComponent(`${slide.filepath}:${slide.start}`)}`).catch(() => undefined);
}

export function EditSourceButton({ no }: { no: number }) {
  useEffect(() => {
    if (!__DECK_DEV_SERVER__) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'e' || event.ctrlKey || event.metaKey || event.altKey || event.repeat) return;
      if (event.target instanceof HTMLElement && ['INPUT', 'TEXTAREA'].includes(event.target.tagName)) return;
      if (document.querySelector('dialog[open]') || isDrawingOn()) return; // e is the ellipse while drawing
      openInEditor(no);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [no]);

  if (!__DECK_DEV_SERVER__) return null;
  return (
    <button type="button" className="icon-button" aria-label="Edit slide source" title="Edit slide source (e)" onClick={() => openInEditor(no)}>
      <Icon name="edit" />
    </button>
  );
}
