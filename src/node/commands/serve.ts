// `serve` (npm start): build if needed, then serve the deck, its API and live sync on one port. On an
// up-to-date build nothing of the compiler loads: the build's manifest tells the server what it needs.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { banner, joinBase, lanAddresses } from '../banner.ts';
import { isUpToDate } from '../build-stamp.ts';
import { normaliseBase } from '../paths.ts';
import { handleApi, type ApiContext } from '../server/api.ts';
import { PresenterAuth } from '../server/auth.ts';
import { builtDeck } from '../server/built-deck.ts';
import { securityHeaders } from '../server/headers.ts';
import { LoginLimiter } from '../server/login-limiter.ts';
import { fileRoomStore, redisRoomStore, roomFile } from '../server/room-store.ts';
import { fileSecrets, redisSecrets, secretFile } from '../server/secrets.ts';
import { createSyncServer } from '../server/sync.ts';

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
  /** Origins besides the deck's own whose pages may show it in a frame. */
  frameAncestors?: string[];
  /** Where the presenter secret is kept without Redis (default: node_modules/.cache/deck-server/secret under root). */
  secretFile?: string;
  /** Where questions, votes and polls are kept without Redis (default: node_modules/.cache/deck-server under root). */
  stateDir?: string;
}

export interface DeckServer {
  server: Server;
  /** e.g. http://127.0.0.1:3030/ */
  url: string;
  /** Ends live sync connections, then the HTTP server. */
  close: () => Promise<void>;
}

const plain = (res: ServerResponse, status: number, text: string) => {
  if (!res.headersSent) res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(text);
};

export async function serveDeck(options: ServeOptions): Promise<DeckServer> {
  const root = path.resolve(options.root ?? process.cwd());
  const outDir = path.resolve(root, options.out);
  const fresh = await isUpToDate({ root, slides: options.slides, base: normaliseBase('/'), outDir, wantPdf: options.pdf !== false });
  if (fresh) console.log('deck is up to date; serving the existing build');
  else await (await import('./build.ts')).buildDeck({ base: '/', out: options.out, slides: options.slides, force: false, root, pdf: options.pdf });
  // The page learns from this tag that a deck server is behind it (a static host has none, and
  // the page then never asks for the API or live sync).
  const deck = builtDeck(outDir, (html) => html.replace('<head>', '<head>\n    <meta name="deck-server" content="1" />'));
  const manifest = deck.manifest();
  if (!manifest) throw new Error(`${outDir} holds no deck build (rebuild with npm run build)`);

  const secrets = options.password ? (options.redisUrl ? redisSecrets(options.redisUrl) : fileSecrets(options.secretFile ?? secretFile(root))) : null;
  const auth = await PresenterAuth.open(options.password, secrets);
  const allowedOrigins = options.allowedOrigins ?? [];
  const sync = createSyncServer({
    auth,
    drawingsOpenToAll: manifest.drawings.syncAll && !manifest.drawings.presenterOnly,
    slideCount: manifest.slideCount,
    redisUrl: options.redisUrl,
    roomStore: options.redisUrl
      ? redisRoomStore(options.redisUrl)
      : fileRoomStore(roomFile(options.stateDir ?? path.dirname(secretFile(root)), path.resolve(root, options.slides))),
    allowedOrigins,
  });
  // The notes of the build being served (a rebuild brings its own).
  // Where the audience should go is known once the port is (see below).
  const api: ApiContext = { auth, limiter: new LoginLimiter(), allowedOrigins, notes: async () => deck.manifest()?.notes ?? [], joinUrl: null };
  const frameAncestors = options.frameAncestors ?? [];

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    let pathname: string;
    try {
      pathname = new URL(req.url ?? '/', 'http://deck').pathname;
    } catch {
      return plain(res, 400, 'That address is not well formed.\n');
    }
    const policy = { imageOrigins: deck.manifest()?.imageOrigins ?? [], monaco: deck.manifest()?.monaco ?? false, frameAncestors };
    for (const [name, value] of Object.entries(securityHeaders(req, policy, deck.scriptHashes()))) res.setHeader(name, value);
    if (await handleApi(req, res, api, pathname)) return;
    deck.serve(req, res, pathname, () => plain(res, 404, `Not found: ${pathname.slice(0, 200)}\nThe deck is at /#/1\n`));
  };
  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      console.error(`request ${req.url?.slice(0, 200)} failed:`, err);
      plain(res, 500, 'Internal error\n');
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
  const lan = lanAddresses();
  api.joinUrl = joinBase(options.host, port, lan);
  const url = `http://${options.host === '0.0.0.0' || options.host === '::' ? '127.0.0.1' : options.host}:${port}/`;
  console.log(banner({ host: options.host, port, lan, passwordRequired: auth.required }));
  return {
    server,
    url,
    close: async () => {
      await sync.close();
      await auth.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
