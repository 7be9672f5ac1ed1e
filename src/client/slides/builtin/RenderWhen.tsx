// Slidev's <RenderWhen context="presenter">…</RenderWhen>: its content only where the slide is drawn
// in one of those contexts (render-when.ts has the rule), its #fallback slot elsewhere. With
// `visible` it sits in a box of its own, watched for when it comes into view.
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useAhead } from '../slide/AheadContext.ts';
import { useSlideScope } from '../slide/SlideScope.ts';
import { renderWhen, whenContexts } from './render-when.ts';

interface RenderWhenProps {
  context?: string | string[];
  slots?: { fallback?: ReactNode };
  children?: ReactNode;
}

function useInView(watch: boolean) {
  const box = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!watch || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setVisible(entries.some((e) => e.isIntersecting)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [watch]);
  return { box, visible };
}

export function RenderWhen({ context, slots, children }: RenderWhenProps) {
  const { renderContext } = useSlideScope();
  const ahead = useAhead();
  const contexts = whenContexts(context);
  const watch = contexts.includes('visible');
  const { box, visible } = useInView(watch);
  const content = renderWhen(contexts, renderContext, visible && !ahead) ? children : slots?.fallback;
  return watch ? <div ref={box}>{content}</div> : <>{content}</>;
}
