// Components the slides' Markdown may use, by the name MDX looks them up with.
import type { ComponentType } from 'react';
import { CodeBlock } from '../clicks/CodeBlock.tsx';
import { VAfter, VClick } from '../clicks/VClick.tsx';
import { VClicks } from '../clicks/VClicks.tsx';

export const mdxComponents = { pre: CodeBlock, VClick, VClicks, VAfter } as Record<string, ComponentType<never>>;
