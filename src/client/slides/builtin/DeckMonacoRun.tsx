// <DeckMonacoRun>: a ```ts {monaco-run} block (or js). The highlighted code shows at once, and is all
// that print, thumbnails and the presenter's next-slide preview show; on the slide being shown it
// becomes a Monaco editor with the output of its code below, the code run in a Web Worker
// (MonacoRunEditor.ts, loaded on demand) when the slide is shown, after edits and on Run.
import { useCallback, useRef, type ReactNode } from 'react';
import { useClicks } from '../slide/ClicksContext.ts';
import type { RunEditor } from './MonacoRunEditor.ts';
import { RunOutput } from './RunOutput.tsx';
import { useOnShownSlide } from './shown.ts';
import { useCodeRun } from './useCodeRun.ts';
import { useMonacoMount } from './useMonacoMount.ts';

type RunModule = { mountRunEditor: (host: HTMLElement, options: { code: string; lang: string }) => RunEditor };

interface DeckMonacoRunProps {
  lang?: string;
  code?: string;
  /** Slidev's `autorun`: on showing and after edits (true), on showing only ('once'), or on Run only (false). */
  autorun?: boolean | 'once';
  /** Slidev's `showOutputAt`, worked out at build time: the output shows from click [0] until click [1] (null: stays). */
  outputAt?: [number, number | null];
  /** Slidev's `outputHeight`: a CSS height for the output. */
  outputHeight?: string;
  /** Imports MonacoRunEditor.ts; undefined where Monaco must not load (pre-rendering). */
  load?: () => Promise<RunModule>;
  children?: ReactNode;
}

export function DeckMonacoRun({ lang = 'ts', code = '', autorun = true, outputAt, outputHeight, load, children }: DeckMonacoRunProps) {
  const root = useRef<HTMLDivElement>(null);
  const host = useRef<HTMLDivElement>(null);
  const live = useOnShownSlide();
  const clicks = useClicks();
  const mount = useCallback((module: RunModule, element: HTMLElement) => module.mountRunEditor(element, { code, lang }), [code, lang]);
  const { state, mounted } = useMonacoMount(host, root, live, load, mount);
  const { output, run } = useCodeRun(mounted, autorun);
  const outputShown = !outputAt || (clicks >= outputAt[0] && (outputAt[1] === null || clicks < outputAt[1]));

  return (
    <div ref={root} className={`deck-monaco deck-monaco-run deck-monaco-${state}`} data-lang={lang}>
      <div className="deck-monaco-code">
        <div className="deck-monaco-static" aria-hidden={state === 'ready' || undefined}>
          {children}
        </div>
        <div ref={host} className="deck-monaco-editor" role="group" aria-label={`Code editor (${lang})`} />
      </div>
      {live && <RunOutput {...output} editor={state} autorun={autorun} hidden={!outputShown} height={outputHeight} onRun={run} />}
    </div>
  );
}
