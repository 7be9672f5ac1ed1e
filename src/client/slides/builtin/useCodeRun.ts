// The runs of a {monaco-run} block: one at a time (a new run ends the one before), started when the
// editor is ready (Slidev's `autorun`), again after each edit once typing pauses (autorun: true), and
// by the Run button. The last run's output stays on screen until the next one has something to show.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RunEvent, RunLine } from './run-worker.ts';

/** What the block needs of its editor (MonacoRunEditor.ts's RunEditor). */
export interface Runnable {
  run: (onEvent: (event: RunEvent) => void) => () => void;
  onEdit: (listener: () => void) => () => void;
}

/** idle: not run yet; running: the code has not reached its end; done: it has; stopped: ended at the time limit. */
export type RunStatus = 'idle' | 'running' | 'done' | 'stopped';

export interface CodeRunOutput {
  lines: RunLine[];
  status: RunStatus;
  /** The number of the run the lines come from (1 for the first): a run's output may equal the last one's. */
  run: number;
}

/** How long typing pauses before an edit runs again (Slidev's debounce). */
const EDIT_PAUSE_MS = 200;

export function useCodeRun(editor: Runnable | null, autorun: boolean | 'once'): { output: CodeRunOutput; run: () => void } {
  const [output, setOutput] = useState<CodeRunOutput>({ lines: [], status: 'idle', run: 0 });
  const stopRun = useRef<(() => void) | null>(null);
  const runs = useRef(0);

  // Starts a run; until it has something to show, the panel keeps what it shows.
  const begin = useCallback(() => {
    if (!editor) return;
    stopRun.current?.();
    const number = ++runs.current;
    let lines: RunLine[] | null = null; // null until this run has something to show
    let status: RunStatus = 'running';
    stopRun.current = editor.run((event) => {
      if (event.type === 'line') lines = [...(lines ?? []), event.line];
      else status = event.type === 'finished' ? 'done' : 'stopped';
      if (lines === null && status === 'running') return;
      setOutput({ lines: lines ?? [], status, run: number });
    });
  }, [editor]);

  // A run asked for (Run, an edit): the panel says at once that it runs.
  const run = useCallback(() => {
    if (!editor) return;
    setOutput((previous) => ({ ...previous, status: 'running' }));
    begin();
  }, [editor, begin]);

  useEffect(() => {
    if (!editor) return;
    if (autorun) begin(); // the panel says "Running…" already (idle, with autorun)
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stopListening = autorun === true ? editor.onEdit(() => {
      clearTimeout(timer);
      timer = setTimeout(run, EDIT_PAUSE_MS);
    }) : () => {};
    return () => {
      stopListening();
      clearTimeout(timer);
      stopRun.current?.();
      stopRun.current = null;
    };
  }, [editor, autorun, begin, run]);

  return { output, run };
}
