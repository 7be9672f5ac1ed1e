// Build-time rendering, run in Node: a slide's HTML at its first click step, so the first paint of a cold
// load needs no JavaScript (see src/node/prerender.ts, which puts it into index.html). A slide that
// cannot be drawn here (a component reading `window` as it renders, say) would pre-render as its
// loading placeholder, a blank first paint: it is left out, and why is said at build.
import type { ReactNode } from 'react';
import { renderToReadableStream, renderToStaticMarkup } from 'react-dom/server';
import { firstStep, type StepCounts } from '../shared/navigation.ts';
import { loadSlide, slides, stepCounts } from './deck/deck.ts';
import { Slide } from './slides/slide/Slide.tsx';

/** The slide's placeholder while its content cannot render (Slide.tsx's Suspense fallback). */
const PLACEHOLDER = 'class="slide-loading"';

/** Why `node` renders its placeholder: the error it met (the streaming renderer reports it; the static one does not). */
async function renderError(node: ReactNode): Promise<string> {
  let reason = 'its content did not finish rendering';
  const stream = await renderToReadableStream(node, { onError: (error) => void (reason = error instanceof Error ? error.message : String(error)) });
  await new Response(stream).text();
  return reason;
}

/** The HTML of the slides asked for (those the deck has and that render), why the others do not, and every slide's number of click steps. */
export async function renderSlides(which: readonly number[]): Promise<{ html: Record<number, string>; failed: Record<number, string>; steps: StepCounts }> {
  const html: Record<number, string> = {};
  const failed: Record<number, string> = {};
  for (const { no } of slides.filter((slide) => which.includes(slide.no))) {
    await loadSlide(no); // loaded modules render without suspending
    const node = <Slide no={no} clicks={firstStep(stepCounts, no)} />;
    const markup = renderToStaticMarkup(node);
    if (markup.includes(PLACEHOLDER)) failed[no] = await renderError(node);
    else html[no] = markup;
  }
  return { html, failed, steps: stepCounts };
}
