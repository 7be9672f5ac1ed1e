// UnoCSS for one deck: the generator made from the deck's configuration (config.ts), the stylesheet
// of the classes the deck uses (read where its author wrote them: sources.ts), served as
// virtual:deck/uno.css after the engine's own styles, and `@apply` / `theme()` / `@screen` in CSS the
// deck writes (a slide's `<style>`, the talk's stylesheet) through the configuration's CSS
// transformers, as UnoCSS's Vite plugin runs them. Only the deck's text is read, never the engine's
// UI, so the engine's chrome keeps its look and a deck that uses no utility gets an empty stylesheet.
import path from 'node:path';
import MagicString from 'magic-string';
import postcss from 'postcss';
import { createGenerator, expandVariantGroup, type SourceCodeTransformer, type UnoGenerator } from '@unocss/core';
import { IconSets } from '../compile/icon-sets.ts';
import type { LoadedDeck } from '../parser/parse.ts';
import { packageOf } from '../talk-packages.ts';
import type { DeckWarning } from '../warnings.ts';
import { iconOfUse, iconWarnings, type IconUse } from './icon-check.ts';
import { codeSnippet, markdownSnippets, ownCodeFiles, type Snippet, stylesheetSnippets } from './sources.ts';

/** The virtual stylesheet's import id, and its resolved id (a .css id, so Vite's CSS pipeline handles it). */
export const UNO_STYLE = { id: 'virtual:deck/uno.css', resolved: '/@deck/uno.css' } as const;

/** Slidev's look for icon components: inline with the text, sitting on its baseline as Slidev's do. */
const ICON_CSS = '.slidev-icon{display:inline-block;vertical-align:sub;line-height:1em}\n';

export interface DirectivesResult {
  css: string;
  /** What could not be applied, with its line in the CSS given. */
  problems: { line: number; message: string }[];
}

/** The transformers' context as a CSS transform needs it (UnoCSS's Vite plugin passes more, which transformer-directives does not read). */
type TransformContext = Parameters<SourceCodeTransformer['transform']>[2];

export class DeckUno {
  /** The icon sets the deck can draw from (the compiler's icon components use them too). */
  readonly icons: IconSets;
  /** Where packages are looked for: the talk's folder, then the engine's. */
  private readonly dirs: string[];
  private generator: Promise<{ uno: UnoGenerator; warnings: DeckWarning[] }> | undefined;

  /** `talkDir`: the folder of the deck's Markdown file; `root`: the project root (warnings name files relative to it); `engineDir`: where the engine's own packages are. */
  constructor(private readonly talkDir: string, private readonly root: string, engineDir: string) {
    this.dirs = [talkDir, engineDir];
    this.icons = new IconSets(this.dirs);
  }

  /** Forgets the configuration (the talk's uno.config.ts changed). */
  reset(): void {
    this.generator = undefined;
  }

  private display(file: string): string {
    return path.relative(this.root, file) || file;
  }

