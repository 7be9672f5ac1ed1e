// The Vite configuration of a deck: the engine's app, the talk's Markdown and public files, its .env,
// and the talk's own vite.config.* when it has one (merged under the deck's, which keeps what the
// engine needs: its root, base and output).
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { loadConfigFromFile, mergeConfig, type InlineConfig } from 'vite';
import { NOTES_CHUNK_PREFIX } from './build-files.ts';
import { deckLayoutsPlugin } from './deck-layouts-plugin.ts';
import { clientDir, normaliseBase } from './paths.ts';
import { deckPlugin, NOTES_MODULE_ID } from './vite-plugin.ts';

export { clientDir, normaliseBase };

export interface DeckProject {
  /** Project root: holds the Markdown file and `public/`. */
  root: string;
  /** The deck's Markdown file, relative to root. */
  slides: string;
  /** Base path the deck is served under, e.g. "/" or "/talk/". */
  base: string;
  outDir: string;
}

/** The deck's configuration; `overrides` are merged in (their plugins join the deck's). */
export function deckViteConfig(project: DeckProject, overrides: InlineConfig = {}): InlineConfig {
  return mergeConfig(deckBaseConfig(project), overrides);
}

function deckBaseConfig(project: DeckProject): InlineConfig {
  return {
    configFile: false,
    root: clientDir,
    base: normaliseBase(project.base),
    publicDir: path.join(project.root, 'public'),
    // The talk's .env files, not the engine's.
    envDir: project.root,
    plugins: [
      react(),
      deckPlugin({ slidesFile: path.resolve(project.root, project.slides), root: project.root }),
      // The deck's own layouts, from layouts/ beside its Markdown file.
      deckLayoutsPlugin(path.dirname(path.resolve(project.root, project.slides))),
    ],
    build: {
      outDir: path.resolve(project.root, project.outDir),
      emptyOutDir: true,
      chunkSizeWarningLimit: 600,
      rolldownOptions: {
        output: {
          // Everything the first view runs in one file: rolldown would split modules that lazy chunks
          // share with the entry into tiny chunks of their own, each one more request on a cold load.
          codeSplitting: { groups: [{ name: 'deck', tags: ['$initial'] }] },
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

/** The talk's own vite.config.* (beside its Markdown file), under the deck's configuration. */
export async function withTalkViteConfig(config: InlineConfig, root: string, command: 'build' | 'serve'): Promise<InlineConfig> {
  const found = await loadConfigFromFile({ command, mode: command === 'build' ? 'production' : 'development' }, undefined, root, 'warn');
  if (!found) return config;
  // Its plugins, aliases, define, server options… join the deck's; where both set a value, the deck's stays.
  return mergeConfig(found.config, config);
}
