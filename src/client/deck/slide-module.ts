import type { ComponentType } from 'react';
import type { SlideError } from '../../shared/types.ts';

/** Props MDX passes to a compiled slot. */
export interface MdxProps {
  components?: Record<string, ComponentType<never>>;
}

/** What `virtual:deck/slide/N` exports: a component per slot, or the slide's error. */
export interface SlideModule {
  slots: Record<string, ComponentType<MdxProps>>;
  error?: SlideError;
  /** The local copy of a remote `background:` (with `remoteAssets`), used in its place. */
  background?: string;
}
