// The deck's theme (src/node/theme-module.ts): the layouts it adds or redraws; importing it brings its stylesheet.
declare module 'virtual:deck/theme' {
  import type { ComponentType } from 'react';
  import type { LayoutProps } from '../layouts/types.ts';
  /** Layout name → component, over the engine's built-in ones. */
  export const themeLayouts: Record<string, ComponentType<LayoutProps>>;
}
