// The deck as the browser sees it, with the lookups the views share.
import { compactSlides, config, infoHTML, slideFile, slideLoaders } from 'virtual:deck';
import { type StepCounts, stepCountsOf } from '../../shared/navigation.ts';
import { expandMeta } from '../../shared/slide-meta.ts';
import type { SlideMeta } from '../../shared/types.ts';
import type { SlideModule } from './slide-module.ts';
import { retrying } from './ui/retrying.ts';

export { config, infoHTML };

export const slides: readonly SlideMeta[] = compactSlides.map((compact, index) => expandMeta(compact, index, slideFile));

/** Slides counted in "n / total" and shown in the overview (the end slide is not). */
export const countedTotal = slides.filter((s) => s.counted).length;

/** The click steps of every slide: what the navigation rules (src/shared/navigation.ts) move over. */
export const stepCounts: StepCounts = stepCountsOf(slides);

export function slideAt(no: number): SlideMeta | undefined {
  return slides[no - 1];
}

type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled'; value?: T };

const loaded = new Map<number, TrackedPromise<SlideModule>>();

/**
 * Loads slide `no`'s compiled module once; later calls share the promise. The promise carries
 * React's `status`/`value` fields, so `use()` of a slide that is already loaded (the neighbours
 * are preloaded) renders at once instead of suspending for a frame. A module that does not arrive
 * (the network is down) is asked for again until it does: meanwhile the view keeps the slide it
 * shows (useReadySlide), never an error for a slide that is fine.
 */
export function loadSlide(no: number): Promise<SlideModule> {
  let promise = loaded.get(no);
  if (!promise) {
    const loader = slideLoaders[no - 1];
    const tracked: TrackedPromise<SlideModule> = loader
      ? retrying(loader)
      : Promise.resolve({ slots: {}, error: { message: `there is no slide ${no}`, line: 1 } });
    tracked.status = 'pending';
    void tracked.then((module) => {
      tracked.status = 'fulfilled';
      tracked.value = module;
    });
    loaded.set(no, tracked);
    promise = tracked;
  }
  return promise;
}

/** Whether slide `no`'s module has arrived, so it renders at once. */
export function isSlideLoaded(no: number): boolean {
  return loaded.get(no)?.status === 'fulfilled';
}

/** Resolves a public path such as /images/a.svg against the deck's base path. */
export function assetUrl(path: string): string {
  if (/^([a-z]+:)?\/\//i.test(path) || path.startsWith('data:')) return path;
  return import.meta.env.BASE_URL + path.replace(/^\//, '');
}

/** The inverse of assetUrl: a built asset's URL (e.g. an imported image) as a path under the deck. */
export function publicPath(url: string): string {
  const base = import.meta.env.BASE_URL;
  return base !== '/' && url.startsWith(base) ? `/${url.slice(base.length)}` : url;
}
