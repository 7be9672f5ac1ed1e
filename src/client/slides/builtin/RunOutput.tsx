// The output panel under a {monaco-run} editor: what the code logged, a line per console call, as
// text (never markup), errors and warnings in their colours, and the Run button. Its place is kept
// while `showOutputAt`'s click has not come, so the slide does not move when it shows.
import type { MonacoState } from './useMonacoMount.ts';
import type { CodeRunOutput } from './useCodeRun.ts';

interface RunOutputProps extends CodeRunOutput {
  editor: MonacoState;
  autorun: boolean | 'once';
  /** Before `showOutputAt`'s click. */
  hidden: boolean;
  height?: string;
  onRun: () => void;
}

function placeholder({ lines, status, editor, autorun }: RunOutputProps): string | null {
  if (editor === 'failed') return 'The editor could not be loaded: the code does not run.';
  if (lines.length) return null;
  if (status === 'running' || (status === 'idle' && autorun)) return 'Running…';
  if (status === 'idle') return 'Press Run to run the code.';
  return 'No output.';
}

export function RunOutput(props: RunOutputProps) {
  const { lines, status, run, editor, hidden, height, onRun } = props;
  const note = placeholder(props);
  return (
    <div className="deck-run" data-status={status} data-run={run} style={{ visibility: hidden ? 'hidden' : undefined }} aria-hidden={hidden || undefined}>
      <div className="deck-run-bar">
        <span className="deck-run-title">Output</span>
        <button type="button" className="deck-run-button" onClick={onRun} disabled={editor !== 'ready'} aria-label="Run code" title="Run code">
          <span aria-hidden="true">▶</span> Run
        </button>
      </div>
      <div className="deck-run-output" role="log" aria-label="Code output" style={height ? { height, maxHeight: 'none' } : undefined}>
        {lines.map((line, i) => (
          <div key={i} className={`deck-run-line deck-run-${line.level}`}>
            {line.text}
          </div>
        ))}
        {note && <div className="deck-run-note">{note}</div>}
      </div>
    </div>
  );
}
