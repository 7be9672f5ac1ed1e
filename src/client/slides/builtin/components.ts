// The components a compiled slide uses by name (src/shared/components.ts lists the names the build
// accepts from a slide), and the ones the compiler writes itself (code blocks, Monaco editors).
// Slidev's built-ins are not here: a slide imports each it uses from its own file (compile/components.ts).
import { createElement, type ComponentProps } from 'react';
import { config } from '../../deck/deck.ts';
import { CodeBlock as Block } from './CodeBlock.tsx';
import './builtin.css';
// After every engine stylesheet, so the talk's rules win at equal specificity.
import 'virtual:deck/talk.css';
// The UnoCSS utilities the deck uses, last as in Slidev: a utility on an element wins over the sheets above.
import 'virtual:deck/uno.css';

export { DeckMonaco } from './DeckMonaco.tsx';
export { DeckMonacoRun } from './DeckMonacoRun.tsx';
export { KatexBlock } from './KatexBlock.tsx';
export { MagicMove } from './MagicMove.tsx';
export { MermaidDiagram } from './MermaidDiagram.tsx';
export { Toc } from './Toc.tsx';

/** A code block with the deck's `lineNumbers` and `codeCopy`. */
export function CodeBlock(props: ComponentProps<typeof Block>) {
  return createElement(Block, { lineNumbers: config.lineNumbers, copyButton: config.codeCopy, ...props });
}
