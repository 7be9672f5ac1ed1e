// Slidev's click rules, worked out at build time. The expected numbers are what Slidev 53 itself
// showed for the same Markdown (its elements' data-slidev-clicks-start, and the deck stepped through
// with →), so a deck reveals here on the clicks its author saw there.
import { describe, expect, it } from 'vitest';
import { readSlide } from '../../src/node/compile/read-slide.ts';
import type { ClickSpan, TemplateNode } from '../../src/node/compile/template.ts';
import { slideSteps } from '../../src/node/parser/steps.ts';
import { parseDeck } from '../../src/node/parser/parse.ts';

/** Every click-revealed element's first text and [start, end] (end null when it stays), in document order. */
function spans(markdown: string): { text: string; start: number; end: number | null; hide: boolean }[] {
  const out: { text: string; start: number; end: number | null; hide: boolean }[] = [];
  const firstText = (nodes: TemplateNode[]): string => {
    for (const node of nodes) {
      if (node.type === 'text' && node.value.trim()) return node.value.trim();
      if (node.type === 'element') {
        const text = firstText(node.children);
        if (text) return text;
      }
    }
    return '';
  };
  const walk = (nodes: TemplateNode[]) => {
    for (const node of nodes) {
      const click: ClickSpan | undefined = node.type === 'element' || node.type === 'fence' ? node.click : undefined;
      if (click) out.push({ text: node.type === 'element' ? firstText(node.children) : 'code', start: click.start, end: click.end === Infinity ? null : click.end, hide: click.hide });
      if (node.type === 'element') walk(node.children);
    }
  };
  for (const slot of readSlide(markdown, 1, () => undefined).slots) walk(slot.nodes);
  return out;
}

const clicksOf = (markdown: string) => slideSteps(markdown).clicks;

describe('click steps by Slidev\'s rules', () => {
  it('reveals <v-clicks depth="3"> items in document order, parents before the items nested in them', () => {
    const list = '<v-clicks depth="3">\n\n- A\n  - B\n    - C\n    - D\n  - E\n- I\n\n</v-clicks>\n';
    expect(spans(list).map((s) => `${s.text}@${s.start}`)).toEqual(['A@1', 'B@2', 'C@3', 'D@4', 'E@5', 'I@6']);
    expect(clicksOf(list)).toBe(6);
  });

  it('counts a directive written inside another element before the element itself, as Slidev mounts them', () => {
    expect(spans('<div v-click>outer <span v-click>inner</span></div>\n').map((s) => `${s.text}@${s.start}`)).toEqual(['outer@2', 'inner@1']);
  });

  it('shows every element inside one <v-click> on the same click, text wrapped', () => {
    expect(spans('<v-click>\n\npara one\n\npara two\n\n</v-click>\n').map((s) => `${s.text}@${s.start}`)).toEqual(['para one@1', 'para two@1']);
    expect(spans('<v-click>Just text</v-click>\n').map((s) => `${s.text}@${s.start}`)).toEqual(['Just text@1']);
  });

  it('takes absolute, relative and range positions, and v-after with the click before', () => {
    const slide = [
      '<div v-click>one</div>',
      '<div v-click="3">three</div>',
      '<div v-click="\'+2\'">plus two</div>',
      '<div v-click.hide="[2, 4]">range</div>',
      '<div v-after>after</div>',
      '<v-click at="+2"><div>at plus two</div></v-click>',
    ].join('\n');
    expect(spans(slide).map((s) => [s.text, s.start, s.end, s.hide])).toEqual([
      ['one', 1, null, false],
      ['three', 3, null, false],
      ['plus two', 3, null, false],
      ['range', 2, 4, true],
      ['after', 3, null, false],
      ['at plus two', 5, null, false],
    ]);
    expect(clicksOf(slide)).toBe(5);
  });

  it('hides with v-click-hide and <v-click hide>', () => {
    const slide = '<div v-click-hide>A</div>\n<div v-click-hide>B</div>\n<div v-click>C</div>\n<v-click hide><div>E</div></v-click>\n';
    expect(spans(slide).map((s) => [s.text, s.start, s.hide])).toEqual([
      ['A', 1, true],
      ['B', 2, true],
      ['C', 3, false],
      ['E', 4, true],
    ]);
  });

  it('groups <v-clicks every="2"> items two to a click', () => {
    const slide = '<v-clicks every="2">\n\n- a\n- b\n- c\n- d\n- e\n\n</v-clicks>\n';
    expect(spans(slide).map((s) => s.start)).toEqual([1, 1, 2, 2, 3]);
    expect(clicksOf(slide)).toBe(3);
  });

  it('places v-switch cases and code steps after the clicks before them', () => {
    const slide = [
      '<div v-click>first</div>',
      '',
      '<v-switch>',
      '<template #1>s1</template>',
      '<template #3>s3</template>',
      '<template #5-7>s5</template>',
      '</v-switch>',
      '',
      '```ts {1|2|3}',
      'a',
      'b',
      'c',
      '```',
    ].join('\n');
    // As in Slidev: the switch's cases at clicks 2–3, 4–5, 6–7 (slots 1, 3, 5-7 after click 1), the code's steps at 8 and 9.
    expect(spans(slide).map((s) => [s.text, s.start, s.end])).toEqual([
      ['first', 1, null],
      ['s1', 2, 4],
      ['s3', 4, 6],
      ['s5', 6, 8],
      ['code', 8, null],
    ]);
    expect(clicksOf(slide)).toBe(9);
  });

  it('starts code steps where the fence says, `{at:…}`', () => {
    expect(spans('```ts {1|2}{at:4}\na\nb\n```\n')[0]?.start).toBe(4);
    expect(clicksOf('```ts {1|2}{at:4}\na\nb\n```\n')).toBe(4);
  });

  it('counts a v-mark as a click and <v-click-gap> as clicks that reveal nothing', () => {
    expect(clicksOf('<span v-mark.red>marked</span>\n')).toBe(1);
    expect(clicksOf('<span v-mark="3">marked</span>\n')).toBe(3);
    expect(clicksOf('<div v-click>a</div>\n<v-click-gap size="2"/>\n<div v-click>b</div>\n')).toBe(4);
  });

  it('counts on across slots, and takes `clicks:` in the frontmatter as the slide\'s total', () => {
    expect(clicksOf('<v-click>\n\na\n\n</v-click>\n\n::right::\n\n<v-click>\n\nb\n\n</v-click>\n')).toBe(2);
    const deck = parseDeck('# One\n\n<v-click>a</v-click>\n\n---\nclicks: 5\n---\n\n<v-click>b</v-click>\n', 'talk.md');
    expect(deck.slides.map((s) => s.clicks)).toEqual([1, 5]);
  });

  it('counts a <v-click> in inline code or a code block as text, not as a step', () => {
    expect(clicksOf('Write `<v-click>` around it:\n\n<v-click>\n\nThis waits.\n\n</v-click>\n\n```html\n<v-click>in code</v-click>\n```\n')).toBe(1);
  });

  it('says, and takes the next click, when a position is not a constant', () => {
    const problems: string[] = [];
    readSlide('<div v-click="$frontmatter.at">x</div>\n', 1, (_kind, _line, message) => problems.push(message));
    expect(problems).toEqual(['v-click="$frontmatter.at" is not a constant, which this engine needs to count clicks at build time: it takes the next click']);
  });
});
