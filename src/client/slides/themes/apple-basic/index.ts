// The Apple Basic theme (`theme: apple-basic` or `@slidev/theme-apple-basic`): Slidev's look after
// Keynote's Basic White, with the layouts it adds (intro-image, intro-image-right, bullets, 3-images)
// and its own image-right. The stylesheets come after the layouts' modules, so they win over the engine's.
import type { ComponentType } from 'react';
import type { LayoutProps } from '../../layouts/types.ts';
import { appleBasicLayouts } from './layouts.tsx';
import '../slidev-look.css';
import './apple-basic.css';

export const themeLayouts: Record<string, ComponentType<LayoutProps>> = appleBasicLayouts;
