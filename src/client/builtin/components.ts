// The components a compiled slide uses by name (src/shared/components.ts lists the names the build
// accepts from a slide), and the ones the compiler writes itself (code blocks, Monaco editors).
import { createElement, type ComponentProps } from 'react';
import { config } from '../deck/deck.ts';
import { CodeBlock as Block } from './CodeBlock.tsx';
import './builtin.css';
// After every engine stylesheet, so the talk's rules win at equal specificity.
import 'virtual:deck/talk.css';

export { DeckMonaco } from './DeckMonaco.tsx';
export { Poll } from './Poll.tsx';
export { Toc } from './Toc.tsx';
// Slidev's own built-ins, by Slidev's names.
export { Arrow } from './Arrow.tsx';
export { AutoFitText } from './AutoFitText.tsx';
export { LightOrDark } from './LightOrDark.tsx';
export { Link } from './Link.tsx';
export { PoweredBySlidev } from './PoweredBySlidev.tsx';
export { RenderWhen } from './RenderWhen.tsx';
export { SlideCurrentNo } from './SlideCurrentNo.tsx';
export { SlidesTotal } from './SlidesTotal.tsx';
export { SlidevVideo } from './SlidevVideo.tsx';
export { Transform } from './Transform.tsx';
export { Tweet } from './Tweet.tsx';
export { Youtube } from './Youtube.tsx';

/** A code block with the deck's `lineNumbers` and `codeCopy`. */
export function CodeBlock(props: ComponentProps<typeof Block>) {
  return createElement(Block, { lineNumbers: config.lineNumbers, copyButton: config.codeCopy, ...props });
}
