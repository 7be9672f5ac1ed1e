// The layouts the engine provides: every layout Slidev ships, under Slidev's names, so a deck written
// for Slidev lays out as its author meant. A deck may add its own (layouts/*.tsx beside its Markdown,
// see src/node/deck-layouts.ts) or override one of these by name.
export const layoutNames = [
  'default',
  'center',
  'cover',
  'intro',
  'section',
  'statement',
  'fact',
  'quote',
  'end',
  'full',
  'none',
  'image',
  'image-left',
  'image-right',
  'iframe',
  'iframe-left',
  'iframe-right',
  'two-cols',
  'two-cols-header',
] as const;

export type LayoutName = (typeof layoutNames)[number];

export function isLayoutName(name: string): name is LayoutName {
  return (layoutNames as readonly string[]).includes(name);
}

/** The layouts that show a web page (frontmatter `url`): the deck server must let it be framed. */
export const iframeLayoutNames: readonly LayoutName[] = ['iframe', 'iframe-left', 'iframe-right'];
