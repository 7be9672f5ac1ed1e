// The layouts the engine provides; a slide's frontmatter `layout` must name one.
export const layoutNames = ['cover', 'intro', 'default', 'two-cols', 'section', 'quote', 'full', 'end'] as const;

export type LayoutName = (typeof layoutNames)[number];

export function isLayoutName(name: string): name is LayoutName {
  return (layoutNames as readonly string[]).includes(name);
}
