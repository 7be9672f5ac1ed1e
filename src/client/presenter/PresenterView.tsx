// Presenter view (loaded only when opened): current slide, next slide and speaker notes.
import { useMemo } from 'react';
import { notes } from 'virtual:deck/notes';
import { countedTotal, slideAt, slides } from '../deck/deck.ts';
import { useDeckNavigation } from '../nav/useDeckNavigation.ts';
import { useDeckKeys } from '../nav/useDeckKeys.ts';
import { useTabSync } from '../nav/useTabSync.ts';
import { DeckDialogs } from '../play/DeckDialogs.tsx';
import { Toolbar } from '../play/Toolbar.tsx';
import { useDialogs } from '../play/useDialogs.ts';
import { Slide } from '../slide/Slide.tsx';
import { SlideCanvas } from '../slide/SlideCanvas.tsx';

export default function PresenterView({ no }: { no: number }) {
  const nav = useDeckNavigation('/presenter', no);
  const dialogs = useDialogs();
  const actions = useMemo(() => ({ toggleOverview: () => dialogs.toggle('overview'), openGoto: () => dialogs.setOpen('goto') }), [dialogs]);
  useDeckKeys(nav, actions);
  useTabSync(nav);
  const note = notes[no - 1];
  const nextNo = nav.clicks < nav.clicksTotal ? no : no + 1;
  const nextClicks = nextNo === no ? nav.clicks + 1 : 0;

  return (
    <main className="presenter-view">
      <section className="presenter-current" aria-label="Current slide">
        <SlideCanvas>
          <Slide no={no} clicks={nav.clicks} />
        </SlideCanvas>
      </section>
      <section className="presenter-next" aria-label="Next">
        <h2 className="presenter-label">Next</h2>
        {nextNo <= slides.length ? (
          <SlideCanvas>
            <Slide no={nextNo} clicks={nextClicks} />
          </SlideCanvas>
        ) : (
          <p className="presenter-empty">End of the deck</p>
        )}
      </section>
      <section className="presenter-notes" aria-label="Speaker notes">
        <h2 className="presenter-label">
          Notes · {slideAt(no)?.title ?? ''} ({slideAt(no)?.counted ? `${no} / ${countedTotal}` : 'end'})
        </h2>
        {note?.html ? <div className="notes-body" dangerouslySetInnerHTML={{ __html: note.html }} /> : <p className="presenter-empty">No notes for this slide.</p>}
      </section>
      <Toolbar nav={nav} view="presenter" open={dialogs.setOpen} />
      <DeckDialogs dialogs={dialogs} nav={nav} />
    </main>
  );
}
