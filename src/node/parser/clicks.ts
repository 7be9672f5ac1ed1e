// Line-level helpers for a slide's Markdown: which lines are inside code fences, and a fence's
// line-highlight steps (```rust {1|2-4|all}). Click steps are counted on the MDX tree (steps.ts).

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

/** The `{1|2-4|all}` part of a fence's info string, split into steps; [] when absent. */
export function codeSteps(info: string): string[] {
  const match = /\{([^}]*)\}/.exec(info);
  if (!match?.[1]) return [];
  return match[1].split('|').map((s) => s.trim());
}
