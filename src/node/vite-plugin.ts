// Vite plugin: serves the parsed deck to the browser app as virtual modules.
//   virtual:deck            configuration, slide metadata and a lazy loader per slide
//   virtual:deck/slide/N    slide N compiled from Markdown (compile/slide-module.ts) — one chunk per slide
//   /@deck/slide-N.css      slide N's own `<style>` blocks, scoped to it, imported by its module
//   virtual:deck/notes      speaker notes, loaded only by the presenter view
//   virtual:deck/style.css  self-hosted fonts and theme colours from the configuration
//   virtual:deck/uno.css    the UnoCSS utilities the deck uses (unocss/deck-uno.ts)
//   virtual:deck/theme      the deck's theme: its layouts and its stylesheet (theme-module.ts)
//   virtual:deck/transitions  the play view's slide transitions, for a deck that has any (transitions-module.ts)
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { FONT_STAND_INS } from '../shared/themes.ts';
import { compactMeta } from '../shared/slide-meta.ts';
import type { DeckConfig, SlideMeta, SlideRecord } from '../shared/types.ts';
import { codeColourCss } from './compile/highlight.ts';
import { compileSlide, type CompiledSlide } from './compile/slide-module.ts';
import { defaultFavicon } from './favicon.ts';
import { fallbackFaceFor, fallbackFamily } from './font-fallback.ts';
import { componentsDir, type DeckComponents, findDeckComponents, isComponentFile, vueOverrideWarnings } from './deck-components.ts';
import { TALK_STYLE, talkStylesheet } from './compile/talk-stylesheet.ts';
import { defaultConfig } from './parser/config.ts';
import { renderMarkdown } from './parser/notes.ts';
import { type LoadedDeck, loadDeck } from './parser/parse.ts';
import { engineDir } from './paths.ts';
import { DeckUno, UNO_STYLE } from './unocss/deck-uno.ts';
import { directivesPlugin } from './unocss/postcss.ts';
import { TALK_UNO_CONFIGS } from './unocss/sources.ts';
import { THEME, themeModule } from './theme-module.ts';
import { TRANSITIONS, transitionsModule } from './transitions-module.ts';
import { formatWarning as printable, WarningLog } from './warnings.ts';
import { watchLater } from './watch-later.ts';

const DECK = 'virtual:deck';
const SLIDE_PREFIX = 'virtual:deck/slide/';
const NOTES = 'virtual:deck/notes';
const STYLE = 'virtual:deck/style.css';
// Resolved ids: '\0' keeps other plugins away; the stylesheet keeps a .css id so Vite's CSS pipeline handles it.
const resolved = { deck: '\0deck', notes: '\0deck-notes', style: '/@deck/style.css', slide: '\0deck-slide:' };
const SLIDE_STYLE = /^\/@deck\/slide-(\d+)\.css$/;

/** The speaker notes module (its chunk's name: build-files.ts). */
export const NOTES_MODULE_ID = resolved.notes;

export interface DeckPluginOptions {
  /** Absolute path of the deck's Markdown file. */
  slidesFile: string;
  /** Project root, used to show short file paths in messages. */
  root: string;
  /**
   * The build's warnings, which it prints once at its end: the deck's go in here (and the compiler's). Without it (the dev server) the plugin prints them each time it reads the deck.
   */
  warnings?: WarningLog;
}

export function toMeta(slide: SlideRecord): SlideMeta {
  const { no, id, routeName, title, level, layout, frontmatter, clicks, hideInToc, counted, filepath, start } = slide;
  return { no, id, routeName, title, level, layout, frontmatter, clicks, hideInToc, counted, filepath, start };
}

const kebab = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/[\s_]+/g, '-').toLowerCase();

/** The Fontsource package folder of a family: the talk's own install first, else the engine's; null when neither has it. */
function fontPackage(family: string, root: string): string | null {
  for (const dir of [root, engineDir]) {
    try {
      return path.dirname(createRequire(path.join(dir, 'package.json')).resolve(`@fontsource/${kebab(family)}/package.json`));
    } catch {
      // not installed there
    }
  }
  return null;
}

/**
 * The families the deck is drawn with: those it names when installed; for a family a Slidev theme takes
 * from the viewer's machine (Helvetica Neue), its self-hosted stand-in; else the engine's own.
 */
