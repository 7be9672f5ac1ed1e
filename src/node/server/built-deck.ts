// The built deck's files as the server hands them out: index.html (marked as served), and every
// other file (static-files.ts) with its pre-compressed .br/.gz copy for browsers that accept one;
// never the speaker notes' chunk, which the presenter gets from /api/notes.
// A rebuild while the server runs (`npm run build` in another terminal) replaces the build: the
// server notices the new index.html and serves the new build; a file that vanishes mid-request
// ends that one response, never the server.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { isNotesFile, SERVER_MANIFEST, type ServerManifest } from '../build-files.ts';
import { pickEncoding } from '../compress.ts';
import { fileTable, type FileTable } from './static-files.ts';

interface Snapshot {
  /** index.html's modification time when this snapshot was taken. */
  stamp: number;
  files: FileTable;
  page: { plain: string; br: Buffer; gzip: Buffer };
  /** sha256 sources ('sha256-…') of the page's inline scripts and styles, for its Content-Security-Policy. */
  inline: InlineHashes;
  manifest: ServerManifest | null;
}

export interface BuiltDeck {
  /** Answers with the page or a file of the build; calls `missing` when the build has no such file. */
  serve: (req: IncomingMessage, res: ServerResponse, pathname: string, missing: () => void) => void;
  /** The current page's inline script and style hashes (none while there is no build). */
  inlineHashes: () => InlineHashes;
  /** What the build says of the deck (build-files.ts); null while there is no build. */
  manifest: () => ServerManifest | null;
}

function readManifest(dir: string): ServerManifest | null {
  try {
    return JSON.parse(readFileSync(path.join(dir, SERVER_MANIFEST), 'utf8')) as ServerManifest;
  } catch {
    return null; // a build made by an earlier version: rebuilt on the next start
  }
}

export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

const sha256Source = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

/** The hashes a Content-Security-Policy names to let exactly these inline scripts run and styles apply. */
export function inlineHashes(html: string): InlineHashes {
  return {
    scripts: [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, body]) => sha256Source(body ?? '')),
    styles: [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, body]) => sha256Source(body ?? '')),
  };
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
        files: fileTable(dir, { exclude: (relative) => isNotesFile(relative) || relative === 'index.html' }),
        page: { plain, br: brotliCompressSync(plain), gzip: gzipSync(plain) },
        inline: inlineHashes(plain),
        manifest: readManifest(dir),
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
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { 'content-type': 'text/plain; charset=utf-8', allow: 'GET, HEAD' });
        res.end('The deck\'s files can only be read.\n');
        return;
      }
      if (pathname === '/' || pathname === '/index.html') {
        const encoding = pickEncoding(req.headers['accept-encoding']);
        res.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-cache',
          vary: 'Accept-Encoding',
          ...(encoding ? { 'content-encoding': encoding } : {}),
        });
        res.end(req.method === 'HEAD' ? undefined : encoding ? build.page[encoding] : build.page.plain);
        return;
      }
      const served = build.files.serve(req, res, pathname);
      if (served === 'missing') missing();
      else if (served === 'bad-path') {
        res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('That address is not well formed.\n');
      }
    },
    inlineHashes: () => current()?.inline ?? { scripts: [], styles: [] },
    manifest: () => current()?.manifest ?? null,
  };
}
