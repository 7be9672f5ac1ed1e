// A slot's template (template.ts, its clicks worked out by clicks.ts) as the body of a React
// component: `h(tag, props, ...children)` calls, where `h` is React's createElement, `$r` the slide
// runtime (src/client/slide/runtime.ts) and `$b` the built-in components. Vue's template syntax
// becomes what React does with it:
//   {{ expr }}            $r.text(() => expr)       shown as Vue shows values ('' for null…)
//   :prop / v-bind        the expression, `class` and `style` merged with the written ones
//   @event / v-on         $r.on(handler, modifiers)
//   v-if / v-else(-if)    a conditional, v-show a `display: none`, v-for a list, v-html / v-text
// Every expression is checked (expressions.ts); one naming what the slide does not have is left out
// with a warning, and at run time an expression that throws shows nothing instead of failing the slide.
import { camelize, isBooleanAttribute, reactEvent, reactName, StyleError, styleObject } from './attributes.ts';
import { kebabName, type MarkSpec } from './clicks.ts';
import { constantValue, ExpressionError, parseExpression, parseHandler, SLIDE_SCOPE, unknownNames } from './expressions.ts';
import type { TemplateDirective, TemplateElement, TemplateFence, TemplateNode } from './template.ts';
import type { WarningKind } from '../warnings.ts';

export interface CodegenContext {
  /** Reports a problem at a line of the Markdown file. */
  report: (kind: WarningKind, line: number, message: string) => void;
  /** Names the talk's Vite config defines (`define`), which expressions may read. */
  defined: ReadonlySet<string>;
  /** The code of a built-in component for a tag (`Toc`, `toc` → `$b.Toc`), or null. */
  component: (tag: string) => string | null;
  /** The code for a code fence. */
  fence: (node: TemplateFence) => string;
  /** The code for an attribute that names a file (an image's `src`): an import, or null to keep it as written. */
  asset: (tag: string, attribute: string, value: string, line: number) => string | null;
  /** The slide's frontmatter (`v-drag` positions by name). */
  frontmatter: Record<string, unknown>;
}

/** What a generated slot reads from the slide's scope. */
export interface ScopeUse {
  any: boolean;
  clicks: boolean;
}

const SCOPE = new Set<string>(SLIDE_SCOPE);
const CLICK_READERS = new Set(['$clicks', '$slidev', '$nav', '$clicksContext']);
const VUE_WRAPPERS = new Set(['transition', 'transition-group', 'keep-alive', 'teleport', 'suspense', 'component', 'slot', 'template', 'client-only']);
const MOTION_BINDINGS = /^(initial|enter|leave|visible|visible-once|hovered|focused|tapped|variants|delay|duration|click-\d+(-\d+)?)$/;
const EVENT_MODIFIERS = new Set(['prevent', 'stop', 'self', 'once', 'capture', 'passive', 'exact', 'left', 'right', 'middle', 'enter', 'esc', 'space', 'tab', 'up', 'down', 'delete', 'ctrl', 'shift', 'alt', 'meta']);
const KNOWN_DIRECTIVES = new Set(['bind', 'on', 'if', 'else-if', 'else', 'for', 'show', 'html', 'text', 'slot', 'pre', 'once', 'memo', 'cloak', 'model', 'click', 'after', 'click-hide', 'mark', 'motion', 'drag']);

const json = (value: unknown) => JSON.stringify(value) ?? 'undefined';

export class SlotGenerator {
  readonly uses: ScopeUse = { any: false, clicks: false };
  private readonly reported = new Set<string>();

  constructor(private readonly context: CodegenContext) {}

  private reportOnce(kind: WarningKind, line: number, message: string, key = message): void {
    if (this.reported.has(key)) return;
    this.reported.add(key);
    this.context.report(kind, line, message);
  }

  /** An expression guarded at run time, or `undefined` when it cannot be honoured. */
  private expression(code: string, line: number, scope: ReadonlySet<string>, what: string): string {
    let node;
    try {
      node = parseExpression(code);
    } catch (err) {
      if (!(err instanceof ExpressionError)) throw err;
      this.context.report('syntax', line, `${what} "${code.trim()}" is not a JavaScript expression (${err.message}): left out`);
      return 'undefined';
    }
    return this.checked(node, code, line, scope, what) ? `$r.v(() => (${code}))` : 'undefined';
  }

