// `serve` (npm start): build if needed, then serve the deck, its API and live sync on one port.
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { parseDeck } from '../parser/parse.ts';
import { handleApi, requestToken } from '../server/api.ts';
import { PresenterAuth } from '../server/auth.ts';
import { builtDeck } from '../server/built-deck.ts';
import { createSyncServer } from '../server/sync.ts';
import { NOTES_CHUNK_PREFIX } from '../vite-plugin.ts';
import { buildDeck } from './build.ts';

export interface ServeOptions {
  port: number;
  host: string;
  out: string;
  slides: string;
  root?: string;
  /** Presenter password; only this server ever knows it. */
  password?: string;
  /** Share live state with other server processes through this Redis. */
  redisUrl?: string;
  /** Write the PDF into the build when the deck offers a download (default true). */
  pdf?: boolean;
  /** Origins besides the deck's own whose pages may present or draw, e.g. a reverse proxy's public address. */
  allowedOrigins?: string[];
}

export interface DeckServer {
  server: Server;
  /** e.g. http://127.0.0.1:3030/ */
  url: string;
  /** Ends live sync connections, then the HTTP server. */
  close: () => Promise<void>;
}

export async function serveDeck(options: ServeOptions): Promise<DeckServer> {
  const root = path.resolve(options.root ?? process.cwd());
  const built = await buildDeck({ base: '/', out: options.out, slides: options.slides, force: false, root, pdf: options.pdf });
  if (!built) console.log('deck is up to date; serving the existing build');
  const { config, slides } = parseDeck(await readFile(path.resolve(root, options.slides), 'utf8'), options.slides);

  const auth = new PresenterAuth(options.password);
  const sync = createSyncServer({
    auth,
    drawingsOpenToAll: config.drawings.syncAll && !config.drawings.presenterOnly,
    slideCount: slides.length,
    redisUrl: options.redisUrl,
    allowedOrigins: options.allowedOrigins ?? [],
  });
  // The page learns from this tag that a deck server is behind it (a static host has none, and
  // the page then never asks for the API or live sync).
  const deck = builtDeck(path.resolve(root, options.out), (html) => html.replace('<head>', '<head>\n    <meta name="deck-server" content="1" />'));
  const notesFile = new RegExp(`^/assets/${NOTES_CHUNK_PREFIX}[\\w-]+\\.js$`);

  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://deck').pathname;
    // With a password, the speaker notes go to the presenter only.
    if (notesFile.test(pathname) && !auth.allows(requestToken(req))) {
      res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
      res.end('Speaker notes are for the presenter.\n');
      return;
    }
    handleApi(req, res, auth, pathname)
      .then((handled) => {
        if (handled) return;
        deck.serve(req, res, pathname, () => {
          res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
          res.end(`Not found: ${pathname}\nThe deck is at /#/1\n`);
        });
      })
      .catch((err: unknown) => {
        console.error(`request ${pathname} failed:`, err);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('Internal error\n');
      });
  });
  server.on('upgrade', (req, socket, head) => {
    if (!sync.handleUpgrade(req, socket, head)) socket.destroy();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) =>
      reject(err.code === 'EADDRINUSE' ? new Error(`port ${options.port} is in use; set PORT to another port`) : err),
    );
    server.listen(options.port, options.host, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const url = `http://${options.host}:${port}/`;
  console.log(`serving the deck${auth.required ? ' (presenter password set)' : ''}\n  audience:  ${url}#/1\n  presenter: ${url}#/presenter/1`);
  return {
    server,
    url,
    close: async () => {
      await sync.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
