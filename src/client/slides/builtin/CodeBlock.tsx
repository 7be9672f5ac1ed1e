// A highlighted code block (compiled from a fence at build time, compile/fence-code.ts) whose
// line-highlight steps (```rust {1|2-4|all}) follow the clicks, as Slidev's do: before its first
// click the first range, then one range per click, then `finally` (the last by default); `hide`
// hides the block for a step, `none` dims every line. With line numbers (`lineNumbers`, or the
// fence's {lines:…} from `startLine`), a title (```ts [server.ts]), a height past which it
// scrolls to the lines in focus ({maxHeight:'150px'}) and a copy button (`codeCopy`).
import { Children, cloneElement, isValidElement, Suspense, useEffect, useMemo, useRef, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { lazyPart } from '../../deck/ui/retrying.ts';
import { useClicks } from '../slide/ClicksContext.ts';

// Shown only when the block is hovered or focused: its code is not in the first view's.
const CopyButton = lazyPart(() => import('./CopyButton.tsx').then((module) => ({ default: module.CopyButton })));

/** Lines a step such as "2-4,7", "3-" or "all" highlights, counted from `startLine`; null means every line. */
export function linesOf(step: string, total = Infinity, startLine = 1): Set<number> | null {
  if (!step || step === 'all' || step === '*') return null;
  const lines = new Set<number>();
  if (step === 'none' || step === 'hide') return lines;
  for (const part of step.split(',')) {
    const range = /^\s*(\d+)\s*(?:(-)\s*(\d*)\s*)?$/.exec(part);
    if (!range) continue;
    const from = Number(range[1]);
    const to = range[2] ? (range[3] ? Number(range[3]) : total + startLine - 1) : from;
    for (let line = from; line <= Math.min(to, from + 10_000); line++) lines.add(line);
  }
  return lines;
}

/** The range a block shows at a click: Slidev's rule, `hide` standing for "hidden, with the next range". */
export function stepAt(steps: readonly string[], clicks: number, start: number, final?: string): { range: string; hidden: boolean } {
  const index = Math.max(0, clicks - start + 1);
  const last = final ?? steps.at(-1) ?? '';
  const range = steps[index] ?? last;
  if (range !== 'hide') return { range, hidden: false };
  return { range: steps[index + 1] ?? last, hidden: true };
}

interface CodeBlockProps {
  lang?: string;
  steps?: string[];
  /** The click the second range shows at (worked out at build time). */
  start?: number;
  finally?: string;
  lines?: boolean;
  startLine?: number;
  maxHeight?: string;
  title?: string;
  /** The deck's `lineNumbers` and `codeCopy` (bound in components.ts, so this module needs no deck). */
  lineNumbers?: boolean;
  copyButton?: boolean;
  /** Shiki's `<pre>`. */
  children?: ReactNode;
}

type LineProps = { className?: string; 'data-line'?: string | number; children?: ReactNode };

/** Marks each Shiki line (`span.line[data-line]` inside `<code>`) as focused or dimmed for this step. */
function markLines(pre: ReactNode, highlighted: Set<number>, startLine: number): ReactNode {
  if (!isValidElement<{ children?: ReactNode }>(pre)) return pre;
  return cloneElement(pre, {
    children: Children.map(pre.props.children, (code) => {
      if (!isValidElement<{ children?: ReactNode }>(code)) return code;
      return cloneElement(code as ReactElement<{ children?: ReactNode }>, {
        children: Children.map(code.props.children, (line) => {
          if (!isValidElement<LineProps>(line) || line.props['data-line'] === undefined) return line;
          const focus = highlighted.has(Number(line.props['data-line']) + startLine - 1);
          return cloneElement(line, { className: `line ${focus ? 'line-focus highlighted' : 'line-dim dishonored'}` });
        }),
      });
    }),
  });
}

export function CodeBlock({ steps = [], start = 1, finally: final, lines, startLine = 1, maxHeight, title, lineNumbers = false, copyButton = false, children }: CodeBlockProps) {
  const clicks = useClicks();
  const { range, hidden } = steps.length ? stepAt(steps, clicks, start, final) : { range: '', hidden: false };
  // Marked while rendering, so the pre-rendered first paint shows the same step as the app.
  const highlighted = steps.length ? linesOf(range, Infinity, startLine) : null;
  const block = useRef<HTMLDivElement>(null);
  const numbered = lines ?? lineNumbers;
  // What the copy button copies: the code, not the title or the button's own label.
  const code = useMemo(() => ({ get current() { return block.current?.querySelector('pre') ?? null; } }), []);

  // A block that scrolls keeps the lines in focus in view.
  useEffect(() => {
    if (!maxHeight || !block.current) return;
    block.current.querySelector('.line-focus')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [maxHeight, range]);

  const style = { ...(numbered && startLine !== 1 ? { '--code-first-line': startLine - 1 } : {}), ...(maxHeight ? { maxHeight, overflowY: 'auto' } : {}) } as CSSProperties;
  return (
    <div
      ref={block}
      className={`code-block slidev-code-wrapper${numbered ? ' line-numbers slidev-code-line-numbers' : ''}${hidden ? ' slidev-vclick-hidden' : ''}`}
      style={Object.keys(style).length ? style : undefined}
      data-title={title || undefined}
    >
      {title && <div className="code-block-title">{title}</div>}
      {highlighted ? markLines(children, highlighted, startLine) : children}
      {copyButton && (
        <Suspense fallback={null}>
          <CopyButton source={code} />
        </Suspense>
      )}
    </div>
  );
}
