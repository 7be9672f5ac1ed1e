// Counts a slide's click steps from its Markdown, at build time.
//
// One step per <v-click> (an explicit `at="n"` can raise the total), one per
// top-level list item inside <v-clicks>, and one per extra range of a code
// fence's line-highlight steps: ```rust {1|2-4|all} starts on "1" and has 2 steps.

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

function countListItems(block: string): number {
  const items = [...block.matchAll(/^( *)(?:[-*+]|\d+[.)])\s/gm)].map((m) => m[1]?.length ?? 0);
  if (items.length === 0) return 0;
  const top = Math.min(...items);
  return items.filter((indent) => indent === top).length;
}

export function countClicks(content: string): number {
  let prose = '';
  let total = 0;
  forEachLine(content, (line, inFence, info) => {
    if (info) total += Math.max(codeSteps(info).length - 1, 0);
    if (!inFence) prose += line + '\n';
  });

  let maxAt = 0;
  for (const tag of prose.matchAll(/<v-click(?=[\s>/])([^>]*)>/g)) {
    const at = /\bat=["{]?(\d+)/.exec(tag[1] ?? '');
    if (at) maxAt = Math.max(maxAt, Number(at[1]));
    else total += 1;
  }
  for (const block of prose.matchAll(/<v-clicks(?=[\s>])[^>]*>([\s\S]*?)<\/v-clicks>/g)) {
    total += countListItems(block[1] ?? '');
  }
  return Math.max(total, maxAt);
}
