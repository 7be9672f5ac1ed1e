// The drawing layer over the current slide (loaded lazily): drauu on an <svg> the size of the
// canvas, so strokes are in canvas units whatever the slide's CSS scale. Pointer events are taken
// from the slide itself, so with drawing mode off a pen still draws while mouse and touch navigate.
import { createDrauu, type Drauu } from 'drauu';
import { useEffect, useRef, useState } from 'react';
import { canvasHeight, canvasWidth } from '../slide/SlideCanvas.tsx';
import { applyBrush, getBrush, subscribeBrush } from './brush.ts';
import { attachLayer, layerChanged } from './controller.ts';
import { getDrawingStore } from './deckStore.ts';
import { canDrawIn, useDrawingMode, type DrawingView } from './drawingMode.ts';
import { mountDrawing } from './mount.ts';
import './drawing.css';

type Inputs = 'any' | 'pen' | 'none';
const INPUT_TYPES: Record<Inputs, ('mouse' | 'touch' | 'pen')[] | undefined> = { any: undefined, pen: ['pen'], none: [] };

export default function DrawingLayer({ no, view }: { no: number; view: DrawingView }) {
  const svg = useRef<SVGSVGElement>(null);
  const drauuRef = useRef<Drauu | null>(null);
  const noRef = useRef(no);
  const [problem, setProblem] = useState<string | null>(null);
  const [drawingOn] = useDrawingMode();
  const allowed = canDrawIn(view);
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
    applyBrush(drauu, getBrush());
    const failure = mountDrawing(drauu, element, element?.closest('.slide'));
    if (failure) {
      console.error(failure);
      setProblem(failure);
      return;
    }
    drauuRef.current = drauu;
    drauu.load(store.get(noRef.current));

    // A drawing that arrives mid-stroke waits for the stroke to end.
    let pending = false;
    const reload = () => {
      pending = false;
      drauu.load(store.get(noRef.current));
      layerChanged();
    };
    const save = () => {
      store.set(noRef.current, drauu.dump());
      layerChanged();
    };
    const stops = [
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
      subscribeBrush(() => applyBrush(drauu, getBrush())),
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
    };
  }, [role]);

  useEffect(() => {
    inputsRef.current = inputs;
    if (drauuRef.current) drauuRef.current.options.acceptsInputTypes = INPUT_TYPES[inputs];
  }, [inputs]);

  useEffect(() => {
    noRef.current = no;
    const drauu = drauuRef.current;
    if (!drauu) return;
    drauu.load(getDrawingStore().get(no)); // also drops a stroke still in progress
    layerChanged();
  }, [no]);

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
