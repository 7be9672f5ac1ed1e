// Recording the talk (`record`): the presenter's camera and/or screen, each with MediaRecorder into a
// WebM file the browser downloads. Nothing is uploaded.

export type RecordingSource = 'camera' | 'screen';

export interface Recording {
  source: RecordingSource;
  url: string;
  filename: string;
  size: number;
  type: string;
}

const mimeTypes = ['video/webm;codecs=vp9,opus', 'video/webm;codecs=vp8,opus', 'video/webm'];

export function recordingMimeType(): string {
  return mimeTypes.find((type) => MediaRecorder.isTypeSupported(type)) ?? '';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** e.g. "my-talk-camera-2022-10-13-1405.webm" */
export function recordingFilename(base: string, source: RecordingSource, date = new Date()): string {
  const stamp = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}-${pad(date.getHours())}${pad(date.getMinutes())}`;
  return `${base}-${source}-${stamp}.webm`;
}

/** The camera with its microphone (or without one, when there is none), or a screen the presenter picks. */
export async function openSource(source: RecordingSource): Promise<MediaStream> {
  const devices = navigator.mediaDevices;
  if (!devices) throw new Error('this page cannot use cameras or screens (it needs https or localhost)');
  if (source === 'screen') return devices.getDisplayMedia({ video: true, audio: false });
  try {
    return await devices.getUserMedia({ video: true, audio: true });
  } catch (err) {
    if (err instanceof DOMException && (err.name === 'NotFoundError' || err.name === 'NotReadableError')) return devices.getUserMedia({ video: true });
    throw err;
  }
}

/** Records one stream until stopped (or until its video track ends, e.g. the browser's "Stop sharing"). */
export class StreamRecording {
  readonly recorder: MediaRecorder;
  private readonly chunks: Blob[] = [];
  private readonly done: Promise<Blob>;

  constructor(readonly source: RecordingSource, readonly stream: MediaStream) {
    const mimeType = recordingMimeType();
    this.recorder = new MediaRecorder(stream, mimeType ? { mimeType } : {});
    this.done = new Promise((resolve, reject) => {
      this.recorder.addEventListener('dataavailable', (event) => {
        if (event.data.size > 0) this.chunks.push(event.data);
      });
      this.recorder.addEventListener('stop', () => resolve(new Blob(this.chunks, { type: (this.recorder.mimeType || 'video/webm').split(';')[0] })));
      this.recorder.addEventListener('error', (event) => reject(new Error(`recording failed: ${String((event as ErrorEvent).message ?? event.type)}`)));
    });
    this.recorder.start(1000);
  }

  /** Stops recording and releases the camera or screen; resolves to the recorded video. */
  stop(): Promise<Blob> {
    if (this.recorder.state !== 'inactive') this.recorder.stop();
    for (const track of this.stream.getTracks()) track.stop();
    return this.done;
  }
}
