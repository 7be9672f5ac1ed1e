// Components the slides' Markdown may use, by the name MDX looks them up with.
import { createElement, type ComponentProps, type ComponentType } from 'react';
import { CodeBlock } from '../builtin/CodeBlock.tsx';
import { VAfter, VClick } from '../builtin/VClick.tsx';
import { VClicks } from '../builtin/VClicks.tsx';
import { CodeOptions } from '../builtin/CodeOptions.tsx';
import { DeckMonaco } from '../builtin/DeckMonaco.tsx';
import { Toc } from '../builtin/Toc.tsx';
import { Poll } from '../builtin/Poll.tsx';
import { config } from '../deck/deck.ts';
import '../builtin/builtin.css';
// After every engine stylesheet, so the talk's rules win at equal specificity.
import 'virtual:deck/talk.css';

/** Code blocks with the deck's `lineNumbers` and `codeCopy`. */
function Pre(props: ComponentProps<typeof CodeBlock>) {
  return createElement(CodeBlock, { ...props, lineNumbers: config.lineNumbers, copyButton: config.codeCopy });
}

export const mdxComponents = { pre: Pre, VClick, VClicks, VAfter, Toc, Poll, CodeOptions, DeckMonaco } as Record<string, ComponentType<never>>;
