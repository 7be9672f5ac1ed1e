// The engine's layouts, one per layout Slidev ships, each placing the slide's slots on the 16:9 canvas
// in the engine's own look (layouts.css beside it; the columns and the image and web-page layouts have
// files of their own). `layoutFor` picks the one a slide names: the deck's own first, then its theme's
// (virtual:deck/theme, src/client/slides/themes/), then these.
import { createElement, type ComponentType } from 'react';
import { deckLayouts } from 'virtual:deck/layouts';
import type { LayoutName } from '../../../shared/layouts.ts';
import { LayoutFrame, classOf } from './Background.tsx';
import { TwoCols, TwoColsHeader } from './Columns.tsx';
import { IframeLayout, IframeSide, ImageLayout, ImageSide } from './Media.tsx';
import { pickLayout } from './pick.ts';
import './centred.css';
import type { LayoutProps } from './types.ts';
// Last: the theme's stylesheet comes with its layouts, and must follow the engine's layout CSS above.
import { themeLayouts } from 'virtual:deck/theme';

/** A layout that shows the default slot in one box; `class:` goes on its root, as in Slidev. */
function simple(name: LayoutName): ComponentType<LayoutProps> {
  function Layout({ slots, frontmatter }: LayoutProps) {
    return (
      <LayoutFrame name={name} background={frontmatter.background} className={frontmatter.class}>
        <div className="layout-content">{slots.default}</div>
      </LayoutFrame>
    );
  }
  Layout.displayName = `Layout(${name})`;
  return Layout;
}

function End({ frontmatter, slots }: LayoutProps) {
  return (
    <LayoutFrame name="end" background={frontmatter.background} className={frontmatter.class}>
      <div className="layout-content">
        <p className="end-mark">END</p>
        {slots.default}
      </div>
    </LayoutFrame>
  );
}

/** No styling of its own (Slidev's root is a bare element): the slide's content on the whole canvas. */
function None({ frontmatter, slots }: LayoutProps) {
  return (
    <LayoutFrame name="none" slidev="" background={frontmatter.background} className={classOf(frontmatter.class)}>
      {slots.default}
    </LayoutFrame>
  );
}

export const layouts: Record<LayoutName, ComponentType<LayoutProps>> = {
  default: simple('default'),
  center: simple('center'),
  cover: simple('cover'),
  intro: simple('intro'),
  section: simple('section'),
  statement: simple('statement'),
  fact: simple('fact'),
  quote: simple('quote'),
  end: End,
  full: simple('full'),
  none: None,
  image: ImageLayout,
  'image-left': ImageSide('left'),
  'image-right': ImageSide('right'),
  iframe: IframeLayout,
  'iframe-left': IframeSide('left'),
  'iframe-right': IframeSide('right'),
  'two-cols': TwoCols,
  'two-cols-header': TwoColsHeader,
};

/** The engine's layouts with the theme's over them (a theme may redraw a built-in one, as in Slidev). */
const available: Record<string, ComponentType<LayoutProps>> & { default: ComponentType<LayoutProps> } = { ...layouts, ...themeLayouts };

/** The layout for a slide's `layout:`: the deck's own, else the theme's, else the engine's, else `default`. */
export function layoutFor(name: string): ComponentType<LayoutProps> {
  return pickLayout(name, deckLayouts, available).component;
}

/**
 * A slide's layout by name (the slide renders this). The components are the modules' own, the same
 * one every time for a name, so nothing is remounted between renders. A deck's own layout is drawn
 * in a frame of the engine's (`.layout.layout-own`: the slide's type, no padding), which the views
 * and the exporter know a rendered slide by; its own root may take Slidev's `slidev-layout` padding.
 */
export function SlideLayout({ name, ...props }: LayoutProps & { name: string }) {
  const { component, own } = pickLayout(name, deckLayouts, available);
  if (!own) return createElement(component, props);
  return (
    <div className="layout layout-own" data-own-layout={name}>
      {createElement(component, props)}
    </div>
  );
}
