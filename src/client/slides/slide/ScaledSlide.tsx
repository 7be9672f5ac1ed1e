// A slide drawn at a fixed width, for thumbnails and previews. A picture only: inert and hidden
// from assistive technology; the control that goes with it (an overview card) says which slide it is.
import { Slide } from './Slide.tsx';
import { canvasHeight, canvasWidth } from '../../deck/canvas.ts';
import './slide.css';

export function ScaledSlide({ no, clicks, width }: { no: number; clicks: number; width: number }) {
  const scale = width / canvasWidth;
  return (
    <div className="scaled-slide" style={{ width, height: canvasHeight * scale }} aria-hidden="true">
      <div className="canvas" style={{ width: canvasWidth, height: canvasHeight, transform: `scale(${scale})`, transformOrigin: '0 0' }} inert>
        <Slide no={no} clicks={clicks} view="overview" />
      </div>
    </div>
  );
}
