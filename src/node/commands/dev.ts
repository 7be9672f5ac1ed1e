// `dev`: Vite's dev server with hot reload of the deck's Markdown, and the same live side as
// `npm start` (presenter login, the API, live sync on /sync), so a speaker rehearsing sees followers
// follow. It listens where `serve` would, says so the same way, and tries the next port when taken.
import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import { type LoadedDeck, loadDeck } from '../parser/parse.ts';
import { engineDir } from '../paths.ts';
import { requestPath } from '../server/request-path.ts';
import { startLive, type Live } from '../server/live.ts';
import type { Talk } from '../talk.ts';
import { deckViteConfig, withTalkViteConfig } from '../vite-config.ts';
import { openBrowser } from '../open-browser.ts';

export interface DevOptions extends Talk {
  port: number;
  host: string;
  /** Open the deck in the browser once it listens. */
  open?: boolean;
  /** When the port is taken, try the next ones. */
  nextFreePort?: boolean;
  password?: string;
  /** Where questions, votes and polls are kept (default: node_modules/.cache/deck-server beside the Markdown file). */
  stateDir?: string;
  /** Also print what Vite reports (`--debug`): its steps, each hot update. */
  debug?: boolean;
}

/** The dev server's live side: the API and /sync on Vite's own HTTP server, and the page told a server is there. */
function livePlugin(live: Live): Plugin {
  return {
    name: 'deck:live',
    configureServer(server) {
      if (server.httpServer) live.attach(server.httpServer as import('node:http').Server, { refuseOthers: false }); // Vite's hot reload has its own upgrades
      server.middlewares.use((req, res, next) => {
        const pathname = requestPath(req.url);
        if (pathname === null) return next();
        live.handle(req, res, pathname).then((handled) => handled || next(), next);
      });
    },
    transformIndexHtml: (html) => html.replace('<head>', '<head>\n    <meta name="deck-server" content="1" />'),
  };
}

/**
 * The engine's own packages (the fonts it brings): outside the talk's folder when the engine runs
 * from a checkout, and by their real path, as Vite checks a file (node_modules may be a symlink).
 */
function engineModules(): string[] {
  const dir = path.join(engineDir, 'node_modules');
  return existsSync(dir) ? [realpathSync(dir)] : [];
}

export async function startDev(options: DevOptions): Promise<ViteDevServer> {
  const { root, slides } = options;
  // The deck as it is now: the live side checks drawings against its slide count as the Markdown changes.
  let deck: LoadedDeck | null = null;
  const readDeck = async () => (deck = await loadDeck(slides, { root }));
  const first = await readDeck().catch(() => null); // a broken or missing file: the dev server shows why
  const live = await startLive(
    { root, slides, password: options.password, stateDir: options.stateDir },
    {
      slideCount: () => deck?.slides.length ?? 0,
      drawingsOpenToAll: first ? first.config.drawings.syncAll && !first.config.drawings.presenterOnly : false,
      notes: async () => (await readDeck()).slides.map((slide) => ({ no: slide.no, html: slide.notesHTML })),
    },
  );
  const config = deckViteConfig(
    { root, slides, base: '/', outDir: path.join(root, 'dist'), debug: options.debug },
    {
      plugins: [livePlugin(live)],
      server: { host: options.host, port: options.port, strictPort: !options.nextFreePort, fs: { allow: [root, path.join(engineDir, 'src'), ...engineModules()] } },
    },
  );
  const server = await createServer(await withTalkViteConfig(config, root, 'serve'));
  server.watcher.on('change', (file) => {
    const changed = path.resolve(file);
    if (changed === path.resolve(root, slides) || deck?.files.includes(changed) || deck?.missing.includes(changed)) void readDeck().catch(() => null);
  });
  // Closing the dev server ends live sync too, once the room is written.
  const closeVite = server.close.bind(server);
  server.close = async () => {
    await closeVite();
    await live.close();
  };
  await server.listen();
  const address = server.httpServer?.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  // Said here only: Vite's own "Port … is in use" is at its info level, for --debug.
  if (port !== options.port && options.port !== 0) console.log(`port ${options.port} is in use; listening on ${port} instead`);
  console.log(live.listening(options.host, port, 'serving the deck with hot reload (dev server)'));
  if (options.open) openBrowser(`http://${options.host === '0.0.0.0' ? '127.0.0.1' : options.host}:${port}/#/1`);
  return server;
}
