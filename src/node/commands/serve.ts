// `serve` (npm start): build if needed, then serve the static deck and its API.
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { handleApi } from '../server/api.ts';
import { PresenterAuth } from '../server/auth.ts';
import { buildDeck } from './build.ts';

export interface ServeOptions {
  port: number;
  host: string;
  out: string;
  slides: string;
  root?: string;
  /** Presenter password; only this server ever knows it. */
  password?: string;
}

export async function serveDeck(options: ServeOptions): Promise<Server> {
  const root = path.resolve(options.root ?? process.cwd());
  const built = await buildDeck({ base: '/', out: options.out, slides: options.slides, force: false, root });
  if (!built) console.log('deck is up to date; serving the existing build');

  const auth = new PresenterAuth(options.password);
  const files = sirv(path.resolve(root, options.out), { etag: true, dev: false });
  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://deck').pathname;
    handleApi(req, res, auth, pathname)
      .then((handled) => {
        if (handled) return;
        files(req, res, () => {
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
  return server;
}
