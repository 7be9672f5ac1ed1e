// The Vite configuration of a deck: the engine's app, the talk's Markdown and public files, its .env,
// and the talk's own vite.config.* when it has one (merged under the deck's, which keeps what the
// engine needs: its root, base and output).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { loadConfigFromFile, mergeConfig, type InlineConfig } from 'vite';
import { NOTES_CHUNK_PREFIX } from './build-files.ts';
import { colourWanted, plainUnless } from './colour.ts';
import { deckLayoutsPlugin } from './deck-layouts-plugin.ts';
import { clientDir, engineDir, normaliseBase } from './paths.ts';
import { isInstalled, packageImports, packageOf } from './talk-packages.ts';
import { reactSentinelsPlugin } from './react-sentinels-plugin.ts';
import { reactionIconsPlugin } from './reaction-icons-plugin.ts';
import { deckPlugin, NOTES_MODULE_ID } from './vite-plugin.ts';
import { type DeckWarning, formatWarning, type WarningLog } from './warnings.ts';

export { clientDir, normaliseBase };

export interface DeckProject {
  /** Project root: holds the Markdown file and `public/`. */
  root: string;
  /** The deck's Markdown file, relative to root. */
  slides: string;
  /** Base path the deck is served under, e.g. "/" or "/talk/". */
  base: string;
  outDir: string;
  /** The build's warnings, printed once at its end; without it the dev server prints them as the deck is read. */
  warnings?: WarningLog;
  /** `--debug`: Vite's and rolldown's own reports too (each file built, plugin timings, the dev server's steps). */
  debug?: boolean;
}

/** The deck's configuration; `overrides` are merged in (their plugins join the deck's). */
export function deckViteConfig(project: DeckProject, overrides: InlineConfig = {}): InlineConfig {
  return mergeConfig(deckBaseConfig(project), overrides);
}

function deckBaseConfig(project: DeckProject): InlineConfig {
  const colour = colourWanted(process.stderr);
  return {
    configFile: false,
    // The engine says what it does in a line per step; what the build tools do is for --debug.
    logLevel: project.debug ? 'info' : 'warn',
    root: clientDir,
    base: normaliseBase(project.base),
    publicDir: path.join(project.root, 'public'),
    // The talk's .env files, not the engine's.
    envDir: project.root,
    plugins: [
      react(),
      deckPlugin({ slidesFile: path.resolve(project.root, project.slides), root: project.root, warnings: project.warnings }),
      // The deck's own layouts, from layouts/ beside its Markdown file.
      deckLayoutsPlugin(path.dirname(path.resolve(project.root, project.slides))),
      // The room's reactions as pictures, the same on every screen whatever its fonts.
      reactionIconsPlugin(),
      reactSentinelsPlugin(),
    ],
    build: {
      outDir: path.resolve(project.root, project.outDir),
      emptyOutDir: true,
      // Mermaid's layout engines come as single chunks of up to 1.5 MB, and Monaco's editor as one of
      // 2.7 MB, each loaded only by a slide that uses it; the deck's own first view is held to its
      // budget by the bench.
      chunkSizeWarningLimit: 3500,
      // A lazy chunk's own imports are not preloaded by <link>s the page adds: on a 4x-slowed phone
      // adding them cost tens of milliseconds of one task. The entry's are listed in index.html, which
      // the pre-render turns into imports (prerender.ts).
      modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
      rolldownOptions: {
        // rolldown's [PLUGIN_TIMINGS] report (which plugin took how long) is the build tool's detail: --debug only.
        checks: { bundlerTimings: !!project.debug },
        // rolldown colours its `[CODE]` prefix whatever NO_COLOR says.
        onLog: (level, log, handler) => handler(level, { ...log, message: plainUnless(colour, log.message) }),
        output: {
          // What the first view runs in two files: React's (started a task before the app, see
          // src/client/reactFirst.ts) and everything else (the entry); rolldown would split modules
          // that lazy chunks share with the entry into tiny chunks of their own, each one more request
          // on a cold load. (Its runtime helpers, which both use, come as a third, tiny one.)
          codeSplitting: {
            groups: [
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]reactFirst\.ts$/, priority: 2 },
              { name: 'deck', tags: ['$initial'], priority: 1 },
            ],
          },
          // V8's explicit compile hint on those two files: Chromium compiles their functions on the thread
          // that streams them in, not one by one on the main thread as each is first called. On a 4x-slowed
          // phone those compiles made the start's tasks 60-100 ms long (`npm run bench -- --phone`).
          postBanner: (chunk) => (chunk.isEntry || chunk.name === 'react' ? '//# allFunctionsCalledOnLoad' : ''),
          // A fixed name lets the server keep the speaker notes from the audience when a password is set.
          chunkFileNames: (chunk) => (chunk.moduleIds.some((id) => id === NOTES_MODULE_ID) ? `assets/${NOTES_CHUNK_PREFIX}[hash].js` : 'assets/[name]-[hash].js'),
        },
      },
    },
    server: { fs: { allow: [project.root, clientDir] } },
    // Pre-bundled when the dev server starts: slide modules import the JSX runtime only once they
    // load, and discovering it then would make Vite reload the page.
    optimizeDeps: { include: ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'drauu', 'dompurify', 'yjs', '@hocuspocus/provider'] },
  };
}

