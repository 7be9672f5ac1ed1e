// Icon components, as Slidev resolves them (unplugin-icons with no prefix): `<mdi-github/>`,
// `<carbon:arrow-right/>`, `<CarbonArrowRight/>`, and `<i-carbon-logo/>` (unplugin-icons' own
// spelling, which Slidev leaves unresolved but whose author clearly meant an icon). Each icon a slide
// uses becomes a small component in that slide's module, an inline `<svg class="slidev-icon">` 1.2em
// high in currentColor (multi-colour sets keep their colours), drawn from the installed set at build
// time, so a deck without icons pays nothing. An icon of a set that is not installed, or that its set
// lacks, renders nothing; the build says so once per set (unocss/icon-check.ts), not once per tag.
import type { ComponentResolver } from './components.ts';
import type { IconSets } from './icon-sets.ts';

/** The helper a slide module declares once when it draws icons: an icon component from its SVG. */
const HELPER = [
  'function $icon(body, viewBox, width, height) {',
  '  return function Icon({ children: _children, className, ...props }) {',
  '    const label = props["aria-label"] || props.title;',
  '    return h("svg", { xmlns: "http://www.w3.org/2000/svg", viewBox, width, height, "aria-hidden": label ? undefined : "true", role: label ? "img" : undefined, ...props, className: className ? "slidev-icon " + className : "slidev-icon", dangerouslySetInnerHTML: { __html: body } });',
  '  };',
  '}',
  'const $iconNone = () => null;',
].join('\n');

export interface IconResolver {
  resolver: ComponentResolver;
  /** Declarations the slide module needs for the icons resolved so far (none when it drew none). */
  declarations(): string[];
}

/** A resolver for one slide module: each icon it meets is declared once, as `$icon0`, `$icon1`… */
export function iconResolver(sets: IconSets): IconResolver {
  const declared = new Map<string, { name: string; code: string }>();
  let used = false;
  const resolver: ComponentResolver = (tag) => {
    const ref = sets.parse(tag);
    if (!ref) return null;
    used = true;
    const key = `${ref.set}:${ref.name}`;
    const known = declared.get(key);
    if (known) return known.name;
    const svg = sets.svg(ref);
    if (!svg) return '$iconNone';
    const name = `$icon${declared.size}`;
    declared.set(key, { name, code: `const ${name} = $icon(${[svg.body, svg.viewBox, svg.width, svg.height].map((s) => JSON.stringify(s)).join(', ')});` });
    return name;
  };
  return { resolver, declarations: () => (used ? [HELPER, ...[...declared.values()].map((d) => d.code)] : []) };
}
