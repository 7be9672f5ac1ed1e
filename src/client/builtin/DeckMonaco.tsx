// <DeckMonaco>: a ```lang {monaco} block. It shows the highlighted code at once (also in print and
// thumbnails), and on the live slide replaces it with an editable Monaco editor, loaded on demand.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { isLiveSlide } from '../deck/features.ts';
import { useAhead } from '../slide/AheadContext.ts';
import type { MountedEditor } from './MonacoEditor.ts';

interface DeckMonacoProps {
  lang?: string;
  code?: string;
  /** Imports MonacoEditor.ts; undefined where Monaco must not load (pre-rendering). */
  load?: () => Promise<{ mountEditor: (host: HTMLElement, options: { code: string; lang: string }) => MountedEditor }>;
  children?: ReactNode;
}

/** Events that would move the deck (keys, clicks, swipes) stay inside the editor. */
const contained = ['keydown', 'click', 'pointerdown', 'pointerup'] as const;

export function DeckMonaco({ lang = 'text', code = '', load, children }: DeckMonacoProps) {
  const root = useRef<HTMLDivElement>(null);
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'static' | 'loading' | 'ready' | 'failed'>('static');
  const ahead = useAhead();

  useEffect(() => {
    const element = root.current;
    if (!element || !host.current || !load || ahead || !isLiveSlide(element)) return;
    let editor: MountedEditor | undefined;
    let disposed = false;
    setState('loading');
    load().then(
      (module) => {
        if (disposed || !host.current) return;
        editor = module.mountEditor(host.current, { code, lang });
        setState('ready');
      },
      (err: unknown) => {
        console.error('The Monaco editor could not be loaded:', err);
        if (!disposed) setState('failed');
      },
    );
    const stop = (event: Event) => event.stopPropagation();
    for (const type of contained) host.current.addEventListener(type, stop);
    const hostElement = host.current;
    return () => {
      disposed = true;
      editor?.dispose();
      for (const type of contained) hostElement.removeEventListener(type, stop);
    };
  }, [code, lang, load, ahead]);

  return (
    <div ref={root} className={`deck-monaco deck-monaco-${state}`} data-lang={lang}>
      <div className="deck-monaco-static" aria-hidden={state === 'ready' || undefined}>
        {children}
      </div>
      <div ref={host} className="deck-monaco-editor" role="group" aria-label={`Code editor (${lang})`} />
    </div>
  );
}
