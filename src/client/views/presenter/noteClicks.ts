// Notes with Slidev's click markers, following the slide's clicks (the build tags each part of the
// notes with its click: src/node/parser/note-clicks.ts): every part but the current click's fades,
// the current click's marker is filled, and the notes scroll to its part when it is out of sight.
import { prefersReducedMotion } from '../../deck/ui/reducedMotion.ts';

const markers = (body: HTMLElement) => body.querySelectorAll<HTMLElement>('.note-click');

/** Fades the parts not said at `clicks` (nothing, in notes without markers). */
export function showNotesAt(body: HTMLElement, clicks: number): void {
  const said = (parts: string | undefined) => (parts ?? '').split(' ').includes(String(clicks));
  for (const part of body.querySelectorAll<HTMLElement>('[data-note-part]')) part.classList.toggle('note-faded', !said(part.dataset.notePart));
  for (const holder of body.querySelectorAll<HTMLElement>('[data-note-parts]')) holder.classList.toggle('note-faded', !said(holder.dataset.noteParts));
  for (const marker of markers(body)) {
    const at = Number(marker.dataset.clicks);
    marker.classList.toggle('note-click-current', at === clicks);
    marker.classList.toggle('note-click-past', at < clicks);
  }
}

/**
 * Scrolls the notes so the part said at `clicks` begins in their upper two thirds, unless it does
 * already (a presenter reading it is not moved under their eyes). Notes without markers have no such part.
 */
export function scrollNotesTo(body: HTMLElement, clicks: number): void {
  const start = body.querySelector(clicks === 0 ? '[data-note-part="0"], [data-note-parts~="0"]' : `.note-click[data-clicks="${clicks}"]`);
  if (!start) return;
  const box = body.getBoundingClientRect();
  const top = start.getBoundingClientRect().top - box.top;
  if (top >= 0 && top <= (box.height * 2) / 3) return;
  // A line of what came before stays in sight above it.
  const lineHeight = parseFloat(getComputedStyle(body).lineHeight) || 24;
  body.scrollTo({ top: Math.max(0, body.scrollTop + top - lineHeight), behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
}

/** The click a marker names, if `target` is (in) one. */
export const markerClicks = (target: EventTarget | null): number | null => {
  const marker = target instanceof Element ? target.closest<HTMLElement>('.note-click') : null;
  return marker ? Number(marker.dataset.clicks) : null;
};
