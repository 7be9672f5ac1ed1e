// One slide at a click step: its layout and content, loaded on demand, and the page footer.
import { type CSSProperties, memo, type ReactNode, Suspense, use } from 'react';
import { AheadContext } from './AheadContext.ts';
import { ClicksContext } from './ClicksContext.ts';
import { countedTotal, loadSlide, publicPath, slideAt } from '../../deck/deck.ts';
import { SlideLayout } from '../layouts/layouts.tsx';
import { ErrorCard } from './ErrorCard.tsx';
import { SlideScopeContext, type RenderContext } from './SlideScope.ts';
// The built-in components and the talk's stylesheet, with the app: the slides' modules share them.
import '../builtin/components.ts';
import { SlideErrorBoundary } from './SlideErrorBoundary.tsx';

// Memoised on the slide number: a click step re-renders only what reads the step (ClicksContext),
// not the whole Markdown tree with its highlighted code.
const SlideContent = memo(function SlideContent({ no, view }: { no: number; view: RenderContext }) {
  const meta = slideAt(no);
  const module = use(loadSlide(no));
  if (!meta) return null;
  if (module.error) return <ErrorCard no={no} file={meta.filepath} line={module.error.line} message={module.error.message} />;
  const slots = Object.fromEntries(Object.entries(module.slots).map(([name, Slot]) => [name, <Slot />]));
  // Frontmatter images the build bundled, by the path under the deck the layouts resolve.
  const assets = Object.fromEntries(Object.entries(module.assets ?? {}).map(([key, url]) => [key, publicPath(url)]));
  const frontmatter = Object.keys(assets).length ? { ...meta.frontmatter, ...assets } : meta.frontmatter;
  const layout = <SlideLayout name={meta.layout} slots={slots} frontmatter={frontmatter} />;
  const zoom = meta.frontmatter.zoom;
  return (
    <SlideScopeContext value={{ no, frontmatter, renderContext: view }}>
      {zoom === undefined || zoom === 1 ? layout : <div className="slide-zoom" style={{ '--slide-zoom': zoom } as CSSProperties}>{layout}</div>}
    </SlideScopeContext>
  );
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
  /** Going out in a slide transition: still drawn, but not the slide the viewer is on. */
  leaving?: boolean;
  /** The transition's classes while it runs (src/client/views/play/useSlideTransition.ts). */
  className?: string;
  /** Where the slide is drawn, for what its template reads (`$renderContext`). */
  view?: RenderContext;
}

export const Slide = memo(function Slide({ no, clicks, overlay, ahead = false, leaving = false, className, view = 'slide' }: SlideProps) {
  const meta = slideAt(no);
  if (!meta) return null;
  const hidden = ahead || leaving;
  return (
    <AheadContext value={ahead}>
      <ClicksContext value={clicks}>
        <article className={`slide${ahead ? ' slide-ahead' : ''}${leaving ? ' slide-leaving' : ''}${className ? ` ${className}` : ''}`} aria-hidden={hidden || undefined} inert={hidden} data-slide={no} data-layout={meta.layout} aria-roledescription="slide" aria-label={meta.title || `Slide ${no}`}>
          {/* The footer waits with the content: a slide never shows its page number alone. */}
          <Suspense fallback={<div className="slide-loading" />}>
            <SlideErrorBoundary no={no} file={meta.filepath} line={meta.start}>
              <SlideContent no={no} view={view} />
            </SlideErrorBoundary>
            {meta.layout !== 'cover' && meta.counted && <Footer no={no} />}
          </Suspense>
          {overlay}
        </article>
      </ClicksContext>
    </AheadContext>
  );
});
