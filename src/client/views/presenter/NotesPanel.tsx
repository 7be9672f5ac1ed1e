// Speaker notes (HTML made at build time from the slide's trailing comment), in an adjustable size.
// Notes with Slidev's click markers follow the slide's clicks (noteClicks.ts); a marker clicked goes to its click.
// With a deck server behind the page they come from its API, which gives them to the presenter only;
// a static build (no server, nothing to protect them with) carries them as a file of its own.
import { type MouseEvent, Suspense, use, useEffect, useLayoutEffect, useRef } from 'react';
import { NOTES_SIZES, useSetting } from '../../deck/settings/settings.ts';
import { apiUrl, fetchSession, presenterToken } from '../../live/session.ts';
import { Icon } from '../../deck/ui/Icon.tsx';
import { markerClicks, scrollNotesTo, showNotesAt } from './noteClicks.ts';

type Notes = { no: number; html: string }[] | null;

/** The notes from the deck server, for the presenter; null when it refuses or is unreachable. */
async function notesFromServer(): Promise<Notes> {
  const token = presenterToken();
  const response = await fetch(apiUrl('notes'), { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) return null;
  const { notes } = (await response.json()) as { notes?: unknown };
  const isNote = (n: unknown): n is { no: number; html: string } =>
    typeof n === 'object' && n !== null && typeof (n as { no?: unknown }).no === 'number' && typeof (n as { html?: unknown }).html === 'string';
  return Array.isArray(notes) ? (notes as unknown[]).filter(isNote) : null;
}

let notesPromise: Promise<Notes> | undefined;
const loadNotes = () =>
  (notesPromise ??= fetchSession()
    .then((session) => (session.server ? notesFromServer() : import('virtual:deck/notes').then((m) => m.notes)))
    .catch(() => null));

interface NotesAt {
  no: number;
  /** The slide's current click. */
  clicks: number;
  /** Goes to a click of the slide (a click marker clicked). */
  goToClick: (clicks: number) => void;
}

function NotesBody({ no, clicks, goToClick, size }: NotesAt & { size: number }) {
  const notes = use(loadNotes());
  const body = useRef<HTMLDivElement>(null);
  const html = notes?.[no - 1]?.html ?? '';
  // Before the frame, so a click's notes never show a frame with the last click's part highlighted.
  useLayoutEffect(() => {
    if (body.current) showNotesAt(body.current, clicks);
  }, [html, clicks]);
  useEffect(() => {
    if (body.current) scrollNotesTo(body.current, clicks);
  }, [html, clicks]);
  if (!notes) return <p className="presenter-empty">The speaker notes could not be loaded.</p>;
  if (!html) return <p className="presenter-empty">No notes for this slide.</p>;
  const onClick = (event: MouseEvent) => {
    const to = markerClicks(event.target);
    if (to !== null) goToClick(to);
  };
  return <div ref={body} className="notes-body" tabIndex={0} style={{ fontSize: `${size}px` }} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}

export function NotesPanel({ no, clicks, goToClick }: NotesAt) {
  const [size, setSize] = useSetting('notesSize');
  const index = NOTES_SIZES.indexOf(size);
  const step = (by: number) => setSize(NOTES_SIZES[Math.min(Math.max(index + by, 0), NOTES_SIZES.length - 1)] ?? size);

  return (
    <section className="presenter-notes" aria-label="Speaker notes">
      <div className="presenter-label presenter-notes-head">
        <h2 className="presenter-label-text">Notes</h2>
        <button type="button" className="icon-button small" aria-label="Smaller notes" disabled={index === 0} onClick={() => step(-1)}>
          <Icon name="textSmaller" />
        </button>
        <button type="button" className="icon-button small" aria-label="Larger notes" disabled={index === NOTES_SIZES.length - 1} onClick={() => step(1)}>
          <Icon name="textLarger" />
        </button>
      </div>
      <Suspense fallback={null}>
        <NotesBody no={no} clicks={clicks} goToClick={goToClick} size={size} />
      </Suspense>
    </section>
  );
}