export function usedFonts(config: DeckConfig, root: string): { sans: string; mono: string } {
  const pick = (family: string, fallback: string) => {
    if (fontPackage(family, root)) return family;
    const standIn = FONT_STAND_INS[family];
    return standIn && fontPackage(standIn, root) ? standIn : fallback;
  };
  return { sans: pick(config.fonts.sans, defaultConfig.fonts.sans), mono: pick(config.fonts.mono, defaultConfig.fonts.mono) };
}

/**
 * CSS that self-hosts the configured fonts (Fontsource packages) and exposes theme colours. A family
 * that is not installed is said (`missing`) and the engine's own is used after it in the stack, so a
 * speaker who has it on their machine still sees it; nothing is ever fetched from a CDN.
 */
export async function deckStyle(config: DeckConfig, root: string, missing: (family: string, pkg: string, instead: string) => void = () => undefined): Promise<string> {
  const used = usedFonts(config, root);
  const imports: string[] = [];
  for (const [kind, family] of [['sans', config.fonts.sans], ['mono', config.fonts.mono]] as const) {
    if (used[kind] !== family && used[kind] !== FONT_STAND_INS[family]) missing(family, `@fontsource/${kebab(family)}`, used[kind]);
  }
  for (const family of new Set([used.sans, used.mono])) {
    const dir = fontPackage(family, root);
    if (!dir) continue;
    // A family may not come in every configured weight (monospace fonts rarely have 200): use those it has.
    const faces = config.fonts.weights.flatMap((w) => (config.fonts.italic ? [`${w}`, `${w}-italic`] : [`${w}`]));
    const files = faces.map((face) => path.join(dir, `latin-${face}.css`)).filter((file) => existsSync(file));
    const fallback = files.length ? files : [path.join(dir, 'latin-400.css')].filter((file) => existsSync(file));
    imports.push(...fallback.map((file) => `@import ${JSON.stringify(file)};`));
  }
  // The text font's stand-in, drawn until the font's file has arrived (font-fallback.ts).
  const sansDir = fontPackage(used.sans, root);
  const arimoDir = fontPackage('Arimo', root);
  const standIn = sansDir && arimoDir ? await fallbackFaceFor(used.sans, sansDir, arimoDir) : '';
  const stack = (families: string[], generic: string) => [...new Set(families)].map((f) => `'${f}'`).concat(generic).join(', ');
  const vars = Object.entries(config.themeConfig).map(([k, v]) => `  --deck-theme-${kebab(k)}: ${v};`);
  return [
    ...imports,
    ...(standIn ? [standIn] : []),
    ':root {',
    `  --deck-font-sans: ${stack([config.fonts.sans, used.sans, ...(standIn ? [fallbackFamily(used.sans)] : [])], 'system-ui, sans-serif')};`,
    `  --deck-font-mono: ${stack([config.fonts.mono, used.mono], 'ui-monospace, monospace')};`,
    ...vars,
    '}',
    // A printed page is exactly one slide canvas, whatever the paper size set in the print dialog.
    // (Here, in the deck's stylesheet, not a <style> element: the page's Content-Security-Policy allows none.)
    `@page { size: ${config.canvasWidth}px ${config.canvasWidth / config.aspectRatio}px; margin: 0; }`,
  ].join('\n');
}

