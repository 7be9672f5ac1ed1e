// The deck's own layouts (layouts/*.tsx beside its Markdown), from src/node/deck-layouts-plugin.ts.
declare module 'virtual:deck/layouts' {
  import type { ComponentType } from 'react';
  import type { LayoutProps } from './types.ts';
  /** Layout name (the file's name) → its default export. */
  export const deckLayouts: Record<string, ComponentType<LayoutProps>>;
}
