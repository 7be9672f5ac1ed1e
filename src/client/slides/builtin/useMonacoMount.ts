// A Monaco editor mounted into `host` while its slide is the one shown (useOnShownSlide), from a module
// loaded on demand (MonacoEditor.ts, MonacoRunEditor.ts), and disposed when the slide goes. Keys,
// clicks and pointer presses inside `contain` stay there: they would otherwise move the deck.
import { useEffect, useState, type RefObject } from 'react';

export type MonacoState = 'static' | 'loading' | 'ready' | 'failed';

const contained = ['keydown', 'click', 'pointerdown', 'pointerup'] as const;

export function useMonacoMount<M, T extends { dispose: () => void }>(
  host: RefObject<HTMLElement | null>,
  contain: RefObject<HTMLElement | null>,
  live: boolean,
  /** Imports the editor's module; undefined where Monaco must not load (the pre-render). */
  load: (() => Promise<M>) | undefined,
  mount: (module: M, host: HTMLElement) => T,
): { state: MonacoState; mounted: T | null } {
  // Set only when the editor module answers; the rest of the state follows from `live` and `load`.
  const [editor, setEditor] = useState<{ mounted: T } | 'failed' | null>(null);

  useEffect(() => {
    const element = contain.current;
    if (!live || !load || !host.current || !element) return;
    let mounted: T | undefined;
    let disposed = false;
    load().then(
      (module) => {
        if (disposed || !host.current) return;
        mounted = mount(module, host.current);
        setEditor({ mounted });
      },
      (err: unknown) => {
        console.error('The Monaco editor could not be loaded:', err);
        if (!disposed) setEditor('failed');
      },
    );
    // A click on the block's own button goes on to React's handler (the deck's pointer navigation leaves buttons alone).
    const stop = (event: Event) => {
      if (event.type !== 'click' || !(event.target instanceof Element) || !event.target.closest('button')) event.stopPropagation();
    };
    for (const type of contained) element.addEventListener(type, stop);
    return () => {
      disposed = true;
      mounted?.dispose();
      setEditor(null);
      for (const type of contained) element.removeEventListener(type, stop);
    };
  }, [host, contain, live, load, mount]);

  if (!live || !load) return { state: 'static', mounted: null };
  if (editor === 'failed') return { state: 'failed', mounted: null };
  return editor ? { state: 'ready', mounted: editor.mounted } : { state: 'loading', mounted: null };
}
