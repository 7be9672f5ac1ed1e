// Print view (loaded only when opened): every slide, fully revealed, one per page.
import { slides } from '../deck/deck.ts';
import { Slide } from '../slide/Slide.tsx';
import { canvasHeight, canvasWidth } from '../slide/SlideCanvas.tsx';

/** Clicks value that reveals every step. */
export const PRINT_CLICKS = 99999;

export default function PrintView() {
  return (
    <main className="print-view" style={{ ['--print-width' as string]: `${canvasWidth}px`, ['--print-height' as string]: `${canvasHeight}px` }}>
      {slides.map((slide) => (
        <div className="print-page" key={slide.no}>
          <div className="canvas" style={{ width: canvasWidth, height: canvasHeight }}>
            <Slide no={slide.no} clicks={PRINT_CLICKS} />
          </div>
        </div>
      ))}
    </main>
  );
}
