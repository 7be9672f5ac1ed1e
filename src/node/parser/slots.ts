// A slide's Markdown as the compiler takes it: split at `::name::` lines into named slots (the
// right column of two-cols), with HTML comments blanked out (MDX refuses them), lines kept.
import { forEachLine } from './clicks.ts';

export interface SlotSource {
  name: string;
  markdown: string;
  /** 1-based source line of the slot's first Markdown line. */
  line: number;
}

/** Splits a slide at `::name::` lines (outside code) into named slots. */
export function splitSlots(content: string, firstLine: number): SlotSource[] {
  const slots: SlotSource[] = [{ name: 'default', markdown: '', line: firstLine }];
  let lineNo = firstLine;
  forEachLine(content, (line, inFence) => {
    const marker = inFence ? null : /^::([\w-]+)::\s*$/.exec(line);
    if (marker?.[1]) slots.push({ name: marker[1], markdown: '', line: lineNo + 1 });
    else {
      const slot = slots.at(-1);
      if (slot) slot.markdown += line + '\n';
    }
    lineNo++;
  });
  return slots;
}

/** Blanks out HTML comments in prose (MDX rejects them), keeping line numbers. */
export function blankComments(markdown: string): string {
  let inComment = false;
  const out: string[] = [];
  forEachLine(markdown, (line, inFence) => {
    if (inFence) return void out.push(line);
    let text = '';
    let rest = line;
    while (rest) {
      if (inComment) {
        const close = rest.indexOf('-->');
        if (close < 0) rest = '';
        else { rest = rest.slice(close + 3); inComment = false; }
      } else {
        const open = rest.indexOf('<!--');
        if (open < 0) { text += rest; rest = ''; }
        else { text += rest.slice(0, open); rest = rest.slice(open + 4); inComment = true; }
      }
    }
    out.push(text);
  });
  return out.join('\n');
}