  private checked(node: Parameters<typeof unknownNames>[0], code: string, line: number, scope: ReadonlySet<string>, what: string): boolean {
    const unknown = unknownNames(node, new Set([...SCOPE, ...scope]), this.context.defined);
    if (unknown.length) {
      this.context.report('syntax', line, `${what} "${code.trim()}" reads ${unknown.map((n) => `"${n}"`).join(', ')}, which this engine does not have (a slide's <script setup> is not run): left out`);
      return false;
    }
    for (const name of unknownNames(node, new Set(), this.context.defined)) {
      if (SCOPE.has(name)) {
        this.uses.any = true;
        if (CLICK_READERS.has(name)) this.uses.clicks = true;
      }
    }
    return true;
  }

  private handler(directive: TemplateDirective, line: number, scope: ReadonlySet<string>): string | null {
    const code = directive.exp?.trim() ?? '';
    if (!code) return null;
    let parsed;
    try {
      parsed = parseHandler(code);
    } catch (err) {
      this.context.report('syntax', line, `${directive.raw}="${code}" is not JavaScript (${err instanceof Error ? err.message : String(err)}): left out`);
      return null;
    }
    if (!this.checked(parsed.node, code, line, new Set([...scope, '$event']), `${directive.raw}`)) return null;
    const body = parsed.kind === 'function' ? `(${code})($event)` : `{ ${code} }`;
    const modifiers = directive.modifiers.filter((m) => EVENT_MODIFIERS.has(m));
    return `$r.on(($event) => ${body}, ${json(modifiers)})`;
  }

  /** The code of a list of sibling nodes, as the arguments after props. */
  children(nodes: TemplateNode[], scope: ReadonlySet<string>): string[] {
    const out: string[] = [];
    for (let i = 0; i < nodes.length; i++) {
      const node = nodes[i];
      if (!node) continue;
      if (node.type === 'element' && directiveOf(node, 'if')) {
        // A v-if and the v-else-if / v-else siblings after it (blank text between them aside).
        const chain: TemplateElement[] = [node];
        let j = i + 1;
        for (; j < nodes.length; j++) {
          const next = nodes[j];
          if (next?.type === 'text' && !next.value.trim()) continue;
          if (next?.type === 'element' && (directiveOf(next, 'else-if') || directiveOf(next, 'else'))) {
            chain.push(next);
            if (directiveOf(next, 'else')) { j++; break; }
            continue;
          }
          break;
        }
        i = j - 1;
        out.push(this.conditional(chain, scope));
        continue;
      }
      if (node.type === 'element' && (directiveOf(node, 'else-if') || directiveOf(node, 'else'))) {
        this.context.report('syntax', node.line, `${directiveOf(node, 'else') ? 'v-else' : 'v-else-if'} has no v-if before it: shown always`);
      }
      out.push(this.node(node, scope));
    }
    return out;
  }

  private conditional(chain: TemplateElement[], scope: ReadonlySet<string>): string {
    let code = 'null';
    for (const element of [...chain].reverse()) {
      const condition = directiveOf(element, 'if') ?? directiveOf(element, 'else-if');
      const rendered = this.node(element, scope);
      code = condition ? `(${this.expression(condition.exp ?? 'true', element.line, scope, condition.raw)} ? ${rendered} : ${code})` : rendered;
    }
    return code;
  }

  node(node: TemplateNode, scope: ReadonlySet<string>): string {
    switch (node.type) {
      case 'text':
        return json(node.value);
      case 'expression':
        return `$r.text(${this.expression(node.code, node.line, scope, '{{ }}')})`;
      case 'fence':
        return this.context.fence(node);
      case 'element':
        return this.element(node, scope);
    }
  }

