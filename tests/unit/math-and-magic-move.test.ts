// KaTeX's delimiters as Slidev reads them, and Shiki Magic Move's steps and clicks as Slidev counts them.
import { describe, expect, it } from 'vitest';
import { magicMoveAt } from '../../src/client/slides/builtin/MagicMove.tsx';
import { magicMoveClicks, magicMoveSteps } from '../../src/node/compile/magic-move.ts';
import { markdownToHtml } from '../../src/node/compile/markdown.ts';

describe('KaTeX delimiters', () => {
  const math = (markdown: string) => (markdownToHtml(markdown, 1).html.match(/class="katex"/g) ?? []).length;

  it('typesets $…$ after a non-space opening and before a non-space closing not followed by a digit', () => {
    expect(math('Energy: $E = mc^2$.')).toBe(1);
    expect(math('Prices: $5 and $10, or $ 3 $.')).toBe(0);
    expect(math('Escaped: \\$x\\$ and `$code$`.')).toBe(0);
  });

  it('takes a $$ block, on one line or many, as a code-fence-like block with steps', () => {
    const html = markdownToHtml('$$ {1|2}\na \\\\\nb\n$$\n\n$$ x^2 $$\n', 10);
    expect(html.fences.map((f) => [f.info, f.math, f.line])).toEqual([
      ['tex {1|2}', true, 10],
      ['tex', true, 15],
    ]);
    expect(html.math).toBe(true);
  });
});

describe('Shiki Magic Move', () => {
  const fence = '```ts\na\n```\n```ts {1|2}\nb\nc\n```\n```js\nd\n```\n';

  it('reads each step with its language and ranges', () => {
    expect(magicMoveSteps(fence)).toEqual([
      { lang: 'ts', code: 'a', ranges: [] },
      { lang: 'ts', code: 'b\nc', ranges: ['1', '2'] },
      { lang: 'js', code: 'd', ranges: [] },
    ]);
  });

  it("takes a click per step and per range after a step's first, less one", () => {
    expect(magicMoveClicks(magicMoveSteps(fence))).toBe(3);
    expect(magicMoveClicks(magicMoveSteps('```ts\na\n```\n'))).toBe(0);
  });

  it('shows at each click the step and range Slidev shows', () => {
    const ranges = [[], ['1', '2'], []];
    expect([0, 1, 2, 3, 4, 9].map((clicks) => magicMoveAt(ranges, clicks, 1))).toEqual([
      { step: 0, range: 'all' },
      { step: 1, range: '1' },
      { step: 1, range: '2' },
      { step: 2, range: 'all' },
      { step: 2, range: 'all' },
      { step: 2, range: 'all' },
    ]);
  });
});
