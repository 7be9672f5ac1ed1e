// The JavaScript in a slide's template, checked as the code generator (codegen.ts) writes it: an
// expression that parses and reads only what the slide has is guarded for run time (`$r.v(() => …)`,
// nothing shown if it throws); one that does not is reported with its line and left out. Which of
// Slidev's names the slot reads is noted, so it reads the scope (and follows clicks) only if it must.
import { ExpressionError, parseExpression, parseHandler, SLIDE_SCOPE, unknownNames } from './expressions.ts';
import type { TemplateDirective } from './template.ts';
import type { WarningKind } from '../warnings.ts';

/** What a generated slot reads from the slide's scope. */
export interface ScopeUse {
  any: boolean;
  clicks: boolean;
}

export interface ExpressionContext {
  /** Reports a problem at a line of the Markdown file. */
  report: (kind: WarningKind, line: number, message: string) => void;
  /** Names the talk's Vite config defines (`define`), which expressions may read. */
  defined: ReadonlySet<string>;
}

const SCOPE = new Set<string>(SLIDE_SCOPE);
const CLICK_READERS = new Set(['$clicks', '$slidev', '$nav', '$clicksContext']);
const EVENT_MODIFIERS = new Set(['prevent', 'stop', 'self', 'once', 'capture', 'passive', 'exact', 'left', 'right', 'middle', 'enter', 'esc', 'space', 'tab', 'up', 'down', 'delete', 'ctrl', 'shift', 'alt', 'meta']);

export const json = (value: unknown) => JSON.stringify(value) ?? 'undefined';

export class ExpressionWriter {
  readonly uses: ScopeUse = { any: false, clicks: false };
  private readonly reported = new Set<string>();

  constructor(protected readonly context: ExpressionContext) {}

  protected reportOnce(kind: WarningKind, line: number, message: string, key = message): void {
    if (this.reported.has(key)) return;
    this.reported.add(key);
    this.context.report(kind, line, message);
  }

  /** An expression guarded at run time, or `undefined` when it cannot be honoured. */
  protected expression(code: string, line: number, scope: ReadonlySet<string>, what: string): string {
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

  protected handler(directive: TemplateDirective, line: number, scope: ReadonlySet<string>): string | null {
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
}
