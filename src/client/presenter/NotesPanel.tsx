// Speaker notes (HTML made at build time from the slide's trailing comment), in an adjustable size.
// They load as their own file, which a password-protected server gives to the presenter only.
import { Suspense, use } from 'react';
import { useStored } from '../settings/storage.ts';
import { Icon } from '../ui/Icon.tsx';

const SIZES = ['14', '16', '18', '20', '22', '24', '28', '32'] as const;

type Notes = { no: number; html: string }[] | null;

let notesPromise: Promise<Notes> | undefined;
const loadNotes = () => (notesPromise ??= import('virtual:deck/notes').then((m) => m.notes, () => null));

function NotesBody({ no, size }: { no: number; size: string }) {
  const notes = use(loadNotes());
  if (!notes) return <p className="presenter-empty">The speaker notes could not be loaded.</p>;
  const html = notes[no - 1]?.html ?? '';
  if (!html) return <p className="presenter-empty">No notes for this slide.</p>;
  return <div className="notes-body" tabIndex={0} style={{ fontSize: `${size}px` }} dangerouslySetInnerHTML={{ __html: html }} />;
}

export function NotesPanel({ no }: { no: number }) {
  const [size, setSize] = useStored('deck-notes-size', SIZES, '20');
  const index = SIZES.indexOf(size);
  const step = (by: number) => setSize(SIZES[Math.min(Math.max(index + by, 0), SIZES.length - 1)] ?? size);

  return (
    <section className="presenter-notes" aria-label="Speaker notes">
      <div className="presenter-label presenter-notes-head">
        <h2 className="presenter-label-text">Notes</h2>
        <button type="button" className="icon-button small" aria-label="Smaller notes" disabled={index === 0} onClick={() => step(-1)}>
          <Icon name="textSmaller" />
        </button>
        <button type="button" className="icon-button small" aria-label="Larger notes" disabled={index === SIZES.length - 1} onClick={() => step(1)}>
          <Icon name="textLarger" />
        </button>
      </div>
      <Suspense fallback={null}>
        <NotesBody no={no} size={size} />
      </Suspense>
    </section>
  );
}
