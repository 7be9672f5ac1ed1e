// One slide at a click step: its layout and content, loaded on demand, and the page footer.
import { memo, type ReactNode, Suspense, use } from 'react';
import { AheadContext } from './AheadContext.ts';
import { ClicksContext } from './ClicksContext.ts';
import { countedTotal, loadSlide, publicPath, slideAt } from '../deck/deck.ts';
import { SlideLayout } from '../layouts/layouts.tsx';
import { ErrorCard } from './ErrorCard.tsx';
import { mdxComponents } from './mdxComponents.ts';
import { SlideErrorBoundary } from './SlideErrorBoundary.tsx';

// Memoised on the slide number: a click step re-renders only what reads the step (ClicksContext),
// not the whole Markdown tree with its highlighted code.
const SlideContent = memo(function SlideContent({ no }: { no: number }) {
  const meta = slideAt(no);
  const module = use(loadSlide(no));
  if (!meta) return null;
  if (module.error) return <ErrorCard no={no} file={meta.filepath} line={module.error.line} message={module.error.message} />;
  const slots = Object.fromEntries(Object.entries(module.slots).map(([name, Slot]) => [name, <Slot components={mdxComponents} />]));
  const frontmatter = module.background ? { ...meta.frontmatter, background: publicPath(module.background) } : meta.frontmatter;
  return <SlideLayout name={meta.layout} slots={slots} frontmatter={frontmatter} />;
});

export function Footer({ no }: { no: number }) {
  return (
    <footer className="slide-footer" aria-label={`Slide ${no} of ${countedTotal}`}>
      {no} / {countedTotal}
    </footer>
  );
}

interface SlideProps {
  no: number;
  clicks: number;
  /** Drawn above the slide's content, e.g. a drawing layer. */
  overlay?: ReactNode;
  /** Laid out but hidden, ready to be shown next (AheadContext). */
  ahead?: boolean;
}

export const Slide = memo(function Slide({ no, clicks, overlay, ahead = false }: SlideProps) {
  const meta = slideAt(no);
  if (!meta) return null;
  return (
    <AheadContext value={ahead}>
      <ClicksContext value={clicks}>
        <article className={ahead ? 'slide slide-ahead' : 'slide'} aria-hidden={ahead || undefined} inert={ahead} data-slide={no} data-layout={meta.layout} aria-roledescription="slide" aria-label={meta.title || `Slide ${no}`}>
          {/* The footer waits with the content: a slide never shows its page number alone. */}
          <Suspense fallback={<div className="slide-loading" />}>
            <SlideErrorBoundary no={no} file={meta.filepath} line={meta.start}>
              <SlideContent no={no} />
            </SlideErrorBoundary>
            {meta.layout !== 'cover' && meta.counted && <Footer no={no} />}
          </Suspense>
          {overlay}
        </article>
      </ClicksContext>
    </AheadContext>
  );
});
