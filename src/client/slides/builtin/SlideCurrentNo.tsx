// Slidev's <SlideCurrentNo/>: the number of the slide it is on (`$page`), wherever that slide is drawn.
import { useSlideScope } from '../slide/SlideScope.ts';

export function SlideCurrentNo() {
  return <span className="slidev-slide-current-no">{useSlideScope().no}</span>;
}
