// A ```mermaid fence: the diagram drawn by Mermaid in the browser (its package loads only on decks
// that have one, and only once a diagram is on the page), in a shadow root so its own <style> stays
// inside, redrawn in the dark theme when the deck turns dark. Until it is drawn — and when Mermaid
// cannot draw it, with the reason — the diagram's source shows as highlighted code, so pre-rendering,
// thumbnails and a broken diagram never leave a blank box. `scale` sizes it as Slidev's option does.
import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';

interface MermaidModule {
  default: {
    initialize: (config: Record<string, unknown>) => void;
    render: (id: string, source: string) => Promise<{ svg: string }>;
  };
}

interface MermaidDiagramProps {
  source: string;
  /** Slidev's `{scale: 0.8}`: the diagram's height times this. */
  scale?: number;
  /** Mermaid's own options from the fence (`{theme: 'neutral'}`…). */
  options?: Record<string, unknown>;
  /** Imports Mermaid; undefined where it must not load (pre-rendering). */
  load?: () => Promise<MermaidModule>;
  /** The highlighted source, shown until the diagram is drawn. */
  children?: ReactNode;
}

function subscribeDark(listener: () => void): () => void {
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

const isDark = () => document.documentElement.classList.contains('dark');

let renders = 0;
/** Mermaid keeps one configuration: drawings take turns. */
let queue: Promise<unknown> = Promise.resolve();

function draw(module: MermaidModule, source: string, options: Record<string, unknown>): Promise<string> {
  const turn = queue.then(async () => {
    module.default.initialize({ startOnLoad: false, securityLevel: 'strict', ...options });
    return (await module.default.render(`deck-mermaid-${++renders}`, source)).svg;
  });
  queue = turn.catch(() => undefined);
  return turn;
}

export function MermaidDiagram({ source, scale, options = {}, load, children }: MermaidDiagramProps) {
  const host = useRef<HTMLDivElement>(null);
  const dark = useSyncExternalStore(subscribeDark, isDark, () => false);
  const [state, setState] = useState<{ kind: 'source' } | { kind: 'drawn' } | { kind: 'failed'; reason: string }>({ kind: 'source' });
  const key = JSON.stringify(options);

  useEffect(() => {
    const element = host.current;
    if (!element || !load) return;
    let current = true;
    const theme = typeof options.theme === 'string' ? options.theme : dark ? 'dark' : 'default';
    load()
      .then((module) => draw(module, source, { ...options, theme }))
      .then((svg) => {
        if (!current) return;
        const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
        root.innerHTML = svg;
        const drawn = root.querySelector('svg');
        const height = Number(drawn?.getAttribute('viewBox')?.split(/\s+/)[3]);
        if (drawn && scale && Number.isFinite(height)) {
          drawn.setAttribute('height', String(height * scale));
          drawn.removeAttribute('width');
          drawn.style.removeProperty('max-width');
        }
        setState({ kind: 'drawn' });
      })
      .catch((err: unknown) => {
        const reason = err instanceof Error ? err.message : String(err);
        console.warn(`A Mermaid diagram could not be drawn: ${reason}`);
        if (current) setState({ kind: 'failed', reason });
      });
    return () => {
      current = false;
    };
    // `options` is read through its key: a new object each render must not redraw.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source, scale, key, dark, load]);

  return (
    <figure className="slidev-mermaid" data-state={load ? (state.kind === 'drawn' ? 'drawn' : state.kind === 'failed' ? 'failed' : 'pending') : 'source'}>
      <div ref={host} className="slidev-mermaid-diagram" role="img" aria-label="Mermaid diagram" hidden={state.kind !== 'drawn'} />
      {state.kind === 'failed' && <figcaption className="slidev-mermaid-error">The diagram could not be drawn: {state.reason}</figcaption>}
      {state.kind !== 'drawn' && children}
    </figure>
  );
}
