// Build-time rendering, run in Node: a slide's HTML at click step 0, so the first paint of a cold
// load needs no JavaScript (see src/node/prerender.ts, which puts it into index.html).
import { renderToStaticMarkup } from 'react-dom/server';
import { loadSlide, slides, stepCounts } from './deck/deck.ts';
import { Slide } from './slides/slide/Slide.tsx';

/** The HTML of the slides asked for (those the deck has), and every slide's number of click steps. */
export async function renderSlides(which: readonly number[]): Promise<{ html: Record<number, string>; steps: readonly number[] }> {
  const html: Record<number, string> = {};
  for (const { no } of slides.filter((slide) => which.includes(slide.no))) {
    await loadSlide(no); // loaded modules render without suspending
    html[no] = renderToStaticMarkup(<Slide no={no} clicks={0} />);
  }
  return { html, steps: stepCounts };
}
