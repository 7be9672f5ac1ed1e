// Slidev's <AutoFitText :max="200" :min="100" modelValue="Some text"/> (or its text as content): the
// text sized to fill its box's width, between `min` and `max` px, wrapping at `min` when `multiLine`
// (the default) and it is still too wide; the rule is auto-fit.ts. Fitted again when the box's size,
// the text or the fonts change. Sizes are the slide's own pixels (the canvas's scale aside).
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { fitText } from './auto-fit.ts';
import { boolProp, numberProp } from './props.ts';
import './auto-fit-text.css';

interface AutoFitTextProps {
  modelValue?: string | number;
  max?: number | string;
  min?: number | string;
  multiLine?: boolean | string;
  className?: string;
  children?: ReactNode;
}

export function AutoFitText({ modelValue = '', max, min, multiLine, className, children }: AutoFitTextProps) {
  const box = useRef<HTMLDivElement>(null);
  const text = useRef<HTMLDivElement>(null);
  const low = numberProp(min, 30);
  const high = numberProp(max, 100);
  const wraps = multiLine === undefined ? true : boolProp(multiLine, 'multi-line');

  useLayoutEffect(() => {
    const outer = box.current;
    const inner = text.current;
    if (!outer || !inner) return;
    const fit = () => {
      // Measured on one line at `high`, then sized in one step: the text's width grows with its size.
      inner.style.whiteSpace = 'nowrap';
      inner.style.fontSize = `${high}px`;
      const { size, wrap } = fitText(outer.clientWidth, inner.offsetWidth, high, low, high, wraps);
      inner.style.fontSize = `${size}px`;
      if (wrap) inner.style.whiteSpace = 'normal';
    };
    fit();
    let width = outer.clientWidth;
    const resized = new ResizeObserver(() => {
      if (outer.clientWidth === width) return;
      width = outer.clientWidth;
      fit();
    });
    resized.observe(outer);
    const changed = new MutationObserver(fit);
    changed.observe(inner, { childList: true, characterData: true, subtree: true });
    let live = true;
    void document.fonts?.ready.then(() => live && fit());
    return () => {
      live = false;
      resized.disconnect();
      changed.disconnect();
    };
  }, [low, high, wraps]);

  return (
    <div ref={box} className={className ? `slidev-auto-fit-text ${className}` : 'slidev-auto-fit-text'}>
      <div ref={text} className="slidev-auto-fit-text-inner">
        {children ?? String(modelValue)}
      </div>
    </div>
  );
}
