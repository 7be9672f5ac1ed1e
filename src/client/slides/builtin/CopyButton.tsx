// The "Copy code" button of a code block (`codeCopy`): puts the block's text on the clipboard and
// says "Copied" for 1.5 s.
import { useEffect, useRef, useState, type RefObject } from 'react';

/** How long the button says "Copied". */
export const COPIED_MS = 1500;

/** Copies with the Clipboard API, or the older selection command where that is missing (plain http). */
async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.cssText = 'position:fixed;opacity:0;pointer-events:none';
  document.body.append(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy refused');
}

export function CopyButton({ source }: { source: RefObject<HTMLElement | null> }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    const text = (source.current?.textContent ?? '').replace(/\n$/, '');
    let next: typeof state = 'copied';
    try {
      await writeClipboard(text);
    } catch {
      next = 'failed';
    }
    setState(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), COPIED_MS);
  };

  const label = state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : 'Copy code';
  return (
    <button type="button" className={`code-copy${state === 'idle' ? '' : ` ${state}`}`} aria-label={label} title={label} onClick={() => void copy()}>
      <svg className="code-copy-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={state === 'copied' ? 'M5 12.5l4.5 4.5L19 7.5' : 'M9 9h10v11H9zM5 15V4h10'} />
      </svg>
      {state !== 'idle' && <span className="code-copy-text">{label}</span>}
    </button>
  );
}
