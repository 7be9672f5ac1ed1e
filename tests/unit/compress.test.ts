import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { compressBuild, pickEncoding } from '../../src/node/compress.ts';

describe('compressBuild', () => {
  let dir = '';
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes .br and .gz copies of text files that decompress to the original', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'deck-compress-'));
    const script = 'console.log("slide");\n'.repeat(200);
    await writeFile(path.join(dir, 'app.js'), script);
    await writeFile(path.join(dir, 'tiny.css'), 'a{}');
    await writeFile(path.join(dir, 'font.woff2'), Buffer.alloc(4096, 7));
    await compressBuild(dir);
    expect(brotliDecompressSync(await readFile(path.join(dir, 'app.js.br'))).toString()).toBe(script);
    expect(gunzipSync(await readFile(path.join(dir, 'app.js.gz'))).toString()).toBe(script);
    expect((await readFile(path.join(dir, 'app.js.br'))).length).toBeLessThan(script.length / 10);
    // Too small to gain, and already compressed formats, are left alone.
    await expect(readFile(path.join(dir, 'tiny.css.br'))).rejects.toThrow();
    await expect(readFile(path.join(dir, 'font.woff2.br'))).rejects.toThrow();
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, else none', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip;q=1.0, identity')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});
