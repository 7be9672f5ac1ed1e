// The drawing layer over the current slide (loaded lazily): drauu on an <svg> the size of the
// canvas, so strokes are in canvas units whatever the slide's CSS scale (coordinates.ts maps the
// pointer, in every engine alike). Pointer events are taken from the slide itself, so with drawing
// mode off a pen still draws while mouse and touch navigate.
import { createDrauu, type Drauu } from 'drauu';
import { useEffect, useRef, useState } from 'react';
import { canvasHeight, canvasWidth } from '../../deck/canvas.ts';
import { applyBrush, brush } from './brush.ts';
import { attachLayer, layerChanged } from './controller.ts';
import { getDrawingStore } from './deckStore.ts';
import { useSetting } from '../../deck/settings/settings.ts';
import { mayDrawNow, useAudienceDrawingOpen, useDrawingMode, type DrawingView } from './drawingMode.ts';
import { mapPointers } from './coordinates.ts';
import { mountDrawing } from './mount.ts';
import { newStrokeId } from './strokes.ts';
import './drawing.css';

type Inputs = 'any' | 'pen' | 'none';
const INPUT_TYPES: Record<Inputs, ('mouse' | 'touch' | 'pen')[] | undefined> = { any: undefined, pen: ['pen'], none: [] };

/**
 * The strokes the layer shows, by id: each top-level element is one stroke; a new one gets its id
 * here. The markup leaves out drauu's own bookkeeping (its undo index), which is this page's only.
 */
function strokesIn(layer: SVGSVGElement): Map<string, string> {
  const strokes = new Map<string, string>();
  for (const element of layer.children) {
    if (!element.hasAttribute('data-stroke')) element.setAttribute('data-stroke', newStrokeId());
    const copy = element.cloneNode(true) as Element;
    copy.removeAttribute('data-drauu_index');
    strokes.set(element.getAttribute('data-stroke') ?? '', copy.outerHTML);
  }
  return strokes;
}

/** The strokes of a drawing's markup (what the store gives), as `strokesIn` reads a layer. */
function strokesOfMarkup(markup: string): Map<string, string> {
  const parsed = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  parsed.innerHTML = markup;
  return strokesIn(parsed);
}

const sameStrokes = (a: Map<string, string>, b: Map<string, string>) => a.size === b.size && [...a].every(([id, markup]) => b.get(id) === markup);

export default function DrawingLayer({ no, view }: { no: number; view: DrawingView }) {
  const svg = useRef<SVGSVGElement>(null);
  const drauuRef = useRef<Drauu | null>(null);
  const noRef = useRef(no);
  /** Shows the current slide's drawing from the store (set while drauu is mounted). */
  const loadRef = useRef<(() => void) | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [drawingOn] = useDrawingMode();
  const allowed = mayDrawNow(view, useAudienceDrawingOpen());
  const [showOthers] = useSetting('showOthersDrawings');
  const othersRef = useRef(showOthers);
  const active = drawingOn && allowed;
  // Drawing mode: any pointer draws. Off: only a pen. Not allowed here (presenterOnly): nothing.
  const inputs: Inputs = active ? 'any' : allowed ? 'pen' : 'none';
  const inputsRef = useRef(inputs);
  const role = view === 'presenter' ? 'presenter' : 'audience';

  useEffect(() => {
    const store = getDrawingStore();
    store.setRole(role);
    const element = svg.current;
    const drauu = createDrauu({ brush: { color: '', size: 0 }, acceptsInputTypes: INPUT_TYPES[inputsRef.current] });
    applyBrush(drauu, brush.get());
    const failure = mountDrawing(drauu, element, element?.closest('.slide'));
    if (failure) {
      console.error(failure);
      setProblem(failure);
      return;
    }
    drauuRef.current = drauu;
    const layer = element as SVGSVGElement; // mounted: mountDrawing checked it
    // What the layer showed after its last load or save: a save shares only what changed since.
    let shown = new Map<string, string>();
    const load = () => {
      drauu.load(store.get(noRef.current, { others: othersRef.current }));
      shown = strokesIn(layer);
    };
    loadRef.current = load;
    load();

    // A drawing that arrives mid-stroke waits for the stroke to end.
    let pending = false;
    const reload = () => {
      pending = false;
      // Loading resets drauu's undo history: a change that leaves every stroke as the layer shows it
      // (the server took this page's own strokes, the page joined late, its device id arrived) keeps it.
      if (!sameStrokes(strokesIn(layer), strokesOfMarkup(store.get(noRef.current, { others: othersRef.current })))) load();
      layerChanged();
    };
    const save = () => {
      const now = strokesIn(layer);
      const put = [...now].filter(([id, markup]) => shown.get(id) !== markup).map(([id, markup]) => ({ id, markup }));
      const remove = [...shown.keys()].filter((id) => !now.has(id));
      shown = now;
      store.change(noRef.current, { put, remove });
      layerChanged();
    };
    const stops = [
      mapPointers(drauu, layer, canvasWidth),
      drauu.on('committed', save),
      drauu.on('start', () => {
        // drauu's eraser measures the strokes when it is picked; measure again, so strokes drawn
        // (or received) since then can be erased too.
        if (drauu.mode === 'eraseLine') drauu.mode = 'eraseLine';
      }),
      drauu.on('end', () => (pending ? reload() : layerChanged())),
      store.subscribe((changed, origin) => {
        if (origin !== 'remote' || changed !== noRef.current) return;
        if (drauu.drawing) pending = true;
        else reload();
      }),
      brush.subscribe(() => applyBrush(drauu, brush.get())),
      attachLayer({
        undo: () => {
          if (drauu.undo()) save();
        },
        redo: () => {
          if (drauu.redo()) save();
        },
        clear: () => {
          drauu.clear();
          save();
        },
        canUndo: () => drauu.canUndo(),
        canRedo: () => drauu.canRedo(),
      }),
    ];
    return () => {
      stops.forEach((stop) => stop());
      drauu.unmount();
      drauuRef.current = null;
      loadRef.current = null;
    };
  }, [role]);

  useEffect(() => {
    inputsRef.current = inputs;
    if (drauuRef.current) drauuRef.current.options.acceptsInputTypes = INPUT_TYPES[inputs];
  }, [inputs]);

  useEffect(() => {
    noRef.current = no;
    othersRef.current = showOthers;
    if (!loadRef.current) return;
    loadRef.current(); // also drops a stroke still in progress
    layerChanged();
  }, [no, showOthers]);

  return (
    <>
      <svg
        ref={svg}
        className={`drawing-layer${active ? ' is-drawing' : ''}`}
        viewBox={`0 0 ${canvasWidth} ${canvasHeight}`}
        data-drawing-layer=""
        data-pen={allowed ? 'draw' : undefined}
        aria-hidden="true"
      />
      {problem && (
        <p className="drawing-error" role="alert">
          {problem}
        </p>
      )}
    </>
  );
}