  private element(element: TemplateElement, scope: ReadonlySet<string>): string {
    const each = directiveOf(element, 'for');
    if (each) return this.list(element, each, scope);
    const name = kebabName(element.tag);
    if (element.component && name === 'v-click-gap') return 'null';
    if (element.component && name === 'v-drag') {
      // Slidev's <v-drag pos="…">: a box placed where its position says.
      const pos = element.attributes.find((a) => a.name === 'pos')?.value;
      const style = this.dragStyle(typeof pos === 'string' ? pos : undefined, element.line);
      return `h("div", ${style ? `{ className: "slidev-drag", style: ${style} }` : '{ className: "slidev-drag" }'}, ${this.children(element.children, scope).join(', ') || 'null'})`;
    }
    for (const directive of element.directives) {
      if (!KNOWN_DIRECTIVES.has(directive.name)) {
        this.reportOnce('syntax', element.line, `${directive.raw} is not a directive this engine knows: ignored`, `directive:${directive.name}`);
      }
    }
    const children = directiveOf(element, 'pre') ? element.children.map((c) => (c.type === 'text' ? json(c.value) : this.node(c, scope))) : this.children(element.children, scope);
    const props = this.props(element, scope);

    let type: string;
    if (!element.component && element.tag !== 'template') type = json(element.tag);
    else if (VUE_WRAPPERS.has(name)) type = '$r.F';
    else {
      const found = this.context.component(element.tag);
      if (found) type = found;
      else {
        this.reportOnce('component', element.line, `<${element.tag}> is neither a built-in component nor one of the deck's: its content is shown without it (Slidev's own components and icons are not supported yet)`, `component:${element.tag}`);
        type = '"span"';
        const className = props.find(([key]) => key === 'className');
        if (className) className[1] = `$r.cls("slidev-unknown-component", ${className[1]})`;
        else props.unshift(['className', '"slidev-unknown-component"']);
        props.push(['"data-component"', json(element.tag)]);
      }
    }
    const mark = (element as TemplateElement & { mark?: MarkSpec }).mark;
    if (element.click || mark) {
      props.unshift(['as', type]);
      if (element.click) props.push(['click', json([element.click.start, element.click.end === Infinity ? null : element.click.end, element.click.hide, element.click.mode, element.click.animations])]);
      if (mark) props.push(['mark', json({ ...mark, span: mark.span && [mark.span.start, mark.span.end === Infinity ? null : mark.span.end] })]);
      type = '$r.Reveal';
    }
    const propsCode = type === '$r.F' ? 'null' : objectCode(props);
    return `h(${[type, propsCode, ...children].join(', ')})`;
  }

