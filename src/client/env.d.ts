/// <reference types="vite/client" />

/** True in `npm run dev` (Vite's dev server), false in every build. */
declare const __DECK_DEV_SERVER__: boolean;

declare module 'virtual:deck' {
  import type { DeckConfig } from '../shared/types.ts';
  import type { CompactMeta } from '../shared/slide-meta.ts';
  import type { SlideModule } from './deck/slide-module.ts';
  export const config: DeckConfig;
  /** The configuration's `info` rendered to HTML, '' when not set. */
  export const infoHTML: string;
  /** The deck's Markdown file, which most slides come from. */
  export const slideFile: string;
  /** Each slide's metadata, only where it differs from the usual (src/shared/slide-meta.ts). */
  export const compactSlides: CompactMeta[];
  export const slideLoaders: (() => Promise<SlideModule>)[];
}

declare module 'virtual:deck/notes' {
  export const notes: { no: number; text: string; html: string }[];
}

declare module 'virtual:deck/style.css';
