// The components a slide may use by name that the engine itself provides: the build knows these
// names, so a name that is none of them is said at build time, not found missing on stage.
// - `engineComponents`: in every slide module's `$b` import (src/client/slides/builtin/components.ts).
// - `ownFileComponents`: Slidev's built-ins, by Slidev's names (docs: builtin/components), and the
//   engine's own that few slides hold (`Poll`), each in src/client/slides/builtin/<Name>.tsx and
//   imported only by the slides that use it, so a deck that uses none carries none of their code or
//   CSS, and the first view none it does not show.
export const engineComponents = ['Toc'] as const;

export const ownFileComponents = [
  'Arrow',
  'AutoFitText',
  'LightOrDark',
  'Link',
  'PoweredBySlidev',
  'RenderWhen',
  'SlideCurrentNo',
  'SlidesTotal',
  'SlidevVideo',
  'Transform',
  'Tweet',
  'Youtube',
  'Poll',
] as const;

export const builtinComponents = [...engineComponents, ...ownFileComponents] as const;
