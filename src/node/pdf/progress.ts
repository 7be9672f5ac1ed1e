// What an export says while it works: a progress bar on a terminal, and otherwise one line per step
// ("rendering 25 slides…", then "writing PDF…" or "writing PNG images…"), on stderr, so stdout keeps
// only the result.
import cliProgress from 'cli-progress';

export interface Reporter {
  rendered(n: number): void;
  writing(): void;
  stop(): void;
}

/** The step that writes the file(s): named after what is written. */
export const writingStep = (format: 'pdf' | 'png') => (format === 'png' ? 'writing PNG images' : 'writing PDF');

export function reporter(enabled: boolean, total: number, unit: string, format: 'pdf' | 'png'): Reporter {
  if (!enabled) return { rendered() {}, writing() {}, stop() {} };
  const writing = writingStep(format);
  if (!process.stderr.isTTY) {
    console.error(`rendering ${total} ${unit}…`);
    return { rendered() {}, writing: () => console.error(`${writing}…`), stop() {} };
  }
  const bar = new cliProgress.SingleBar(
    { format: '  {bar} {value}/{total} {phase}', barsize: 30, hideCursor: true, clearOnComplete: true, stream: process.stderr },
    cliProgress.Presets.shades_classic,
  );
  bar.start(total, 0, { phase: `${unit} rendered` });
  return {
    rendered: (n) => bar.update(n),
    writing: () => bar.update(total, { phase: writing }),
    stop: () => bar.stop(),
  };
}
