// The components a slide may use by name that the engine itself provides (src/client/builtin/
// components.ts has them): the build knows these names, so a name that is none of them is said at
// build time, not found missing on stage. Slidev's built-ins keep Slidev's names (docs: builtin/components).
export const builtinComponents = [
  'Toc',
  'Poll',
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
] as const;
