// `serve` (npm start): build if needed, then serve the deck, its API and live sync on one port. On an
// up-to-date build nothing of the compiler loads: the build's manifest tells the server what it needs.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { isUpToDate } from '../build-stamp.ts';
import { normaliseBase } from '../paths.ts';
import { builtDeck } from '../server/built-deck.ts';
import { securityHeaders } from '../server/headers.ts';
import { requestPath } from '../server/request-path.ts';
import { startLive, type LiveOptions } from '../server/live.ts';
import { listen } from '../listen.ts';

export interface ServeOptions extends Omit<LiveOptions, 'root'> {
  port: number;
  host: string;
  out: string;
  /** The talk's folder (default: the current one). */
  root?: string;
  /** Write the PDF into the build when the deck offers a download (default true). */
  pdf?: boolean;
  /** Origins besides the deck's own whose pages may show it in a frame. */
  frameAncestors?: string[];
  /** When the port is taken, try the next ones (the command line; tests want the port they ask for). */
  nextFreePort?: boolean;
  /** Also print what Vite and rolldown report when it builds (`--debug`). */
  debug?: boolean;
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
  else await (await import('./build.ts')).buildDeck({ base: '/', out: options.out, slides: options.slides, force: false, root, pdf: options.pdf, debug: options.debug });
  // The page learns from this tag that a deck server is behind it (a static host has none, and
  // the page then never asks for the API or live sync).
  const deck = builtDeck(outDir, (html) => html.replace('<head>', '<head>\n    <meta name="deck-server" content="1" />'));
  const manifest = deck.manifest();
  if (!manifest) throw new Error(`${outDir} holds no deck build (rebuild with npm run build)`);

  const live = await startLive(
    { ...options, root },
    { slideCount: manifest.slideCount, drawingsOpenToAll: manifest.drawings.syncAll && !manifest.drawings.presenterOnly, notes: async () => deck.manifest()?.notes ?? [] },
  );
  const frameAncestors = options.frameAncestors ?? [];

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const pathname = requestPath(req.url);
    if (pathname === null) return plain(res, 400, 'That address is not well formed.\n');
    const policy = { imageOrigins: deck.manifest()?.imageOrigins ?? [], inlineStyles: deck.manifest()?.inlineStyles ?? false, frameAncestors, frameOrigins: deck.manifest()?.frameOrigins ?? [], mediaOrigins: deck.manifest()?.mediaOrigins ?? [] };
    for (const [name, value] of Object.entries(securityHeaders(req, policy, deck.inlineHashes()))) res.setHeader(name, value);
    if (await live.handle(req, res, pathname)) return;
    deck.serve(req, res, pathname, () => plain(res, 404, `Not found: ${pathname.slice(0, 200)}\nThe deck is at /#/1\n`));
  };
  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      console.error(`request ${req.url?.slice(0, 200)} failed:`, err);
      plain(res, 500, 'Internal error\n');
    });
  });
  live.attach(server);

  const port = await listen(server, options.port, options.host, options.nextFreePort).catch(async (err: unknown) => {
    await live.close();
    throw err;
  });
  const url = `http://${options.host === '0.0.0.0' || options.host === '::' ? '127.0.0.1' : options.host}:${port}/`;
  console.log(live.listening(options.host, port));
  return {
    server,
    url,
    close: async () => {
      await live.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
