// A Slidev deck, brought here as it is, should build: the fields Slidev documents that this engine
// does not do are named in a warning, never a stop; a name that is none of Slidev's nor ours but
// close to one of ours is a typo, and gets a "did you mean". Field lists from Slidev's documentation
// (headmatter: sli.dev/custom; frontmatter: sli.dev/guide/syntax).

/** Slidev headmatter fields this engine reads nothing from, with what the speaker loses. */
export const SLIDEV_ONLY_HEADMATTER: Readonly<Record<string, string>> = {
  author: 'the PDF carries no author field',
  keywords: 'the PDF carries no keywords',
  presenter: 'the presenter view is always there (protect it with a password)',
  browserExporter: 'there is no in-browser exporter: use `deck export`',
  export: 'export options come from the command line (`deck export --help`)',
  twoslash: 'code blocks have no TwoSlash type hovers',
  monacoTypesSource: 'Monaco loads no extra types',
  monacoTypesAdditionalPackages: 'Monaco loads no extra types',
  monacoTypesIgnorePackages: 'Monaco loads no extra types',
  monacoRunAdditionalDeps: '{monaco-run} code imports no modules',
  contextMenu: 'there is no context menu',
  wakeLock: 'the screen is kept awake while presenting or following, always',
  overviewSnapshots: 'the overview renders its thumbnails live',
  defaults: 'each slide sets its own frontmatter',
  htmlAttrs: 'the page keeps its own <html> attributes',
  mdc: 'MDC syntax is not read',
  editor: 'there is no built-in editor (`e` opens your own in `deck dev`)',
  seoMeta: 'no Open Graph or Twitter tags are written',
  notesAutoRuby: 'notes get no ruby annotations',
  timer: 'the timer counts down when `duration` is set, up otherwise',
  magicMoveCopy: 'there is no Shiki Magic Move',
  lang: 'the page keeps its own language',
  remote: 'live sync is always on with `deck serve`; the presenter password is given with --password',
  pwa: 'the build always works offline once loaded',
  mcp: 'there is no MCP server',
  comark: 'Comark syntax is not read',
  monacoRunUseStrict: '{monaco-run} code always runs in strict mode, as Slidev runs it by default',
  magicMoveDuration: 'there is no Shiki Magic Move',
  preloadImages: 'images load with their slide',
};

/** Slidev frontmatter fields (per slide) this engine ignores. */
export const SLIDEV_ONLY_FRONTMATTER: Readonly<Record<string, string>> = {
  preload: 'slides load when they are near',
  routeAlias: 'the address stays the slide\'s number (<Link to="…"> and the go-to dialog\'s /name reach it by this name)',
};

/** Edit distance (insertions, deletions, substitutions, two letters swapped), case-insensitive: typos are rarely about case. */
function distance(a: string, b: string): number {
  const [s, t] = [a.toLowerCase(), b.toLowerCase()];
  const rows: number[][] = [Array.from({ length: t.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= s.length; i++) {
    const row = [i];
    for (let j = 1; j <= t.length; j++) {
      const above = rows[i - 1] ?? [];
      let best = Math.min((above[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (above[j - 1] ?? 0) + (s[i - 1] === t[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) best = Math.min(best, (rows[i - 2]?.[j - 2] ?? 0) + 1);
      row[j] = best;
    }
    rows.push(row);
  }
  return rows[s.length]?.[t.length] ?? Math.max(s.length, t.length);
}

/** The known name `name` is most likely a typo of, or null when none is close (about a third of its letters). */
export function didYouMean(name: string, known: Iterable<string>): string | null {
  let best: { name: string; distance: number } | null = null;
  for (const candidate of known) {
    const d = distance(name, candidate);
    if (d <= Math.max(1, Math.floor(candidate.length / 3)) && (!best || d < best.distance)) best = { name: candidate, distance: d };
  }
  return best?.name ?? null;
}
