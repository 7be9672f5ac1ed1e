// The built deck's files as the server hands them out: index.html (marked as served), and every
// other file with its pre-compressed .br/.gz copy for browsers that accept one.
// A rebuild while the server runs (`npm run build` in another terminal) replaces the build: the
// server notices the new index.html and serves the new build; a file that vanishes mid-request
// ends that one response, never the server.
import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import sirv from 'sirv';
import { pickEncoding } from '../compress.ts';

type Handler = ReturnType<typeof sirv>;

interface Snapshot {
  /** index.html's modification time when this snapshot was taken. */
  stamp: number;
  files: Handler;
  page: { plain: string; br: Buffer; gzip: Buffer };
}

export interface BuiltDeck {
  /** Answers with the page or a file of the build; calls `missing` when the build has no such file. */
  serve: (req: IncomingMessage, res: ServerResponse, pathname: string, missing: () => void) => void;
}

/** `markPage` adapts index.html as served, e.g. to tell the page a deck server is behind it. */
export function builtDeck(dir: string, markPage: (html: string) => string): BuiltDeck {
  const index = path.join(dir, 'index.html');
  let snapshot: Snapshot | null = null;

  /** The current build, or null while there is none (a rebuild has emptied the folder). */
  function current(): Snapshot | null {
    const stamp = statSync(index, { throwIfNoEntry: false })?.mtimeMs;
    if (stamp === undefined) return null;
    if (snapshot?.stamp !== stamp) {
      const plain = markPage(readFileSync(index, 'utf8'));
      snapshot = {
        stamp,
        files: sirv(dir, { etag: true, dev: false, brotli: true, gzip: true }),
        page: { plain, br: brotliCompressSync(plain), gzip: gzipSync(plain) },
      };
    }
    return snapshot;
  }

  return {
    serve(req, res, pathname, missing) {
      const build = current();
      if (!build) {
        res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '2', 'cache-control': 'no-store' });
        res.end('The deck is being rebuilt; reload in a moment.\n');
        return;
      }
      if ((pathname === '/' || pathname === '/index.html') && req.method === 'GET') {
        const encoding = pickEncoding(req.headers['accept-encoding']);
        res.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-cache',
          vary: 'Accept-Encoding',
          ...(encoding ? { 'content-encoding': encoding } : {}),
        });
        res.end(encoding ? build.page[encoding] : build.page.plain);
        return;
      }
      // sirv streams the file it listed at start-up; if a rebuild removed it since, end this response.
      res.once('pipe', (source: Readable) =>
        source.once('error', (err) => {
          console.error(`could not read ${pathname}: ${err.message}`);
          res.destroy();
        }),
      );
      build.files(req, res, missing);
    },
  };
}
