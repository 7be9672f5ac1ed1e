// The play view's slide transition hook for this deck (src/node/transitions-module.ts): useSlideTransition.ts, or stage.ts's noTransitions.
declare module 'virtual:deck/transitions' {
  import type { SlideTransitionHook } from './stage.ts';
  export const useSlideTransition: SlideTransitionHook;
}
