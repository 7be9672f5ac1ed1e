// `serve` (npm start): build if needed, then serve the static deck.
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { buildDeck } from './build.ts';

export interface ServeOptions {
  port: number;
  host: string;
  out: string;
  slides: string;
  root?: string;
}

export async function serveDeck(options: ServeOptions): Promise<Server> {
  const root = path.resolve(options.root ?? process.cwd());
  const built = await buildDeck({ base: '/', out: options.out, slides: options.slides, force: false, root });
  if (!built) console.log('deck is up to date; serving the existing build');

  const files = sirv(path.resolve(root, options.out), { etag: true, dev: false });
  const server = createServer((req, res) => {
    files(req, res, () => {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`Not found: ${req.url ?? ''}\nThe deck is at /#/1\n`);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) =>
      reject(err.code === 'EADDRINUSE' ? new Error(`port ${options.port} is in use; set PORT to another port`) : err),
    );
    server.listen(options.port, options.host, resolve);
  });
  const url = `http://${options.host}:${options.port}/`;
  console.log(`serving the deck\n  audience:  ${url}#/1\n  presenter: ${url}#/presenter/1`);
  return server;
}
