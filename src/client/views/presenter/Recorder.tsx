// The presenter's "Record" control (`record`): record the camera and/or the screen while presenting,
// then download each recording as a WebM file.
import { useEffect, useRef, useState } from 'react';
import { recordEnabled } from '../../deck/features.ts';
import { openSource, recordingFilename, type Recording, type RecordingSource, StreamRecording } from './recording.ts';
import { config } from '../../deck/deck.ts';
import { formatElapsed } from './pacing.ts';
import './recorder.css';

const sourceLabels: Record<RecordingSource, string> = { camera: 'Camera', screen: 'Screen' };

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function describe(err: unknown): string {
  if (err instanceof DOMException && err.name === 'NotAllowedError') return 'permission was refused';
  if (err instanceof DOMException && err.name === 'NotFoundError') return 'no such device was found';
  return err instanceof Error ? err.message : String(err);
}

function RecorderControl() {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<Record<RecordingSource, boolean>>({ camera: true, screen: false });
  const [phase, setPhase] = useState<'idle' | 'starting' | 'recording' | 'stopping'>('idle');
  const [error, setError] = useState('');
  const [recordings, setRecordings] = useState<Recording[]>([]);
  const [startedAt, setStartedAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const active = useRef<StreamRecording[]>([]);
  const preview = useRef<HTMLVideoElement>(null);
  const urls = useRef<string[]>([]);

  useEffect(() => {
    if (phase !== 'recording') return;
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, [phase]);

  // Leaving the presenter view ends any recording and frees its downloads.
  useEffect(
    () => () => {
      for (const recording of active.current) void recording.stop().catch(() => undefined);
      for (const url of urls.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const stop = async () => {
    const running = active.current.splice(0);
    if (running.length === 0) return;
    setPhase('stopping');
    const stamp = new Date(startedAt || Date.now());
    const finished: Recording[] = [];
    for (const recording of running) {
      try {
        const blob = await recording.stop();
        const url = URL.createObjectURL(blob);
        urls.current.push(url);
        finished.push({ source: recording.source, url, filename: recordingFilename(config.exportFilename, recording.source, stamp), size: blob.size, type: blob.type });
      } catch (err) {
        setError(`The ${recording.source} recording failed: ${describe(err)}.`);
      }
    }
    setRecordings((list) => [...finished, ...list]);
    setPhase('idle');
    setOpen(true);
  };

  const start = async () => {
    setError('');
    setPhase('starting');
    const sources = (Object.keys(chosen) as RecordingSource[]).filter((source) => chosen[source]);
    const started: StreamRecording[] = [];
    for (const source of sources) {
      try {
        const stream = await openSource(source);
        const recording = new StreamRecording(source, stream);
        // The browser's own "Stop sharing" ends the recording too.
        stream.getVideoTracks()[0]?.addEventListener('ended', () => void stop());
        started.push(recording);
      } catch (err) {
        setError(`Could not start the ${source}: ${describe(err)}.`);
      }
    }
    if (started.length === 0) return setPhase('idle');
    active.current = started;
    const camera = started.find((r) => r.source === 'camera');
    if (preview.current) preview.current.srcObject = camera?.stream ?? null;
    setStartedAt(Date.now());
    setNow(Date.now());
    setPhase('recording');
  };

  const recording = phase === 'recording' || phase === 'stopping';
  return (
    <div className={`recorder${recording ? ' recording' : ''}`}>
      {recording ? (
        <button type="button" className="recorder-toggle" aria-label="Stop recording" disabled={phase === 'stopping'} onClick={() => void stop()}>
          <span className="recorder-dot" aria-hidden="true" />
          <span className="recorder-elapsed">{formatElapsed(Math.max(0, now - startedAt))}</span>
          <span className="recorder-stop-label">Stop</span>
        </button>
      ) : (
        <button type="button" className="recorder-toggle" aria-label="Record" aria-expanded={open} aria-controls="recorder-panel" onClick={() => setOpen(!open)}>
          <span className="recorder-dot idle" aria-hidden="true" />
          Record
        </button>
      )}
      <div id="recorder-panel" className="recorder-panel" role="group" aria-label="Recording" hidden={!open && !recording}>
        <video ref={preview} className="recorder-preview" muted autoPlay playsInline hidden={!recording || !chosen.camera} aria-label="Camera preview" />
        {!recording && (
          <>
            <fieldset className="recorder-sources" disabled={phase !== 'idle'}>
              <legend>Record</legend>
              {(Object.keys(sourceLabels) as RecordingSource[]).map((source) => (
                <label key={source}>
                  <input type="checkbox" checked={chosen[source]} onChange={(event) => setChosen({ ...chosen, [source]: event.target.checked })} />
                  {sourceLabels[source]}
                </label>
              ))}
            </fieldset>
            <button type="button" className="recorder-start" disabled={phase !== 'idle' || (!chosen.camera && !chosen.screen)} onClick={() => void start()}>
              {phase === 'starting' ? 'Starting…' : 'Start recording'}
            </button>
          </>
        )}
        {error && (
          <p className="recorder-error" role="alert">
            {error}
          </p>
        )}
        {recordings.length > 0 && (
          <ul className="recorder-downloads" aria-label="Recordings">
            {recordings.map((r) => (
              <li key={r.url}>
                <a href={r.url} download={r.filename} type={r.type}>
                  Download {r.source} recording
                </a>
                <span className="recorder-size">{formatSize(r.size)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** Mounted in the presenter header; nothing when `record` is off for this kind of run. */
export function Recorder() {
  return recordEnabled(config) ? <RecorderControl /> : null;
}
