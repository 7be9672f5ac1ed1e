// Types shared by the build side (src/node) and the browser app (src/client).

export type ColorSchema = 'auto' | 'light' | 'dark';

export interface FontsConfig {
  sans: string;
  mono: string;
  /** Font weights to self-host, e.g. [200, 400, 600]. */
  weights: number[];
  /** Self-host the italic faces of those weights too (Slidev's `fonts.italic`). */
  italic?: boolean;
}

export interface DrawingsConfig {
  enabled: boolean;
  persist: boolean;
  presenterOnly: boolean;
  syncAll: boolean;
}

/** The deck configuration, read from the headmatter of the Markdown file. */
export interface DeckConfig {
  theme: string;
  title: string;
  titleTemplate: string;
  addons: string[];
  remoteAssets: boolean;
  monaco: boolean | 'dev' | 'build';
  /** true: the build prints the PDF and offers it; a URL: the Download PDF link goes there; false: no link. */
  download: boolean | string;
  /** Markdown shown in the info dialog; false when not configured. */
  info: string | false;
  highlighter: 'shiki';
  lineNumbers: boolean;
  colorSchema: ColorSchema;
  routerMode: 'hash';
  /** Width / height, e.g. 16/9. */
  aspectRatio: number;
  canvasWidth: number;
  exportFilename: string;
  selectable: boolean;
  themeConfig: Record<string, string>;
  fonts: FontsConfig;
  favicon: string;
  drawings: DrawingsConfig;
  plantUmlServer: string;
  codeCopy: boolean;
  record: boolean | 'dev' | 'build';
  /** "unocss" (default) or "none": the engine's own styles only; or a .css file, relative to the Markdown file, added after them. */
  css: string;
  /** The talk's date, YYYY-MM-DD; a value that is not a real date stops the build. */
  date?: string;
  /** The slide transition of every slide that sets none (Slidev's `transition:`), e.g. "slide-left" or "fade | fade-out". */
  transition?: string;
  /** The talk's planned length in seconds (headmatter `duration: 30min`): the presenter's timer counts down and shows the pace. */
  duration?: number;
  /** Every headmatter field as written (a theme's own fields too), for the theme and `$slidev.configs`. */
  headmatter: Record<string, unknown>;
}

/** Per-slide frontmatter. Unknown keys are kept for layouts and components. */
export interface SlideFrontmatter {
  layout?: string;
  background?: string;
  class?: string;
  clicks?: number;
  /** Slidev's `clicksStart`: the click step the slide opens at (that many clicks shown at once). */
  clicksStart?: number;
  hideInToc?: boolean;
  title?: string;
  level?: number;
  /** Slidev's `zoom`: the slide's content scaled by it, laid out on a canvas 1/zoom as large. */
  zoom?: number;
  [key: string]: unknown;
}

/** A problem in one slide's source, shown on that slide instead of its content. */
export interface SlideError {
  message: string;
  /** 1-based line in the source file. */
  line: number;
}

/** Everything the build knows about one slide. */
export interface SlideRecord {
  /** 0-based position in the deck. */
  index: number;
  /** 1-based slide number, also the route path. */
  no: number;
  /** Route path segment, "1".."n". */
  path: string;
  /** Stable identifier, e.g. "slide-3". */
  id: string;
  /** Route name, e.g. "page-3". */
  routeName: string;
  /** The slide's Markdown with frontmatter and notes removed. */
  content: string;
  /** The slide's whole source text, frontmatter and notes included. */
  raw: string;
  title: string;
  /** Heading level of the title (1 for #), 0 when the slide has no heading. */
  level: number;
  frontmatter: SlideFrontmatter;
  layout: string;
  /** Speaker notes as Markdown, '' when none. */
  note: string;
  /** Speaker notes rendered to HTML, '' when none. */
  notesHTML: string;
  /** Source file path, relative to the project root. */
  filepath: string;
  /** First and last line of the slide in the source file (1-based, inclusive). */
  start: number;
  end: number;
  /** Line where the slide's content (after frontmatter) begins. */
  contentStart: number;
  /** Number of click steps on this slide. */
  clicks: number;
  /** Code blocks shown as highlighted code (the exporter waits for each). */
  codeBlocks: number;
  hideInToc: boolean;
  /** Counted in "n / total" and shown in the overview (false for the end slide). */
  counted: boolean;
  /** Set when the slide's frontmatter cannot be read; the slide shows this error. */
  error?: SlideError;
}

/** The slice of a slide record the browser needs for every slide. */
export interface SlideMeta {
  no: number;
  id: string;
  routeName: string;
  title: string;
  level: number;
  layout: string;
  frontmatter: SlideFrontmatter;
  clicks: number;
  hideInToc: boolean;
  counted: boolean;
  filepath: string;
  start: number;
}
