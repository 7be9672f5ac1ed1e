// The Vite configuration of a deck: the engine's app, the talk's Markdown and public files.
import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { InlineConfig } from 'vite';
import { NOTES_CHUNK_PREFIX } from './build-files.ts';
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

export function deckViteConfig(project: DeckProject, overrides: InlineConfig = {}): InlineConfig {
  return {
    configFile: false,
    root: clientDir,
    base: normaliseBase(project.base),
    publicDir: path.join(project.root, 'public'),
    plugins: [react(), deckPlugin({ slidesFile: path.resolve(project.root, project.slides), root: project.root })],
    build: {
      outDir: path.resolve(project.root, project.outDir),
      emptyOutDir: true,
      chunkSizeWarningLimit: 600,
      rolldownOptions: {
        output: {
          // A fixed name lets the server keep the speaker notes from the audience when a password is set.
          chunkFileNames: (chunk) => (chunk.moduleIds.some((id) => id === NOTES_MODULE_ID) ? `assets/${NOTES_CHUNK_PREFIX}[hash].js` : 'assets/[name]-[hash].js'),
        },
      },
    },
    server: { fs: { allow: [project.root, clientDir] } },
    // Pre-bundled when the dev server starts: slide modules import the JSX runtime only once they
    // load, and discovering it then would make Vite reload the page.
    optimizeDeps: { include: ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'drauu', 'dompurify', 'yjs', '@hocuspocus/provider'] },
    ...overrides,
  };
}
