// The engine's layouts. Each places the slide's slots on the 16:9 canvas; the styling is in layouts.css, beside it.
import type { ComponentType } from 'react';
import type { LayoutName } from '../../shared/layouts.ts';
import { LayoutFrame } from './Background.tsx';
import type { LayoutProps } from './types.ts';

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

function TwoCols({ slots, frontmatter }: LayoutProps) {
  return (
    <LayoutFrame name="two-cols" background={frontmatter.background} className={frontmatter.class}>
      <div className="layout-content col-left">{slots.default}</div>
      <div className="layout-content col-right">{slots.right}</div>
    </LayoutFrame>
  );
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

export const layouts: Record<LayoutName, ComponentType<LayoutProps>> = {
  cover: simple('cover'),
  intro: simple('intro'),
  default: simple('default'),
  'two-cols': TwoCols,
  section: simple('section'),
  quote: simple('quote'),
  full: simple('full'),
  end: End,
};
