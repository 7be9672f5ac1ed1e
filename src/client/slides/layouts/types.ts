import type { ReactNode } from 'react';
import type { SlideFrontmatter } from '../../../shared/types.ts';

export interface LayoutProps {
  /** The slide's rendered slots: `default`, and any `::name::` sections such as `right`. */
  slots: Record<string, ReactNode>;
  frontmatter: SlideFrontmatter;
}
