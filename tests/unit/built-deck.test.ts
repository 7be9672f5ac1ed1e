import { mkdir, mkdtemp, rm, unlink, utimes, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { builtDeck } from '../../src/node/server/built-deck.ts';

// The server's view of dist/ while `npm run build` replaces it underneath.
describe('builtDeck', () => {
  let dir = '';
  let server: Server;
  let url = '';

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'deck-built-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'index.html'), '<html><head><title>first</title></head></html>');
    await writeFile(path.join(dir, 'assets', 'app.js'), 'console.log(1);\n');
    const deck = builtDeck(dir, (html) => html.replace('<head>', '<head><meta name="served">'));
    server = createServer((req, res) =>
      deck.serve(req, res, new URL(req.url ?? '/', 'http://deck').pathname, () => {
        res.writeHead(404);
        res.end('missing');
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  it('serves the marked page and the build files', async () => {
    expect(await (await fetch(`${url}/`)).text()).toContain('<meta name="served"><title>first</title>');
    expect(await (await fetch(`${url}/assets/app.js`)).text()).toBe('console.log(1);\n');
    expect((await fetch(`${url}/assets/none.js`)).status).toBe(404);
  });

  it('survives a file removed after it was listed, and answers the next request', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await unlink(path.join(dir, 'assets', 'app.js'));
    await expect(fetch(`${url}/assets/app.js`).then((res) => res.text())).rejects.toThrow();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('could not read /assets/app.js'));
    log.mockRestore();
    expect((await fetch(`${url}/`)).status).toBe(200);
  });

  it('serves a new build once its index.html is written, and says so while there is none', async () => {
    await writeFile(path.join(dir, 'assets', 'next.js'), 'console.log(2);\n');
    await writeFile(path.join(dir, 'index.html'), '<html><head><title>second</title></head></html>');
    const later = new Date(Date.now() + 5000);
    await utimes(path.join(dir, 'index.html'), later, later);
    expect(await (await fetch(`${url}/`)).text()).toContain('<title>second</title>');
    expect(await (await fetch(`${url}/assets/next.js`)).text()).toBe('console.log(2);\n');

    await unlink(path.join(dir, 'index.html'));
    const during = await fetch(`${url}/`);
    expect(during.status).toBe(503);
    expect(await during.text()).toMatch(/being rebuilt/);
  });
});
