// The files of a build as the deck server hands them out. The table of what may be served is made
// once per build, leaving out what must never be (the speaker notes, dotfiles); a request is served
// only when its path, decoded once, is exactly a name in that table. So no spelling of a left-out
// file reaches it: not %-encoding, not a trailing slash, `..`, `//` or a change of case, and not its
// .br/.gz copy, which is never a URL of its own, only the encoding of the file a browser asks for.
import { createReadStream, readdirSync, statSync, type Stats } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { lookup } from 'mrmime';
import { pickEncoding } from '../compress.ts';

interface Entry {
  file: string;
  stats: Stats;
  type: string;
  /** Pre-compressed copies beside the file. */
  encoded: Partial<Record<'br' | 'gzip', { file: string; stats: Stats }>>;
}

export type Served = 'served' | 'missing' | 'bad-path';

export interface FileTable {
  /** Answers a GET or HEAD for `pathname` (as it came, %-encoded) from the table. */
  serve: (req: IncomingMessage, res: ServerResponse, pathname: string) => Served;
}

const ENCODINGS = { '.br': 'br', '.gz': 'gzip' } as const;

/** Hashed build files (assets/name-hash.ext) never change: browsers may keep them for a year. */
const isHashed = (name: string) => name.startsWith('/assets/');

function contentType(name: string): string {
  const type = lookup(name) ?? 'application/octet-stream';
  return /^(text\/|application\/(javascript|json|xml))|\+xml$/.test(type) ? `${type}; charset=utf-8` : type;
}

/** The path a request names, decoded once; null when its %-escapes are malformed or it names nothing a file can be. */
function decodePath(pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  return /[\0\\]/.test(decoded) ? null : decoded;
}

/** `exclude` gets each file's path inside `dir`, `/`-separated; a file it names is not in the table, nor are its copies. */
export function fileTable(dir: string, options: { exclude: (relative: string) => boolean }): FileTable {
  const table = new Map<string, Entry>();
  const copies: [string, 'br' | 'gzip', string, Stats][] = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(dir, file).split(path.sep).join('/');
    if (relative.split('/').some((part) => part.startsWith('.')) || options.exclude(relative)) continue;
    const stats = statSync(file, { throwIfNoEntry: false });
    if (!stats) continue; // gone since the listing: a rebuild is under way
    const extension = path.extname(relative) as keyof typeof ENCODINGS;
    if (extension in ENCODINGS) copies.push([`/${relative.slice(0, -extension.length)}`, ENCODINGS[extension], file, stats]);
    table.set(`/${relative}`, { file, stats, type: contentType(relative), encoded: {} });
  }
  // A .br/.gz copy of a file in the table is how that file travels, never a URL of its own.
  for (const [base, encoding, file, stats] of copies) {
    const original = table.get(base);
    if (!original) continue; // a compressed file in its own right (say, an archive the talk offers)
    original.encoded[encoding] = { file, stats };
    table.delete(`${base}.${encoding === 'br' ? 'br' : 'gz'}`);
  }

  return {
    serve(req, res, pathname) {
      const name = decodePath(pathname);
      if (name === null) return 'bad-path';
      const entry = table.get(name);
      if (!entry) return 'missing';
      const encoding = pickEncoding(req.headers['accept-encoding']);
      const copy = encoding ? entry.encoded[encoding] : undefined;
      const { file, stats } = copy ?? entry;
      const etag = `W/"${stats.size.toString(36)}-${stats.mtimeMs.toString(36)}${copy ? `-${encoding}` : ''}"`;
      const headers: Record<string, string | number> = {
        'content-type': entry.type,
        'cache-control': isHashed(name) ? 'public, max-age=31536000, immutable' : 'no-cache',
        etag,
        'last-modified': stats.mtime.toUTCString(),
        ...(Object.keys(entry.encoded).length ? { vary: 'Accept-Encoding' } : {}),
        ...(copy && encoding ? { 'content-encoding': encoding } : {}),
      };
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, headers);
        res.end();
        return 'served';
      }
      res.writeHead(200, { ...headers, 'content-length': stats.size });
      if (req.method === 'HEAD') {
        res.end();
        return 'served';
      }
      // A rebuild may remove the file between the table and this read: that ends this response only.
      createReadStream(file)
        .on('error', (err) => {
          console.error(`could not read ${name}: ${err.message}`);
          res.destroy();
        })
        .pipe(res);
      return 'served';
    },
  };
}