export function deckPlugin(options: DeckPluginOptions): Plugin {
  const displayPath = path.relative(options.root, options.slidesFile) || options.slidesFile;
  let deck: Promise<LoadedDeck> | undefined;
  /** Compiled slides of the deck as last read, by mode and number: the site and the pre-rendering share them. */
  let compiled = new Map<string, Promise<CompiledSlide>>();
  let dev = false;
  let defined: ReadonlySet<string> = new Set();
  /** The Markdown files the deck was last read from (and those its imports name that are missing). */
  let deckFiles = new Set([path.resolve(options.slidesFile)]);
  let onDeckFiles: (files: string[]) => void = () => {};
  // The talk's own components (components/ beside its Markdown), found again with the deck.
  const talkDir = path.dirname(path.resolve(options.slidesFile));
  let components: DeckComponents = { react: new Map(), vue: new Map() };
  // A build keeps the compiler's warnings for its end; the dev server says each new one at once.
  const log = options.warnings ?? new WarningLog();
  const warn = (warning: Parameters<WarningLog['add']>[0]) => {
    if (log.add(warning) && !options.warnings) console.warn(printable(warning));
  };
  const uno = new DeckUno(talkDir, options.root, engineDir);
  const load = () =>
    (deck ??= loadDeck(options.slidesFile, { root: options.root }).then((loaded) => {
      deckFiles = new Set([...loaded.files, ...loaded.missing]);
      components = findDeckComponents(talkDir);
      loaded.warnings.push(...vueOverrideWarnings(components, options.root));
      onDeckFiles([...deckFiles]);
      // A build says them once, at its end (build.ts); the dev server each time the Markdown is read again.
      if (options.warnings) options.warnings.addAll(loaded.warnings);
      else if (dev) {
        const log = new WarningLog();
        log.addAll(loaded.warnings);
        log.print();
      }
      return loaded;
    }));
  /** The deck's UnoCSS, or null when its headmatter says `css: none`. */
  const unoOn = async () => ((await load()).config.css === 'none' ? null : uno);
  const compile = (slide: SlideRecord, config: DeckConfig, mode: string) => {
    const key = `${mode}:${slide.no}`;
    let result = compiled.get(key);
    if (!result) {
      const directives = config.css === 'none' ? undefined : (css: string, id: string) => uno.directives(css, id);
      result = compileSlide(slide, { config, mode, root: options.root, defined, styleId: `/@deck/slide-${slide.no}.css`, onWarning: warn, icons: uno.icons, directives, components }).then((done) => {
        if (done.error) warn({ file: slide.filepath, line: done.error.line, message: `slide ${slide.no} shows an error card: ${done.error.message}`, kind: 'card' });
        return done;
      });
      compiled.set(key, result);
    }
    return result;
  };

  return {
    name: 'deck',
    enforce: 'pre',

    configResolved(resolvedConfig) {
      dev = resolvedConfig.command === 'serve';
      defined = new Set(Object.keys(resolvedConfig.define ?? {}));
    },

    // Dev-only tools (open in editor) key off the dev server itself, not NODE_ENV.
    // `@apply` in the stylesheets the talk brings (its own slides' are applied as they compile).
    config: (_, { command }) => ({
      define: { __DECK_DEV_SERVER__: JSON.stringify(command === 'serve') },
      css: { postcss: { plugins: [directivesPlugin({ uno: unoOn, root: options.root, warn })] } },
    }),

    resolveId(id) {
      if (id === DECK) return resolved.deck;
      if (id === NOTES) return resolved.notes;
      if (id === STYLE) return resolved.style;
      if (id === THEME.id) return THEME.resolved;
      if (id === TRANSITIONS.id) return TRANSITIONS.resolved;
      if (id === TALK_STYLE.id) return TALK_STYLE.resolved;
      if (id === UNO_STYLE.id) return UNO_STYLE.resolved;
      if (id.startsWith(SLIDE_PREFIX)) return resolved.slide + id.slice(SLIDE_PREFIX.length);
      if (SLIDE_STYLE.test(id)) return id;
      return undefined;
    },

    async load(id) {
      if (id === TALK_STYLE.resolved) {
        const talkDir = path.relative(options.root, path.dirname(options.slidesFile));
        return talkStylesheet((await load()).config, options.slidesFile, (w) => warn({ ...w, file: path.join(talkDir, w.file) }));
      }
      if (id === THEME.resolved) return themeModule((await load()).config);
      if (id === TRANSITIONS.resolved) {
        const { config, slides } = await load();
        return transitionsModule(config, slides);
      }
      if (id === UNO_STYLE.resolved) {
        const loaded = await load();
        if (loaded.config.css === 'none') return '/* css: none (no UnoCSS) */\n';
        const { css, warnings } = await uno.stylesheet(loaded);
        for (const warning of warnings) warn(warning);
        return css;
      }
      const slideStyle = SLIDE_STYLE.exec(id);
      if (id !== resolved.deck && id !== resolved.notes && id !== resolved.style && !id.startsWith(resolved.slide) && !slideStyle) return undefined;
      const { config, slides, files, sources } = await load();
      for (const file of files) this.addWatchFile(file);

      if (id === resolved.deck) {
        const loaders = slides.map((s) => `() => import(${JSON.stringify(SLIDE_PREFIX + s.no)})`);
        const slideFile = slides[0]?.filepath ?? '';
        return [
          `export const config = ${JSON.stringify(config)};`,
          `export const infoHTML = ${JSON.stringify(config.info ? renderMarkdown(config.info) : '')};`,
          `export const slideFile = ${JSON.stringify(slideFile)};`,
          // As a JSON string, which the browser reads faster than the same object literal.
          `export const compactSlides = JSON.parse(${JSON.stringify(JSON.stringify(slides.map((s, i) => compactMeta(toMeta(s), i, slideFile))))});`,
          `export const slideLoaders = [\n  ${loaders.join(',\n  ')}\n];`,
        ].join('\n');
      }
      if (id === resolved.notes) {
        return `export const notes = ${JSON.stringify(slides.map((s) => ({ no: s.no, text: s.note, html: s.notesHTML })))};`;
      }
      if (id === resolved.style) {
        const line = (sources[0] ?? '').split('\n').findIndex((text) => /^fonts\s*:/.test(text)) + 1 || 1;
        const missing = (family: string, pkg: string, instead: string) =>
          warn({ file: displayPath, line, kind: 'asset', message: `headmatter: font "${family}" is not installed (\`npm install ${pkg}\` in the talk's folder; fonts are never fetched from a CDN): ${instead} is used instead` });
        return (await deckStyle(config, options.root, missing)) + (await codeColourCss());
      }

      const no = Number(slideStyle ? slideStyle[1] : id.slice(resolved.slide.length));
      const slide = slides[no - 1];
      if (!slide) throw new Error(`${displayPath}: there is no slide ${no}`);
      const done = await compile(slide, config, this.environment.mode);
      return slideStyle ? done.css : done.code;
    },

    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const { config } = await load();
        const title = config.titleTemplate.replace('%s', config.title);
        const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
        let out = html.replace(/<title>.*?<\/title>/, `<title>${escape(title)}</title>`);
        // Without a configured icon, an inline one in the theme colour (and no request for /favicon.ico).
        const icon = config.favicon || defaultFavicon(config.themeConfig.primary ?? '#e8590c');
        out = out.replace('</head>', `  <link rel="icon" href="${escape(icon)}" />\n  </head>`);
        // No font preloads: the first paint draws the text font's metric stand-in (font-fallback.ts),
        // and the font files load as the slide's text asks for them, out of the first paint's way.
        return out;
      },
    },

    configureServer(server: ViteDevServer) {
      // Every file the deck is read from, imported ones too; a missing import's file when it appears.
      const unoConfigs = new Set(TALK_UNO_CONFIGS.map((name) => path.join(talkDir, name)));
      server.watcher.add([...deckFiles]);
      onDeckFiles = (files) => server.watcher.add(files);
      // A component added or removed changes which tags resolve (a change inside one is React's hot reload).
      watchLater(server, componentsDir(talkDir), (dir) => reload(dir, 'add'));
      for (const config of unoConfigs) watchLater(server, config, (file) => reload(file, 'add'));
      const reload = (file: string, event: 'change' | 'add' | 'unlink') => {
        const changed = path.resolve(file);
        // The deck's own components and layouts may hold classes: their stylesheet is made again.
        if (/^(components|layouts|setup)$/.test(path.relative(talkDir, changed).split(path.sep)[0] ?? '')) {
          const sheet = server.moduleGraph.getModuleById(UNO_STYLE.resolved);
          if (sheet) void server.reloadModule(sheet);
        }
        if (unoConfigs.has(changed)) uno.reset();
        else if (!deckFiles.has(changed) && changed !== componentsDir(talkDir) && (event === 'change' || !isComponentFile(talkDir, file))) return;
        deck = undefined;
        compiled = new Map();
        for (const module of server.moduleGraph.idToModuleMap.values()) {
          if (module.id?.startsWith('\0deck') || module.id === resolved.style || module.id === UNO_STYLE.resolved || SLIDE_STYLE.test(module.id ?? '')) server.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: 'full-reload' });
      };
      for (const event of ['change', 'add', 'unlink'] as const) server.watcher.on(event, (file: string) => reload(file, event));
    },
  };
}
