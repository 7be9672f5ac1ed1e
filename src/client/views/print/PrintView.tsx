// Print view (loaded only when opened): every slide on a page of its own, at the canvas size.
//   /print                 on-screen preview: pages stacked and labelled, a bar to print or download
//   /print?print           print mode: exactly what is printed, every click step revealed (clicks 99999)
//   /print?print=clicks    print mode with one page per click step, numbered 007-02 (slide 7, click 2)
//   ?embedded              no chrome (bar and labels), e.g. inside a frame
//   ?range=1-5,8           only those slides
//   ?steps                 in the preview, one page per click step
// Printing (the browser's, or `npm run export`) always gives one canvas-sized page per page here.
import { Link, navigate, useLocation, useSearchParams } from '../../deck/router/router.tsx';
import { config, slides, slideAt } from '../../deck/deck.ts';
import { Slide } from '../../slides/slide/Slide.tsx';
import { canvasHeight, canvasWidth } from '../../deck/canvas.ts';
import './print.css';
import { PRINT_CLICKS, parseRange, printPages } from '../../../shared/print-pages.ts';
import { pdfLink } from '../../../shared/download.ts';
import { SavedDrawing } from '../../features/drawing/SavedDrawing.tsx';

/** A query flag: present (with any value but "false"). */
function flag(params: URLSearchParams, name: string): boolean {
  return params.has(name) && params.get(name) !== 'false';
}

function readRange(text: string | null): { range?: number[]; error?: string } {
  if (text === null) return {};
  try {
    return { range: parseRange(text, slides.length) };
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
  }
}

export default function PrintView() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const printMode = params.has('print');
  const embedded = flag(params, 'embedded');
  const withClicks = printMode ? params.get('print') === 'clicks' : flag(params, 'steps');
  const { range, error } = readRange(params.get('range'));
  const pages = printPages(slides, { withClicks, range });
  const chrome = !printMode && !embedded;
  const pdf = pdfLink(config, import.meta.env.BASE_URL);

  const toggleSteps = () => {
    const next = new URLSearchParams(params);
    if (next.has('steps')) next.delete('steps');
    else next.set('steps', '');
    navigate(`${pathname}?${next}`, { replace: true });
  };

  return (
    <>
      {chrome && (
        <header className="print-bar">
          <Link className="print-bar-back" to="/1">
            ← Slides
          </Link>
          <h1 className="print-bar-title">{config.title}</h1>
          <span className="print-bar-count">
            {pages.length} {pages.length === 1 ? 'page' : 'pages'}
          </span>
          <label className="print-bar-steps">
            <input type="checkbox" checked={withClicks} onChange={toggleSteps} /> Each click step on its own page
          </label>
          {pdf && (
            <a className="print-bar-button" href={pdf.href} download={pdf.own || undefined} target={pdf.own ? undefined : '_blank'} rel={pdf.own ? undefined : 'noopener'} aria-label="Download PDF">
              Download PDF
            </a>
          )}
          <button type="button" className="print-bar-button primary" onClick={() => window.print()}>
            Print…
          </button>
        </header>
      )}
      <main
        className={`print-view${printMode ? ' print-mode' : ''}${embedded ? ' embedded' : ''}`}
        aria-label="Print view"
        data-pages={pages.length}
        style={{ ['--print-width' as string]: `${canvasWidth}px`, ['--print-height' as string]: `${canvasHeight}px` }}
      >
        {error && (
          <p className="print-error" role="alert">
            {error}; showing every slide.
          </p>
        )}
        {pages.map((page) => (
          <figure className="print-page" key={page.label} data-page={page.label} data-slide={page.no} data-clicks={page.clicks}>
            <div className="print-sheet canvas" style={{ width: canvasWidth, height: canvasHeight }}>
              <Slide no={page.no} clicks={page.clicks} overlay={<SavedDrawing no={page.no} />} view="print" />
            </div>
            {chrome && (
              <figcaption className="print-label">
                <span className="print-label-number">{page.label}</span> {slideAt(page.no)?.title}
                {withClicks && page.clicks !== PRINT_CLICKS && <span className="print-label-step"> · click {page.clicks}</span>}
              </figcaption>
            )}
          </figure>
        ))}
      </main>
    </>
  );
}
