// Shiki Magic Move: code that morphs from step to step on each click (the steps tokenised at build
// time, compile/magic-move.ts). Each step may highlight its lines range by range first, as Slidev's
// do. The live slide animates with @shikijs/magic-move's renderer, loaded only when a Magic Move is
// shown; print, thumbnails, previews and the first paint show the step as plain highlighted tokens.
import type { KeyedTokensInfo } from '@shikijs/magic-move/types';
import { Suspense, useLayoutEffect, useRef, type CSSProperties } from 'react';
import { lazyPart } from '../../deck/ui/retrying.ts';
import { useClicks } from '../slide/ClicksContext.ts';
import { useSlideScope } from '../slide/SlideScope.ts';
import { linesOf } from './CodeBlock.tsx';

const Animated = lazyPart(() => import('./MagicMoveAnimated.tsx'));

interface MagicMoveProps {
  steps: KeyedTokensInfo[];
  ranges: string[][];
  /** The click the first move happens at (worked out at build time). */
  start?: number;
  title?: string;
  lines?: boolean;
  duration?: number;
}

/** The step and the range of it shown `clicks` after the block's first click, as Slidev counts them. */
export function magicMoveAt(ranges: readonly string[][], clicks: number, start: number): { step: number; range: string } {
  const normalised = ranges.map((r) => (r.length ? r : ['all']));
  const offset = clicks - start;
  let sum = 0;
  for (let i = 0; i < normalised.length; i++) {
    const current = normalised[i] ?? ['all'];
    if (offset < sum + current.length - 1) return { step: i, range: current[Math.max(0, offset - sum + 1)] ?? 'all' };
    sum += current.length;
  }
  return { step: normalised.length - 1, range: normalised.at(-1)?.at(-1) ?? 'all' };
}

/** Dims the tokens of the lines out of focus (a line ends at each `<br>`); all lines when `range` is all. */
export function markRange(container: Element, range: string, lineNumbers: boolean): void {
  const focus = linesOf(range);
  let line = 1;
  for (const child of container.children) {
    if (child.tagName === 'BR') {
      line++;
      continue;
    }
    if (lineNumbers && child.classList.contains('shiki-magic-move-line-number')) continue;
    child.classList.toggle('line-dim', focus !== null && !focus.has(line));
  }
}

function Tokens({ info }: { info: KeyedTokensInfo }) {
  return (
    <>
      {info.tokens.map((token) =>
        token.content === '\n' ? (
          <br key={token.key} />
        ) : (
          <span key={token.key} className={`shiki-magic-move-item${token.htmlClass ? ` ${token.htmlClass}` : ''}`} style={(token.htmlStyle ?? undefined) as CSSProperties | undefined}>
            {token.content}
          </span>
        ),
      )}
    </>
  );
}

export function MagicMove({ steps, ranges, start = 1, title, lines = false, duration }: MagicMoveProps) {
  const clicks = useClicks();
  const { renderContext } = useSlideScope();
  const box = useRef<HTMLDivElement>(null);
  const { step, range } = magicMoveAt(ranges, clicks, start);
  const info = steps[Math.min(step, steps.length - 1)];
  const live = renderContext === 'slide' || renderContext === 'presenter';

  // The static tokens are this render's: mark them now; the animation marks its own when it ends.
  useLayoutEffect(() => {
    const pre = box.current?.querySelector('pre');
    if (pre) markRange(pre, range, lines);
  });

  if (!info) return null;
  const still = (
    <pre className="shiki shiki-magic-move-container">
      <Tokens info={info} />
    </pre>
  );
  return (
    <div ref={box} className="code-block slidev-code-wrapper slidev-magic-move" data-title={title || undefined}>
      {title && <div className="code-block-title">{title}</div>}
      {live ? (
        <Suspense fallback={still}>
          <Animated info={info} onEnd={(pre) => markRange(pre, range, lines)} duration={duration} />
        </Suspense>
      ) : (
        still
      )}
    </div>
  );
}
