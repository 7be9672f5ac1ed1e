// Components the slides' Markdown may use, by the name MDX looks them up with.
import { createElement, type ComponentProps, type ComponentType } from 'react';
import { CodeBlock } from '../clicks/CodeBlock.tsx';
import { VAfter, VClick } from '../clicks/VClick.tsx';
import { VClicks } from '../clicks/VClicks.tsx';
import { CodeOptions } from '../components/CodeOptions.tsx';
import { DeckMonaco } from '../components/DeckMonaco.tsx';
import { Toc } from '../components/Toc.tsx';
import { config } from '../deck/deck.ts';
import '../styles/features.css';
// After every engine stylesheet, so the talk's rules win at equal specificity.
import 'virtual:deck/talk.css';

/** Code blocks with the deck's `lineNumbers` and `codeCopy`. */
function Pre(props: ComponentProps<typeof CodeBlock>) {
  return createElement(CodeBlock, { ...props, lineNumbers: config.lineNumbers, copyButton: config.codeCopy });
}

export const mdxComponents = { pre: Pre, VClick, VClicks, VAfter, Toc, CodeOptions, DeckMonaco } as Record<string, ComponentType<never>>;
