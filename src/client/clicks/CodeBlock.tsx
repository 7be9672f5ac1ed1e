// A highlighted code block whose line-highlight steps (```rust {1|2-4|all}) follow the clicks.
import { type ComponentProps, useLayoutEffect, useRef } from 'react';
import { useClicks } from './ClicksContext.ts';

/** Lines a step such as "2-4,7" or "all" highlights; null means every line. */
export function linesOf(step: string): Set<number> | null {
  if (!step || step === 'all' || step === '*') return null;
  const lines = new Set<number>();
  for (const part of step.split(',')) {
    const range = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part);
    if (!range) continue;
    const from = Number(range[1]);
    const to = Number(range[2] ?? range[1]);
    for (let line = from; line <= to; line++) lines.add(line);
  }
  return lines;
}

type PreProps = ComponentProps<'pre'> & { 'data-steps'?: string; 'data-click-start'?: string | number };

export function CodeBlock(props: PreProps) {
  const ref = useRef<HTMLPreElement>(null);
  const clicks = useClicks();
  const steps = props['data-steps']?.split('|') ?? [];
  const start = Number(props['data-click-start'] ?? 1);
  const step = steps.length ? steps[Math.min(Math.max(clicks - start + 1, 0), steps.length - 1)] ?? '' : '';

  // The lines are Shiki's spans inside the children; marking them here avoids re-rendering them.
  useLayoutEffect(() => {
    const highlighted = steps.length ? linesOf(step) : null;
    for (const line of ref.current?.querySelectorAll<HTMLElement>('.line[data-line]') ?? []) {
      const dim = highlighted !== null && !highlighted.has(Number(line.dataset.line));
      line.classList.toggle('line-dim', dim);
      line.classList.toggle('line-focus', highlighted !== null && !dim);
    }
  }, [step, steps.length]);

  return <pre ref={ref} {...props} />;
}