// Vite's own order of names.
const TALK_CONFIGS = ['vite.config.js', 'vite.config.mjs', 'vite.config.ts', 'vite.config.cjs', 'vite.config.mts', 'vite.config.cts'];

/** Warnings about the talk's config already said in this process: the build and its pre-render each load it. */
const said = new Set<string>();

function sayOnce(warning: DeckWarning, warnings: WarningLog | undefined): void {
  const key = formatWarning(warning, false);
  if (warnings) warnings.add(warning);
  else if (!said.has(key)) console.warn(formatWarning(warning));
  said.add(key);
}

/** The first package the talk's config imports that is installed neither for the talk nor with the engine. */
function missingPackage(root: string): DeckWarning | null {
  const name = TALK_CONFIGS.find((file) => existsSync(path.join(root, file)));
  if (!name) return null;
  const missing = packageImports(readFileSync(path.join(root, name), 'utf8')).find((i) => !isInstalled(i.name, root) && !isInstalled(i.name, engineDir));
  return missing ? skipped(name, missing.line, missing.name, 'is installed neither in the talk\'s folder nor with the engine') : null;
}

const skipped = (file: string, line: number, name: string, why: string): DeckWarning => ({
  file,
  line,
  kind: 'feature',
  message: `imports "${name}", which ${why}: the talk's Vite configuration is skipped (to use it, \`npm install ${name}\` in the talk's folder)`,
});

/**
 * The talk's own vite.config.* (beside its Markdown file), under the deck's configuration. One
 * that imports a package that is not installed (often one Slidev brings along) is skipped with
 * one warning naming the package; the deck builds without it.
 */
export async function withTalkViteConfig(config: InlineConfig, root: string, command: 'build' | 'serve', warnings?: WarningLog): Promise<InlineConfig> {
  const missing = missingPackage(root);
  if (missing) {
    sayOnce(missing, warnings);
    return config;
  }
  let found;
  try {
    // Vite's notes on how it loaded the file (its future loader) are for --debug (logLevel info).
    const level = config.logLevel === 'info' ? 'warn' : 'error';
    found = await loadConfigFromFile({ command, mode: command === 'build' ? 'production' : 'development' }, undefined, root, level);
  } catch (err) {
    // A package found beside the engine but not from the talk's folder, or one imported in a way not seen above.
    const code = (err as NodeJS.ErrnoException | null)?.code;
    const specifier = /Cannot find (?:module|package) '([^']+)'/.exec(err instanceof Error ? err.message : '')?.[1];
    const name = specifier && packageOf(specifier);
    if ((code !== 'MODULE_NOT_FOUND' && code !== 'ERR_MODULE_NOT_FOUND') || !name) throw err;
    sayOnce(skipped(TALK_CONFIGS.find((file) => existsSync(path.join(root, file))) ?? 'vite.config.ts', 1, name, 'cannot be found from the talk\'s folder'), warnings);
    return config;
  }
  if (!found) return config;
  // Its plugins, aliases, define, server options… join the deck's; where both set a value, the deck's stays.
  return mergeConfig(found.config, config);
}