  private list(element: TemplateElement, each: TemplateDirective, scope: ReadonlySet<string>): string {
    const match = /^\s*(?:\(([^)]*)\)|([^()]+?))\s+(?:in|of)\s+([\s\S]+)$/.exec(each.exp ?? '');
    const aliases = (match?.[1] ?? match?.[2] ?? '').trim();
    const source = match?.[3]?.trim();
    if (!source || !aliases) {
      this.context.report('syntax', element.line, `v-for="${each.exp ?? ''}" is not "item in list": the element is left out`);
      return 'null';
    }
    try {
      parseExpression(`(${aliases}) => 0`);
    } catch {
      this.context.report('syntax', element.line, `v-for="${each.exp ?? ''}": "${aliases}" are not names: the element is left out`);
      return 'null';
    }
    const names = aliases.split(/[^\w$]+/).filter((n) => n && !/^\d/.test(n));
    const list = this.expression(source, element.line, scope, 'v-for');
    if (list === 'undefined') return 'null';
    const inner = { ...element, directives: element.directives.filter((d) => d !== each) };
    return `$r.each(${list}, (${aliases}) => ${this.element(inner, new Set([...scope, ...names]))})`;
  }

  /** Props as [name, code] pairs; a spread is ['...', code]. */
  private props(element: TemplateElement, scope: ReadonlySet<string>): [string, string][] {
    const component = element.component;
    const props: [string, string][] = [];
    const classes: string[] = [];
    const styles: string[] = [];
    const motion = element.directives.some((d) => d.name === 'motion');
    for (const { name, value } of element.attributes) {
      if (name === 'ref') continue;
      if (name === 'key') props.push(['key', json(value)]);
      else if (name === 'class') classes.push(json(value === true ? '' : value));
      else if (name === 'style' && value !== true) {
        try {
          styles.push(json(styleObject(value)));
        } catch (err) {
          if (!(err instanceof StyleError)) throw err;
          this.context.report('html', element.line, `style="${value}" is not CSS declarations (${err.message}): left out`);
        }
      } else if (name.startsWith('on') && !component) {
        this.reportOnce('syntax', element.line, `${name}="…" is script in an attribute, which is not run: use @${name.slice(2)}="…"`, `on:${name}`);
      } else {
        const asset = typeof value === 'string' && !component ? this.context.asset(element.tag, name, value, element.line) : null;
        const prop = component ? camelize(name) : reactName(name, element.ns);
        if (!prop) continue;
        const isBoolean = !component && isBooleanAttribute(name, element.ns);
        // A name alone is true for a boolean attribute, and present but empty for any other (`<div text-xl>`: UnoCSS's attributify).
        const present = value === true ? '' : value;
        props.push([prop, asset ?? (isBoolean ? json(present === '' || present.toLowerCase() === name.toLowerCase() || present === 'true') : json(present))]);
      }
    }
    for (const directive of element.directives) {
      const { name, arg } = directive;
      if (name === 'bind') {
        if (directive.dynamicArg) {
          this.reportOnce('syntax', element.line, `${directive.raw}: a computed attribute name is not supported: ignored`, `dyn:${directive.raw}`);
          continue;
        }
        if (motion && arg && MOTION_BINDINGS.test(arg)) continue;
        const code = this.expression(directive.exp ?? 'true', element.line, scope, directive.raw);
        if (!arg) props.push(['...', `$r.bind(${code})`]);
        else if (arg === 'class') classes.push(code);
        else if (arg === 'style') styles.push(code);
        else if (arg === 'key') props.push(['key', code]);
        else {
          const prop = component ? camelize(arg) : reactName(arg, element.ns);
          if (prop) props.push([prop, code]);
        }
      } else if (name === 'on') {
        if (!arg || directive.dynamicArg) {
          this.reportOnce('syntax', element.line, `${directive.raw} without an event name is not supported: ignored`, `on:${directive.raw}`);
          continue;
        }
        const handler = this.handler(directive, element.line, scope);
        if (handler) props.push([reactEvent(arg), handler]);
      } else if (name === 'show') {
        styles.push(`$r.show(${this.expression(directive.exp ?? 'true', element.line, scope, 'v-show')})`);
      } else if (name === 'html' && !component) {
        props.push(['dangerouslySetInnerHTML', `{ __html: String(${this.expression(directive.exp ?? "''", element.line, scope, 'v-html')} ?? '') }`]);
      } else if (name === 'model') {
        this.reportOnce('syntax', element.line, `${directive.raw} needs state from the slide's <script setup>, which this engine does not run: the field is shown without it`, `model:${element.line}`);
      } else if (name === 'motion') {
        this.reportOnce('feature', element.line, 'v-motion is not supported yet: the element is shown in its final place, without motion', 'motion');
      } else if (name === 'drag') {
        let value: unknown;
        try {
          value = directive.exp ? constantValue(directive.exp) : undefined;
        } catch {
          value = undefined;
        }
        const style = this.dragStyle(value, element.line);
        if (style) styles.push(style);
      }
    }
    const text = directiveOf(element, 'text');
    if (text) props.push(['children', `$r.text(${this.expression(text.exp ?? "''", element.line, scope, 'v-text')})`]);
    if (classes.length) props.unshift(['className', classes.length === 1 && classes[0]?.startsWith('"') ? classes[0] : `$r.cls(${classes.join(', ')})`]);
    if (styles.length) props.push(['style', styles.length === 1 && styles[0]?.startsWith('{') ? styles[0] : `$r.style(${styles.join(', ')})`]);
    return props;
  }

  /**
   * `v-drag="[left, top, width, height, rotate]"`, `v-drag="'name'"` (the frontmatter's `dragPos.name`,
   * "left,top,width,height,rotate") or `<v-drag pos="…">`: placed there, not draggable.
   */
  private dragStyle(value: unknown, line: number): string | null {
    let position = value;
    if (typeof position === 'string') {
      const saved = (this.context.frontmatter.dragPos as Record<string, unknown> | undefined)?.[position];
      position = (typeof saved === 'string' ? saved : position).split(',').map(Number);
    }
    this.reportOnce('feature', line, 'v-drag is not supported yet: the element is placed where its position says, but cannot be dragged', 'drag');
    if (!Array.isArray(position) || position.length < 4 || position.slice(0, 4).some((n) => typeof n !== 'number' || Number.isNaN(n))) return null;
    const [left, top, width, height, rotate = 0] = position as number[];
    const style: Record<string, string> = { position: 'absolute', left: `${left}px`, top: `${top}px`, width: `${width}px` };
    if (Number.isFinite(height)) style.height = `${height}px`;
    if (rotate) style.transform = `rotate(${rotate}deg)`;
    return json(style);
  }

}

function directiveOf(element: TemplateElement, name: string): TemplateDirective | undefined {
  return element.directives.find((d) => d.name === name);
}

function objectCode(props: [string, string][]): string {
  if (props.length === 0) return 'null';
  const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : name.startsWith('"') ? name : json(name));
  return `{ ${props.map(([name, code]) => (name === '...' ? `...${code}` : `${key(name)}: ${code}`)).join(', ')} }`;
}
