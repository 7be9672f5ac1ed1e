// <DeckMonaco>: a ```lang {monaco} block. It shows the highlighted code at once (also in print and
// thumbnails), and on the live slide replaces it with an editable Monaco editor, loaded on demand.
import { useCallback, useRef, type ReactNode } from 'react';
import type { MountedEditor } from './MonacoEditor.ts';
import { useOnShownSlide } from './shown.ts';
import { useMonacoMount } from './useMonacoMount.ts';

type EditorModule = { mountEditor: (host: HTMLElement, options: { code: string; lang: string }) => MountedEditor };

interface DeckMonacoProps {
  lang?: string;
  code?: string;
  /** Imports MonacoEditor.ts; undefined where Monaco must not load (pre-rendering). */
  load?: () => Promise<EditorModule>;
  children?: ReactNode;
}

export function DeckMonaco({ lang = 'text', code = '', load, children }: DeckMonacoProps) {
  const host = useRef<HTMLDivElement>(null);
  const mount = useCallback((module: EditorModule, element: HTMLElement) => module.mountEditor(element, { code, lang }), [code, lang]);
  const { state } = useMonacoMount(host, host, useOnShownSlide(), load, mount);

  return (
    <div className={`deck-monaco deck-monaco-${state}`} data-lang={lang}>
      <div className="deck-monaco-static" aria-hidden={state === 'ready' || undefined}>
        {children}
      </div>
      <div ref={host} className="deck-monaco-editor" role="group" aria-label={`Code editor (${lang})`} />
    </div>
  );
}
