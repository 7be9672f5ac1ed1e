// Build-time rendering, run in Node: a slide's HTML at click step 0, so the first paint of a cold
// load needs no JavaScript (see src/node/prerender.ts, which puts it into index.html).
import { renderToStaticMarkup } from 'react-dom/server';
import { loadSlide, slides } from './deck/deck.ts';
import { Slide } from './slides/slide/Slide.tsx';

export async function renderSlides(which: readonly number[]): Promise<Record<number, string>> {
  const html: Record<number, string> = {};
  for (const { no } of slides.filter((slide) => which.includes(slide.no))) {
    await loadSlide(no); // loaded modules render without suspending
    html[no] = renderToStaticMarkup(<Slide no={no} clicks={0} />);
  }
  return html;
}
