// The JavaScript inside a slide's Vue template syntax (`{{ … }}`, `:prop="…"`, `@click="…"`,
// `v-if="…"`), checked at build time: it must parse, and every name it reads must be one the slide
// has. Names a slide has: Slidev's `$slidev`, `$nav`, `$clicks`, `$page`, `$frontmatter`,
// `$renderContext`, the names a `v-for` or slot brings in, the globals Vue lets templates use
// (Math, Date, JSON…), `import.meta` and what the talk's Vite config defines. Anything else (a
// `<script setup>` variable, which this engine does not run) is reported, and the expression is
// left out rather than failing on the slide.
import { parseExpressionAt, parse as parseProgram, type Node as AcornNode } from 'acorn';
import { isGloballyAllowed } from '@vue/shared';

/** What Slidev puts in scope of every slide's template. */
export const SLIDE_SCOPE = ['$slidev', '$nav', '$clicks', '$page', '$frontmatter', '$renderContext', '$clicksContext', '$route'] as const;

// Parentheses kept as nodes, so an expression's end is where its source ends.
const OPTIONS = { ecmaVersion: 'latest', sourceType: 'module', preserveParens: true } as const;

export class ExpressionError extends Error {}

type Node = AcornNode & Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/** Parses `code` as one expression; throws ExpressionError with the parser's reason. */
export function parseExpression(code: string): Node {
  try {
    const node = parseExpressionAt(code, 0, OPTIONS) as Node;
    if (code.slice(node.end).trim()) throw new ExpressionError(`unexpected "${code.slice(node.end).trim().slice(0, 20)}" after the expression`);
    return node;
  } catch (err) {
    if (err instanceof ExpressionError) throw err;
    throw new ExpressionError(err instanceof Error ? err.message.replace(/\s*\(\d+:\d+\)$/, '') : String(err));
  }
}

/** An event handler as Vue reads it: a function to call, or statements to run (`count++; next()`). */
export function parseHandler(code: string): { kind: 'function' | 'statements'; node: Node } {
  try {
    const node = parseExpression(code);
    const inner = node.type === 'ParenthesizedExpression' ? (node.expression as Node) : node;
    const functionLike = inner.type === 'Identifier' || inner.type === 'MemberExpression' || inner.type === 'ArrowFunctionExpression' || inner.type === 'FunctionExpression';
    return { kind: functionLike ? 'function' : 'statements', node };
  } catch {
    try {
      return { kind: 'statements', node: parseProgram(code, OPTIONS) as unknown as Node };
    } catch (err) {
      throw new ExpressionError(err instanceof Error ? err.message.replace(/\s*\(\d+:\d+\)$/, '') : String(err));
    }
  }
}

/** Names an expression reads that it does not declare itself (its free variables). */
export function freeNames(node: Node): Set<string> {
  const declared = new Set<string>();
  const used = new Set<string>();
  const declare = (pattern: unknown): void => {
    if (!isNode(pattern)) return;
    if (pattern.type === 'Identifier') declared.add(String(pattern.name));
    else if (pattern.type === 'ObjectPattern') for (const p of pattern.properties as Node[]) declare(p.type === 'RestElement' ? p.argument : p.value);
    else if (pattern.type === 'ArrayPattern') for (const p of pattern.elements as unknown[]) declare(p);
    else if (pattern.type === 'RestElement') declare(pattern.argument);
    else if (pattern.type === 'AssignmentPattern') declare(pattern.left);
  };
  const visit = (value: unknown, parent?: Node, key?: string): void => {
    if (Array.isArray(value)) return void value.forEach((item) => visit(item, parent, key));
    if (!isNode(value)) return;
    if (value.type === 'Identifier') {
      const isPropertyName = parent && ((parent.type === 'MemberExpression' && key === 'property' && !parent.computed) || (parent.type === 'Property' && key === 'key' && !parent.computed));
      if (!isPropertyName) used.add(String(value.name));
      return;
    }
    if (value.type === 'MetaProperty') return; // import.meta
    if (value.type === 'ArrowFunctionExpression' || value.type === 'FunctionExpression') (value.params as unknown[]).forEach(declare);
    if (value.type === 'VariableDeclarator') declare(value.id);
    if (value.type === 'CatchClause') declare(value.param);
    for (const [childKey, child] of Object.entries(value)) {
      if (childKey !== 'type' && childKey !== 'start' && childKey !== 'end' && (childKey !== 'params' || (value.type !== 'ArrowFunctionExpression' && value.type !== 'FunctionExpression'))) {
        visit(child, value, childKey);
      }
    }
  };
  visit(node);
  for (const name of declared) used.delete(name);
  return used;
}

/** The free names of `node` that are not in `scope`, not globals a template may read and not defined by Vite. */
export function unknownNames(node: Node, scope: ReadonlySet<string>, defined: ReadonlySet<string> = new Set()): string[] {
  return [...freeNames(node)].filter((name) => !scope.has(name) && !isGloballyAllowed(name) && !defined.has(name));
}

/** The value of a constant expression (`3`, `'+1'`, `[2, 4]`, `{ at: 2, color: 'red' }`); throws when it is not one. */
export function constantValue(code: string): unknown {
  const evaluate = (node: Node): unknown => {
    switch (node.type) {
      case 'Literal':
        return node.value;
      case 'ParenthesizedExpression':
        return evaluate(node.expression as Node);
      case 'TemplateLiteral':
        if ((node.expressions as unknown[]).length) break;
        return (node.quasis as Node[]).map((q) => (q.value as { cooked: string }).cooked).join('');
      case 'UnaryExpression': {
        const argument = evaluate(node.argument as Node);
        if (node.operator === '-' && typeof argument === 'number') return -argument;
        if (node.operator === '+' && typeof argument === 'number') return argument;
        if (node.operator === '!') return !argument;
        break;
      }
      case 'ArrayExpression':
        return (node.elements as (Node | null)[]).map((element) => (element ? evaluate(element) : undefined));
      case 'ObjectExpression':
        return Object.fromEntries(
          (node.properties as Node[]).map((property) => {
            if (property.type !== 'Property' || property.computed) throw new ExpressionError('not a constant');
            const key = property.key as Node;
            return [key.type === 'Identifier' ? key.name : String(key.value), evaluate(property.value as Node)];
          }),
        );
      case 'Identifier':
        if (node.name === 'undefined') return undefined;
        if (node.name === 'Infinity') return Infinity;
        break;
    }
    throw new ExpressionError('not a constant');
  };
  return evaluate(parseExpression(code));
}
