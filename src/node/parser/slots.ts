// A slide's Markdown split into named slots at `::name::` lines outside code, as Slidev's slot sugar
// does (`::right::` for two-cols, `:: default ::` back to the default slot), lines kept.
import { forEachLine } from './clicks.ts';

export interface SlotSource {
  name: string;
  markdown: string;
  /** 1-based source line of the slot's first Markdown line. */
  line: number;
}

const MARKER = /^::\s*([\w.:-]+)\s*::\s*$/;

/** Splits a slide at `::name::` lines (outside code) into named slots. */
export function splitSlots(content: string, firstLine: number): SlotSource[] {
  const slots: SlotSource[] = [{ name: 'default', markdown: '', line: firstLine }];
  let lineNo = firstLine;
  forEachLine(content, (line, inFence) => {
    const marker = inFence ? null : MARKER.exec(line);
    if (marker?.[1]) slots.push({ name: marker[1], markdown: '', line: lineNo + 1 });
    else {
      const slot = slots.at(-1);
      if (slot) slot.markdown += line + '\n';
    }
    lineNo++;
  });
  return slots;
}
