// Line-level reading of a slide's Markdown: which lines are inside code fences, so that what looks
// like a separator, a heading or a slot marker inside code is left alone.

const fenceOpen = /^\s{0,3}(`{3,}|~{3,})(.*)$/;

/** Splits a slide into prose and code so tags inside code are not counted. */
export function forEachLine(content: string, visit: (line: string, inFence: boolean, fenceInfo: string) => void): void {
  let fence: string | null = null;
  for (const line of content.split('\n')) {
    const open = fenceOpen.exec(line);
    if (fence === null && open) {
      fence = open[1] ?? '```';
      visit(line, false, (open[2] ?? '').trim());
    } else if (fence !== null && line.trim().startsWith(fence) && line.trim().replace(/[`~]/g, '') === '') {
      fence = null;
      visit(line, true, '');
    } else {
      visit(line, fence !== null, '');
    }
  }
}
