// `v-mark`: a hand-drawn mark (underline, circle, box, highlight…) on the element it sits in, drawn
// by Slidev's own fork of rough-notation when the mark's click comes and wiped when the deck steps
// back. Loaded only by slides that have a mark. Modifiers are Slidev's: the kind (`.circle`,
// `.strike`…), a colour (`.red`), `.delay300`, `.op50`; an object value sets any option.
import { annotate, type RoughAnnotation, type RoughAnnotationConfig, type RoughAnnotationType } from '@slidev/rough-notation';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { MarkSpec } from './mark-spec.ts';
import { useSlideScope } from './SlideScope.ts';

const TYPES: Record<string, RoughAnnotationType> = {
  underline: 'underline', box: 'box', circle: 'circle', highlight: 'highlight', bracket: 'bracket',
  'strike-through': 'strike-through', strike: 'strike-through', linethrough: 'strike-through', 'line-through': 'strike-through',
  'crossed-off': 'crossed-off', cross: 'crossed-off', crossed: 'crossed-off',
};

// The colours Slidev's colour modifiers name (UnoCSS's palette at 500).
const COLOURS: Record<string, string> = {
  black: '#000', white: '#fff', gray: '#6b7280', red: '#ef4444', orange: '#f97316', yellow: '#eab308', lime: '#84cc16',
  green: '#22c55e', teal: '#14b8a6', cyan: '#06b6d4', blue: '#3b82f6', indigo: '#6366f1', purple: '#a855f7', pink: '#ec4899',
};

function configOf(spec: MarkSpec, still: boolean): RoughAnnotationConfig {
  const config: RoughAnnotationConfig = { type: 'underline', color: 'currentColor' };
  for (const modifier of spec.modifiers) {
    const delay = /^delay-?(\d+)?$/.exec(modifier);
    const opacity = /^(?:op|opacity)-?(\d+)?$/.exec(modifier);
    if (TYPES[modifier]) config.type = TYPES[modifier];
    else if (COLOURS[modifier]) config.color = COLOURS[modifier];
    else if (delay) config.delay = Number(delay[1] ?? 300);
    else if (opacity) config.opacity = Number(opacity[1] ?? 100) / 100;
  }
  // `at` is the click, worked out at build time; the rest are rough-notation's options.
  const options = Object.fromEntries(Object.entries(spec.options).filter(([key]) => key !== 'at'));
  Object.assign(config, options);
  if (typeof config.color === 'string' && COLOURS[config.color]) config.color = COLOURS[config.color];
  if (still) config.animate = false;
  return config;
}

/** The SVG rough-notation put beside the element, drawn at screen scale inside the scaled canvas: undo the canvas's scale. */
function fitToCanvas(element: HTMLElement): void {
  const svg = [element.nextElementSibling, element.previousElementSibling].find((e): e is SVGSVGElement => e instanceof SVGSVGElement && e.classList.contains('rough-annotation'));
  const scale = element.offsetWidth ? element.getBoundingClientRect().width / element.offsetWidth : 1;
  if (svg && Math.abs(scale - 1) > 0.001) {
    svg.style.transformOrigin = '0 0';
    svg.style.transform = `scale(${1 / scale})`;
  }
}

export default function Mark({ spec, shown }: { spec: MarkSpec; shown: boolean }) {
  const probe = useRef<HTMLSpanElement>(null);
  const annotation = useRef<RoughAnnotation | null>(null);
  const { renderContext } = useSlideScope();
  const still = renderContext === 'print' || renderContext === 'overview' || renderContext === 'previewNext';
  const key = JSON.stringify(spec);

  useLayoutEffect(() => {
    const element = probe.current?.parentElement;
    if (!element) return;
    const made = annotate(element, configOf(JSON.parse(key) as MarkSpec, still));
    annotation.current = made;
    return () => {
      made.remove();
      annotation.current = null;
    };
  }, [key, still]);

  useEffect(() => {
    const element = probe.current?.parentElement;
    const made = annotation.current;
    if (!made || !element) return;
    if (shown) {
      made.show();
      fitToCanvas(element);
    } else made.hide();
  }, [shown, key, still]);

  return <span ref={probe} hidden />;
}
