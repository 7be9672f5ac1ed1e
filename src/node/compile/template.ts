// A slot's HTML read as a Vue template, by Vue's own parser (what Slidev compiles slides with): void
// elements left open, unquoted attribute values, a bare `<` in prose, attribute names with `:`, `@`,
// `#` or digits all parse as they do there. The result is a small tree of our own that the click
// rules (clicks.ts) and the code generator (codegen.ts) read, each node knowing its line in the
// Markdown file. What Vue's parser repairs (an element never closed, a stray end tag) is kept as
// repaired, and said.
import { parse, type AttributeNode, type DirectiveNode, type ElementNode, type TemplateChildNode } from '@vue/compiler-dom';
import { type Fence, FENCE_TAG, type SlotHtml } from './markdown.ts';

export interface TemplateAttribute {
  name: string;
  /** `true` for an attribute written without a value. */
  value: string | true;
}

export interface TemplateDirective {
  /** Vue's name without `v-`: bind, on, click, after, if, for, slot, mark… */
  name: string;
  /** As written, e.g. `v-click.hide` or `:class`, for messages. */
  raw: string;
  arg?: string;
  /** `:[key]="…"`: the argument is itself an expression. */
  dynamicArg?: boolean;
  exp?: string;
  modifiers: string[];
}

/** Where a click-revealed element shows (clicks.ts): from `start` until before `end`. */
export interface ClickSpan {
  start: number;
  /** Exclusive; Infinity when it stays. */
  end: number;
  hide: boolean;
  /** Animation presets (`v-click.fade`, `<v-clicks animation="up">`). */
  animations: string[];
  /** `display`: hidden with display:none (v-switch), else faded out and kept in place. */
  mode: 'opacity' | 'display';
}

export interface TemplateElement {
  type: 'element';
  tag: string;
  ns: 'html' | 'svg' | 'math';
  /** Not an HTML, SVG or MathML element: a component to resolve. */
  component: boolean;
  attributes: TemplateAttribute[];
  directives: TemplateDirective[];
  children: TemplateNode[];
  line: number;
  /** Set by the click rules. */
  click?: ClickSpan;
}

export interface TemplateText {
  type: 'text';
  value: string;
}

export interface TemplateExpression {
  type: 'expression';
  code: string;
  line: number;
}

/** A code fence set aside by markdown.ts: highlighted at build time, never read as a template. */
export interface TemplateFence {
  type: 'fence';
  fence: Fence;
  line: number;
  /** Set by the click rules when the fence has line-highlight steps. */
  click?: ClickSpan;
}

export type TemplateNode = TemplateElement | TemplateText | TemplateExpression | TemplateFence;

export interface TemplateProblem {
  line: number;
  message: string;
}

export interface Template {
  children: TemplateNode[];
  problems: TemplateProblem[];
}

const NAMESPACES = ['html', 'svg', 'math'] as const;
const NODE = { element: 1, text: 2, comment: 3, interpolation: 5 } as const;
const PROP = { attribute: 6, directive: 7 } as const;
const TAG_TYPE = { component: 1 } as const;

/** What each parse error the browser would repair means for the slide. */
function repairNote(code: number, message: string): string {
  if (/missing end tag/i.test(message)) return 'it runs to the end of its block, as a browser would read it';
  if (/invalid end tag/i.test(message)) return 'the end tag is ignored';
  if (/duplicate attribute/i.test(message)) return 'the first one is kept';
  if (/interpolation end/i.test(message)) return 'it is shown as text';
  return `read as a browser would (Vue parser error ${code})`;
}

/** Maps a place in the HTML to a line of the Markdown file, by the `<!--@Ln-->` marks before each block. */
function lineMap(html: string, fallback: number): (offset: number) => number {
  const marks = [...html.matchAll(/<!--@L(\d+)-->/g)].map((match) => ({ offset: match.index ?? 0, line: Number(match[1]) }));
  return (offset) => {
    let best: (typeof marks)[number] | undefined;
    for (const mark of marks) {
      if (mark.offset > offset) break;
      best = mark;
    }
    if (!best) return fallback;
    let line = best.line;
    for (let i = html.indexOf('\n', best.offset); i >= 0 && i < offset; i = html.indexOf('\n', i + 1)) line++;
    return line;
  };
}

function attributeOf(prop: AttributeNode): TemplateAttribute {
  return { name: prop.name, value: prop.value ? prop.value.content : true };
}

function directiveOf(prop: DirectiveNode): TemplateDirective {
  const arg = prop.arg && 'content' in prop.arg ? prop.arg : undefined;
  return {
    name: prop.name,
    raw: prop.rawName ?? `v-${prop.name}`,
    ...(arg ? { arg: arg.content, dynamicArg: !arg.isStatic } : {}),
    ...(prop.exp && 'content' in prop.exp ? { exp: prop.exp.content } : {}),
    modifiers: prop.modifiers.map((m) => m.content),
  };
}

/** Reads a slot's HTML (markdown.ts) into template nodes. */
export function readTemplate(slot: SlotHtml, firstLine: number): Template {
  const problems: TemplateProblem[] = [];
  const toSource = lineMap(slot.html, firstLine);
  const root = parse(slot.html, {
    comments: true,
    onError: (error) => {
      const line = toSource(error.loc?.start.offset ?? 0);
      problems.push({ line, message: `${error.message.replace(/\.$/, '')}: ${repairNote(Number(error.code), error.message)}` });
    },
    onWarn: () => undefined,
  });

  const convert = (nodes: TemplateChildNode[]): TemplateNode[] =>
    nodes.flatMap((node): TemplateNode[] => {
      const line = toSource(node.loc.start.offset);
      if (node.type === NODE.text) return [{ type: 'text', value: node.content }];
      if (node.type === NODE.interpolation) {
        const content = node.content;
        return [{ type: 'expression', code: 'content' in content && typeof content.content === 'string' ? content.content : '', line }];
      }
      if (node.type !== NODE.element) return []; // comments (and the line marks among them)
      const element = node as ElementNode;
      if (element.tag === FENCE_TAG) {
        const index = Number(element.props.find((p): p is AttributeNode => p.type === PROP.attribute && p.name === 'data-i')?.value?.content);
        const fence = slot.fences[index];
        return fence ? [{ type: 'fence', fence, line: fence.line }] : [];
      }
      return [
        {
          type: 'element',
          tag: element.tag,
          ns: NAMESPACES[element.ns] ?? 'html',
          component: element.tagType === TAG_TYPE.component,
          attributes: element.props.filter((p): p is AttributeNode => p.type === PROP.attribute).map(attributeOf),
          directives: element.props.filter((p): p is DirectiveNode => p.type === PROP.directive).map(directiveOf),
          children: convert(element.children),
          line,
        },
      ];
    });

  return { children: convert(root.children), problems };
}

