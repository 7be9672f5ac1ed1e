// A `$$ … $$` formula, typeset by KaTeX at build time (the HTML comes with the slide), whose
// line-highlight steps (`$$ {1|3|all}`) follow the clicks as a code block's do: a line of a
// multi-line formula is the cells of one row across its aligned columns; lines out of focus dim.
import { useLayoutEffect, useRef } from 'react';
import { useClicks } from '../slide/ClicksContext.ts';
import { linesOf, stepAt } from './CodeBlock.tsx';

interface KatexBlockProps {
  /** KaTeX's HTML. */
  html: string;
  steps?: string[];
  /** The click the second range shows at (worked out at build time). */
  start?: number;
  finally?: string;
  startLine?: number;
}

const COLUMN = '.mtable > [class*=col-align]';
const ROW = ':scope > .vlist-t > .vlist-r > .vlist > span > .mord';

/** The rendered formula's lines: each row's cells, across its outermost aligned columns. */
function formulaLines(root: Element): Element[][] {
  const lines: Element[][] = [];
  const columns = [...root.querySelectorAll(COLUMN)].filter((column) => !column.parentElement?.closest(COLUMN));
  for (const column of columns) {
    [...column.querySelectorAll(ROW)].forEach((row, index) => (lines[index] ??= []).push(row));
  }
  return lines;
}

export function KatexBlock({ html, steps = [], start = 1, finally: final, startLine = 1 }: KatexBlockProps) {
  const clicks = useClicks();
  const box = useRef<HTMLDivElement>(null);
  const { range, hidden } = steps.length ? stepAt(steps, clicks, start, final) : { range: '', hidden: false };

  // KaTeX's markup is the build's: the lines are marked on it once it is in the page.
  useLayoutEffect(() => {
    if (!box.current || !steps.length) return;
    const lines = formulaLines(box.current);
    const focus = linesOf(range, lines.length, startLine);
    lines.forEach((cells, index) => {
      const on = !focus || focus.has(index + startLine);
      for (const cell of cells) {
        cell.classList.toggle('highlighted', on);
        cell.classList.toggle('dishonored', !on);
      }
    });
  }, [range, steps.length, startLine]);

  return <div ref={box} className={`slidev-katex-wrapper${hidden ? ' slidev-vclick-hidden' : ''}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
