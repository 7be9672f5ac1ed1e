import type { ComponentType } from 'react';
import type { SlideError } from '../../shared/types.ts';

/** What `virtual:deck/slide/N` exports: a component per slot, or the slide's error. */
export interface SlideModule {
  slots: Record<string, ComponentType>;
  error?: SlideError;
  /** Frontmatter images bundled by the build (`image`, `background`): their built URLs, used in their place. */
  assets?: Record<string, string>;
}
