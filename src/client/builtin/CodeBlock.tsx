// A highlighted code block whose line-highlight steps (```rust {1|2-4|all}) follow the clicks,
// with line numbers (`lineNumbers`, or the fence's {lines:…}) and a copy button (`codeCopy`).
import { Children, cloneElement, isValidElement, useRef, type ComponentProps, type CSSProperties, type ReactNode } from 'react';
import { useCodeOptions } from './CodeOptions.tsx';
import { CopyButton } from './CopyButton.tsx';
import { useClicks } from '../slide/ClicksContext.ts';

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

type PreProps = ComponentProps<'pre'> & {
  'data-steps'?: string;
  'data-click-start'?: string | number;
  /** The deck's `lineNumbers` and `codeCopy` (bound in mdxComponents.ts, so this module needs no deck). */
  lineNumbers?: boolean;
  copyButton?: boolean;
};

/** Marks each Shiki line (`span.line[data-line]` inside `<code>`) as focused or dimmed for this step. */
function markLines(code: ReactNode, highlighted: Set<number>): ReactNode {
  if (!isValidElement<{ children?: ReactNode }>(code)) return code;
  return cloneElement(code, {
    children: Children.map(code.props.children, (line) => {
      if (!isValidElement<{ className?: string; 'data-line'?: string }>(line) || line.props['data-line'] === undefined) return line;
      const focus = highlighted.has(Number(line.props['data-line']));
      return cloneElement(line, { className: `line ${focus ? 'line-focus' : 'line-dim'}` });
    }),
  });
}

export function CodeBlock({ children, lineNumbers = false, copyButton = false, ...props }: PreProps) {
  const clicks = useClicks();
  const steps = props['data-steps']?.split('|') ?? [];
  const start = Number(props['data-click-start'] ?? 1);
  const step = steps.length ? steps[Math.min(Math.max(clicks - start + 1, 0), steps.length - 1)] ?? '' : '';
  // Marked while rendering, so the pre-rendered first paint shows the same step as the app.
  const highlighted = steps.length ? linesOf(step) : null;
  const pre = useRef<HTMLPreElement>(null);
  const options = useCodeOptions();
  const numbered = options.lines ?? lineNumbers;
  const style = numbered && options.startLine !== undefined ? ({ '--code-first-line': options.startLine - 1 } as CSSProperties) : undefined;
  return (
    <div className={`code-block${numbered ? ' line-numbers' : ''}`} style={style}>
      <pre ref={pre} {...props}>{highlighted ? markLines(children, highlighted) : children}</pre>
      {copyButton && <CopyButton source={pre} />}
    </div>
  );
}
