// The Seriph theme (`theme: seriph` or `@slidev/theme-seriph`): Slidev's look in a serif face. It adds
// no layout of its own; its cover and section are the engine's, restyled by its stylesheet.
import type { ComponentType } from 'react';
import type { LayoutProps } from '../../layouts/types.ts';
import '../slidev-look.css';
import './seriph.css';

export const themeLayouts: Record<string, ComponentType<LayoutProps>> = {};
