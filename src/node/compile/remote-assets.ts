// `remoteAssets: true`: images on other hosts are downloaded at build time into a cache folder, and
// the slide imports the local copy, so Vite puts it into the build and the deck works offline.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const isRemoteUrl = (url: string) => /^https?:\/\//i.test(url);

const extensions: Record<string, string> = {
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/gif': '.gif',
  'image/webp': '.webp',
  'image/avif': '.avif',
  'image/svg+xml': '.svg',
  'image/x-icon': '.ico',
  'image/vnd.microsoft.icon': '.ico',
  'image/bmp': '.bmp',
};

/** Largest image downloaded (bytes); larger ones stay remote. */
const MAX_BYTES = 25 * 1024 * 1024;
const TIMEOUT_MS = 15_000;

export function remoteAssetsDir(root: string): string {
  return path.join(root, 'node_modules', '.cache', 'deck-remote-assets');
}

/**
 * Recent downloads of this process, failed ones included: a build compiles each slide twice (the
 * site, then the pre-rendering), which should neither fetch nor warn twice.
 */
const recent = new Map<string, { at: number; file: Promise<string> }>();
const RECENT_MS = 60_000;

/** Downloads (once: the cache is kept between builds) and returns the local file; throws with a reason. */
export function downloadRemoteAsset(url: string, cacheDir: string): { file: Promise<string>; repeated: boolean } {
  const key = `${cacheDir}\n${url}`;
  const known = recent.get(key);
  if (known && Date.now() - known.at < RECENT_MS) return { file: known.file, repeated: true };
  const file = download(url, cacheDir);
  file.catch(() => undefined); // a failure is reported by the caller
  recent.set(key, { at: Date.now(), file });
  return { file, repeated: false };
}

async function download(url: string, cacheDir: string): Promise<string> {
  const key = createHash('sha256').update(url).digest('hex').slice(0, 24);
  if (existsSync(cacheDir)) {
    const cached = (await readdir(cacheDir)).find((name) => name.startsWith(`${key}.`) && !name.endsWith('.part'));
    if (cached) return path.join(cacheDir, cached);
  }
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'follow' });
  } catch (err) {
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    throw new Error(cause?.code ?? cause?.message ?? (err as Error).message, { cause: err });
  }
  if (!response.ok) throw new Error(`the server answered ${response.status} ${response.statusText}`.trim());
  const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const fromPath = path.extname(new URL(url).pathname).toLowerCase();
  const extension = extensions[type] ?? (type.startsWith('image/') || type === '' || type === 'application/octet-stream' ? Object.values(extensions).find((e) => e === fromPath) : undefined);
  if (!extension) throw new Error(`it is not an image (content type ${type || 'unknown'})`);
  const body = Buffer.from(await response.arrayBuffer());
  if (body.length > MAX_BYTES) throw new Error(`it is larger than ${MAX_BYTES / 1024 / 1024} MiB`);
  await mkdir(cacheDir, { recursive: true });
  const file = path.join(cacheDir, `${key}${extension}`);
  const partial = `${file}.${process.pid}.part`;
  await writeFile(partial, body);
  await rename(partial, file);
  return file;
}
