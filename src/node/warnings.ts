// What the build says about a deck that builds, but not quite as its author wrote it: each problem
// once (a slide is compiled for the browser and again for the pre-rendered page), with file:line and
// what happens instead, in source order, then one line that sums them up by kind.
import { colourWanted, warningLine, yellow } from './colour.ts';

/** What a warning is about; the summary counts each kind. */
export type WarningKind =
  /** A headmatter or frontmatter field this engine does not read (a Slidev option, a theme's field, a typo). */
  | 'field'
  /** A layout that is neither built in nor the deck's own: the slide is laid out with `default`. */
  | 'layout'
  /** A component that is neither built in nor the deck's own: its content is shown without it. */
  | 'component'
  /** Vue template syntax that cannot be honoured (a directive, an expression naming what is not there). */
  | 'syntax'
  /** HTML the browser would repair, repaired the same way (an element never closed…). */
  | 'html'
  /** A code block option or language this engine does not know, a formula KaTeX cannot typeset. */
  | 'code'
  /** An image or file the slide refers to that is not there. */
  | 'asset'
  /** A `src:` import that cannot be read. */
  | 'import'
  /** A Slidev feature this engine does not do yet (UnoCSS, icons, KaTeX, Mermaid, a community theme…). */
  | 'feature'
  /** A slide that shows an error card instead of its content. */
  | 'card'
  /** A slide the build could not draw for the first paint (it shows once the app runs). */
  | 'paint';

export interface DeckWarning {
  /** The Markdown file, as the speaker would open it (relative to the project root). */
  file: string;
  /** 1-based line in that file. */
  line: number;
  /** What is wrong and what happens instead. */
  message: string;
  kind: WarningKind;
}

const SUMMARY: Record<WarningKind, [one: string, many: string]> = {
  field: ['field ignored', 'fields ignored'],
  layout: ['layout unknown', 'layouts unknown'],
  component: ['component unknown', 'components unknown'],
  syntax: ['template syntax not honoured', 'template syntax not honoured'],
  html: ['HTML repaired', 'HTML repaired'],
  code: ['code or math problem', 'code or math problems'],
  asset: ['file not found', 'files not found'],
  import: ['import failed', 'imports failed'],
  feature: ['feature not supported yet', 'features not supported yet'],
  card: ['slide shows an error card', 'slides show an error card'],
  paint: ['slide not drawn for the first paint', 'slides not drawn for the first paint'],
};

/** A warning as the commands print it (on stderr): `warning file:line: message`. */
export function formatWarning(warning: DeckWarning, colour = colourWanted(process.stderr)): string {
  return warningLine(`${warning.file}:${warning.line}: ${warning.message}`, colour);
}

/** The warnings of one build (or one dev session), each kept once. */
export class WarningLog {
  private readonly byKey = new Map<string, DeckWarning>();

  /** Keeps a warning; false when the same one was already kept. */
  add(warning: DeckWarning): boolean {
    const key = `${warning.file}\0${warning.line}\0${warning.message}`;
    if (this.byKey.has(key)) return false;
    this.byKey.set(key, warning);
    return true;
  }

  addAll(warnings: Iterable<DeckWarning>): void {
    for (const warning of warnings) this.add(warning);
  }

  /** Every warning kept, by file and line. */
  get list(): DeckWarning[] {
    return [...this.byKey.values()].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  }

  get size(): number {
    return this.byKey.size;
  }

  /** Counts by kind, e.g. "3 layouts unknown, 1 slide shows an error card"; '' when there is nothing. */
  summary(): string {
    const counts = new Map<WarningKind, number>();
    for (const { kind } of this.byKey.values()) counts.set(kind, (counts.get(kind) ?? 0) + 1);
    return (Object.keys(SUMMARY) as WarningKind[])
      .filter((kind) => counts.has(kind))
      .map((kind) => {
        const n = counts.get(kind) ?? 0;
        return `${n} ${SUMMARY[kind][n === 1 ? 0 : 1]}`;
      })
      .join(', ');
  }

  /** Prints every warning in source order, then the summary. */
  print(write: (line: string) => void = (line) => console.warn(line), colour = colourWanted(process.stderr)): void {
    if (this.size === 0) return;
    for (const warning of this.list) write(formatWarning(warning, colour));
    write(`${yellow(`${this.size} ${this.size === 1 ? 'warning' : 'warnings'}`, colour)}: ${this.summary()}`);
  }
}
