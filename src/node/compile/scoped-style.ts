// A slide's `<style>` blocks, scoped to that slide as Slidev scopes them (every slide style is
// scoped there): each top-level selector is prefixed with the slide's own element, so `h1 { … }`
// styles this slide's heading and no other. Nested CSS stays nested (browsers read it natively);
// `:deep(x)` is unwrapped and `:global(x)` left unscoped, as Vue's scoped CSS does. UnoCSS's
// `@apply` is applied before this (unocss/deck-uno.ts); one still here (`css: none` turns UnoCSS off)
// is left out, and said.
import postcss, { type AtRule, type Container, type Rule } from 'postcss';

export interface ScopedStyle {
  css: string;
  /** What could not be honoured, with its line inside the block. */
  problems: { line: number; message: string }[];
}

const NOT_SCOPED = new Set(['keyframes', '-webkit-keyframes', 'font-face', 'property', 'counter-style', 'page', 'import', 'charset', 'namespace']);

function scopeSelector(selector: string, scope: string): string {
  const trimmed = selector.trim();
  const global = /^:global\(([\s\S]*)\)$/.exec(trimmed);
  if (global?.[1]) return global[1];
  const unwrapped = trimmed.replace(/:deep\(([^)]*)\)/g, '$1').replace(/::v-deep\s*/g, '');
  // :root, html and body are outside any slide: Vue's scoping makes them match nothing, so do we.
  if (/^(:root|html|body)\b/.test(unwrapped)) return `${scope} ${unwrapped.replace(/^(:root|html|body)\s*/, '')}`.trim();
  return `${scope} ${unwrapped}`;
}

function scopeRules(container: Container, scope: string): void {
  for (const node of container.nodes ?? []) {
    if (node.type === 'rule') {
      const rule = node as Rule;
      rule.selectors = rule.selectors.map((s) => scopeSelector(s, scope));
    } else if (node.type === 'atrule' && !NOT_SCOPED.has((node as AtRule).name.toLowerCase())) {
      scopeRules(node as AtRule, scope);
    }
  }
}

/** Scopes `css` to the element matching `scope` (e.g. `.slide[data-slide="7"]`). */
export function scopeStyle(css: string, scope: string): ScopedStyle {
  const problems: ScopedStyle['problems'] = [];
  let root;
  try {
    root = postcss.parse(css);
  } catch (err) {
    const e = err as { line?: number; reason?: string; message?: string };
    problems.push({ line: e.line ?? 1, message: `this <style> block is not CSS (${e.reason ?? e.message ?? String(err)}): left out` });
    return { css: '', problems };
  }
  root.walkAtRules('apply', (rule) => {
    problems.push({ line: rule.source?.start?.line ?? 1, message: `@apply ${rule.params} needs UnoCSS, which \`css: none\` turns off: left out` });
    rule.remove();
  });
  scopeRules(root, scope);
  return { css: root.toString(), problems };
}
