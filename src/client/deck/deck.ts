// The deck as the browser sees it, with the lookups the views share.
import { config, infoHTML, slideLoaders, slides } from 'virtual:deck';
import type { SlideMeta } from '../../shared/types.ts';
import type { SlideModule } from './slide-module.ts';

export { config, infoHTML, slides };

/** Slides counted in "n / total" and shown in the overview (the end slide is not). */
export const countedTotal = slides.filter((s) => s.counted).length;

export function slideAt(no: number): SlideMeta | undefined {
  return slides[no - 1];
}

const loaded = new Map<number, Promise<SlideModule>>();

/** Loads slide `no`'s compiled module once; later calls share the promise. */
export function loadSlide(no: number): Promise<SlideModule> {
  let promise = loaded.get(no);
  if (!promise) {
    const loader = slideLoaders[no - 1];
    promise = loader
      ? loader().catch((err: unknown) => ({ slots: {}, error: { message: `could not load this slide: ${String(err)}`, line: slideAt(no)?.start ?? 1 } }))
      : Promise.resolve({ slots: {}, error: { message: `there is no slide ${no}`, line: 1 } });
    loaded.set(no, promise);
  }
  return promise;
}

/** Resolves a public path such as /images/a.svg against the deck's base path. */
export function assetUrl(path: string): string {
  if (/^([a-z]+:)?\/\//i.test(path) || path.startsWith('data:')) return path;
  return import.meta.env.BASE_URL + path.replace(/^\//, '');
}
