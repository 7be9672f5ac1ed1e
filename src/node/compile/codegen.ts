// A slot's template (template.ts, its clicks worked out by clicks.ts) as the body of a React
// component: `h(tag, props, ...children)` calls, where `h` is React's createElement, `$r` the slide
// runtime (src/client/slides/slide/runtime.ts) and `$b` the built-in components. Vue's template syntax
// becomes what React does with it:
//   {{ expr }}            $r.text($r.v(() => expr))  shown as Vue shows values ('' for null…)
//   :prop / v-bind        the expression, `class` and `style` merged with the written ones
//   @event / v-on         $r.on(handler, modifiers)
//   v-if / v-else(-if)    a conditional, v-show a `display: none`, v-for a list, v-html / v-text
// Every expression is checked as it is written (codegen-expressions.ts).
import { camelize, isBooleanAttribute, reactEvent, reactName, StyleError, styleObject } from './attributes.ts';
import { kebabName, type MarkSpec } from './clicks.ts';
import { ExpressionWriter, json, type ExpressionContext } from './codegen-expressions.ts';
import { constantValue, parseExpression } from './expressions.ts';
import type { TemplateDirective, TemplateElement, TemplateFence, TemplateNode } from './template.ts';

export interface CodegenContext extends ExpressionContext {
  /** The code of a built-in component for a tag (`Toc`, `toc` → `$b.Toc`), or null. */
  component: (tag: string) => string | null;
  /** What to say of a tag no component was found for, when there is more to say than "unknown" (a talk's Vue component). */
  unknownComponent?: (tag: string) => string | undefined;
  /** The code for a code fence. */
  fence: (node: TemplateFence) => string;
  /** The code for an attribute that names a file (an image's `src`): an import, or null to keep it as written. */
  asset: (tag: string, attribute: string, value: string, line: number) => string | null;
  /** The slide's frontmatter (`v-drag` positions by name). */
  frontmatter: Record<string, unknown>;
  /** The name of the v-motion component, imported by the slide once it has one. */
  motion: () => string;
}

const VUE_WRAPPERS = new Set(['transition', 'transition-group', 'keep-alive', 'teleport', 'suspense', 'component', 'slot', 'template', 'client-only']);
const MOTION_BINDINGS = /^(initial|enter|leave|visible|visible-once|hovered|focused|tapped|variants|delay|duration|click-\d+(-\d+)?)$/;
/** The v-motion bindings followed (Slidev's variants, and @vueuse/motion's delay and duration); the others are said. */
const MOTION_FOLLOWED = /^(initial|enter|leave|delay|duration|click-(\d+)(?:-(\d+))?)$/;
const KNOWN_DIRECTIVES = new Set(['bind', 'on', 'if', 'else-if', 'else', 'for', 'show', 'html', 'text', 'slot', 'pre', 'once', 'memo', 'cloak', 'model', 'click', 'after', 'click-hide', 'mark', 'motion', 'drag']);

export class SlotGenerator extends ExpressionWriter {
  constructor(protected override readonly context: CodegenContext) {
    super(context);
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
    // A component's `<template #name>` children are its named slots (`#default`: its children).
    const named = element.component ? element.children.filter((c): c is TemplateElement => c.type === 'element' && c.tag === 'template' && !!directiveOf(c, 'slot')?.arg) : [];
    const slotOf = (template: TemplateElement) => directiveOf(template, 'slot')?.arg ?? 'default';
    const own = element.children.filter((c) => !named.includes(c as TemplateElement)).concat(named.filter((t) => slotOf(t) === 'default').flatMap((t) => t.children));
    const children = directiveOf(element, 'pre') ? own.map((c) => (c.type === 'text' ? json(c.value) : this.node(c, scope))) : this.children(own, scope);
    const props = this.props(element, scope);
    const slots = named.filter((t) => slotOf(t) !== 'default').map((t) => `${json(slotOf(t))}: h($r.F, null, ${this.children(t.children, scope).join(', ') || 'null'})`);
    if (slots.length) props.push(['slots', `{ ${slots.join(', ')} }`]);

    let type: string;
    if (!element.component && element.tag !== 'template') type = json(element.tag);
    else if (VUE_WRAPPERS.has(name)) type = '$r.F';
    else {
      const found = this.context.component(element.tag);
      if (found) type = found;
      else {
        this.reportOnce('component', element.line, this.context.unknownComponent?.(element.tag) ?? `<${element.tag}> is neither a built-in component, an icon of an installed set, nor one of the deck's components/: its content is shown without it`, `component:${element.tag}`);
        type = '"span"';
        const className = props.find(([key]) => key === 'className');
        if (className) className[1] = `$r.cls("slidev-unknown-component", ${className[1]})`;
        else props.unshift(['className', '"slidev-unknown-component"']);
        props.push(['"data-component"', json(element.tag)]);
      }
    }
    const mark = (element as TemplateElement & { mark?: MarkSpec }).mark;
    const motion = props.some(([key]) => key === 'motion');
    if (element.click || mark || motion) {
      props.unshift(['as', type]);
      if (element.click) props.push(['click', json([element.click.start, element.click.end === Infinity ? null : element.click.end, element.click.hide, element.click.mode, element.click.animations])]);
      if (mark) props.push(['mark', json({ ...mark, span: mark.span && [mark.span.start, mark.span.end === Infinity ? null : mark.span.end] })]);
      type = motion ? this.context.motion() : '$r.Reveal';
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
    const motionVariants: string[] = [];
    const motionClicks: string[] = [];
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
        if (motion && arg && MOTION_BINDINGS.test(arg)) {
          const followed = MOTION_FOLLOWED.exec(arg);
          const code = () => this.expression(directive.exp ?? 'undefined', element.line, scope, directive.raw);
          if (!followed) this.reportOnce('feature', element.line, `v-motion's :${arg} is not supported: ignored (the element moves by its other variants)`, `motion:${arg}`);
          else if (followed[2]) motionClicks.push(`[${Number(followed[2])}, ${followed[3] ? Number(followed[3]) : 'null'}, ${code()}]`);
          else motionVariants.push(`${arg}: ${code()}`);
          continue;
        }
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
    // Motion.tsx moves it: the variants are the slide's expressions, read as it renders.
    if (motion) props.push(['motion', `{ ${[...motionVariants, `clicks: [${motionClicks.join(', ')}]`].join(', ')} }`]);
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
