// A `v-motion` element (compile/codegen.ts): its click-revealed self (Reveal) with the style its
// variants make at the slide's click and place (useMotion.ts). A module of its own, imported only by
// the slides that have one: the first view of a deck carries none of it.
import type { CSSProperties } from 'react';
import { useClicks } from './ClicksContext.ts';
import { clickPhase, type MotionSpec } from './motion.ts';
import { Reveal, type RevealProps } from './Reveal.tsx';
import { useMotion } from './useMotion.ts';

export function Motion({ motion, ...props }: RevealProps & { motion: MotionSpec }) {
  const moved = useMotion(motion, clickPhase(useClicks(), props.click));
  // A component may not take a style: it moves inside an element that does.
  if (typeof props.as !== 'string') return <div style={moved}><Reveal {...props} /></div>;
  return <Reveal {...props} style={{ ...(props.style as CSSProperties | undefined), ...moved }} />;
}