  private load() {
    // UnoCSS's presets and transformers take a moment to load: only once a deck's stylesheet is made.
    this.generator ??= import('./config.ts').then(({ deckUnoConfig }) => deckUnoConfig(this.talkDir, this.dirs)).then(async ({ config, problems }) => ({
      uno: await createGenerator(config),
      warnings: problems.map((p): DeckWarning => {
        const specifier = /Cannot find (?:module|package) '([^']+)'/.exec(p.message)?.[1];
        const missing = specifier && packageOf(specifier);
        const why = missing ? `it imports "${missing}", which is not installed (\`npm install -D ${missing}\` in the talk's folder)` : p.message;
        return { file: this.display(p.file), line: 1, kind: 'feature', message: `the talk's UnoCSS configuration cannot be loaded (${why}): the deck is styled with Slidev's own configuration` };
      }),
    }));
    return this.generator;
  }

  /** The deck's utilities stylesheet, and what the build says about it (its configuration, its icons). */
  async stylesheet(deck: Pick<LoadedDeck, 'files' | 'sources' | 'slides'>): Promise<{ css: string; warnings: DeckWarning[] }> {
    const { uno, warnings: configWarnings } = await this.load();
    const snippets: Snippet[] = [];
    deck.files.forEach((file, i) => snippets.push(...markdownSnippets(file, deck.sources[i] ?? '')));
    for (const slide of deck.slides) snippets.push({ file: path.resolve(this.root, slide.filepath), line: slide.start, code: JSON.stringify(slide.frontmatter) });
    snippets.push(...ownCodeFiles(this.talkDir).map(codeSnippet));
    snippets.push(...stylesheetSnippets(this.talkDir));

    // One pass of UnoCSS's extractors over all of it (a 5,000-slide deck has tens of thousands of pieces);
    // the icons each piece names are looked for piece by piece, for their lines.
    const expanded = snippets.map((snippet) => expandVariantGroup(snippet.code));
    const tokens = await uno.applyExtractors(expanded.join('\n'), 'deck.md');
    const uses: IconUse[] = [];
    snippets.forEach((snippet, i) => {
      const file = this.display(snippet.file);
      if (snippet.tag) uses.push({ file, line: snippet.line, written: snippet.tag, kind: 'tag' });
      for (const word of (expanded[i] ?? '').split(/[\s'"`{},;]+/)) {
        if (/^(?:[\w-]+:)*!?i-[\w:-]+$/.test(word)) uses.push({ file, line: snippet.line, written: word, kind: 'class' });
      }
    });
    const { css, matched } = await uno.generate(tokens);
    const drawsIcons = uses.some((use) => use.kind === 'tag' && iconOfUse(use, this.icons));
    const sheet = (matched.size ? css + '\n' : '') + (drawsIcons ? ICON_CSS : '');
    return { css: sheet || '/* no UnoCSS utilities in this deck */\n', warnings: [...configWarnings, ...iconWarnings(uses, this.icons)] };
  }

  /** `@apply`, `theme()`, `@screen` in CSS the deck writes, turned into plain CSS; an utility UnoCSS does not know is said and left out. */
  async directives(css: string, id: string): Promise<DirectivesResult> {
    const { uno } = await this.load();
    const problems: DirectivesResult['problems'] = [];
    for (const match of css.matchAll(/(@apply|--at-apply\s*:|--uno-apply\s*:|--uno\s*:)\s*([^;}]+)/g)) {
      const line = css.slice(0, match.index).split('\n').length;
      for (const name of expandVariantGroup((match[2] ?? '').trim().replace(/^(['"])(.*)\1$/, '$2')).split(/\s+/).filter(Boolean)) {
        if (!(await uno.parseToken(name))) problems.push({ line, message: `@apply ${name}: UnoCSS has no such utility: left out` });
      }
    }
    const code = new MagicString(css);
    const transformers = (uno.config.transformers ?? []).filter((t) => t.idFilter?.(id));
    const order = { pre: 0, default: 1, post: 2 } as const;
    try {
      for (const transformer of transformers.sort((a, b) => order[a.enforce ?? 'default'] - order[b.enforce ?? 'default'])) {
        await transformer.transform(code, id, { uno, tokens: new Set<string>(), invalidate: () => undefined } as unknown as TransformContext);
      }
    } catch (err) {
      problems.push({ line: 1, message: `UnoCSS could not apply this CSS's directives (${err instanceof Error ? err.message : String(err)}): they are left out` });
      return { css: withoutApply(css), problems };
    }
    return { css: withoutApply(code.toString()), problems };
  }
}

/** What is left of `@apply` once applied: only utilities UnoCSS did not know, already said. */
function withoutApply(css: string): string {
  if (!/@apply|--at-apply|--uno/.test(css)) return css;
  try {
    const root = postcss.parse(css);
    root.walkAtRules('apply', (rule) => void rule.remove());
    root.walkDecls(/^--(at-apply|uno-apply|uno)$/, (decl) => void decl.remove());
    return root.toString();
  } catch {
    return css;
  }
}
