// `dev`: Vite's dev server with hot reload of the deck's Markdown.
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { engineDir } from '../paths.ts';
import { deckViteConfig } from '../vite-config.ts';

export interface DevOptions {
  port: number;
  host: string;
  slides: string;
}

export async function startDev(options: DevOptions): Promise<ViteDevServer> {
  const root = process.cwd();
  const server = await createServer(
    deckViteConfig(
      { root, slides: options.slides, base: '/', outDir: path.join(root, 'dist') },
      { server: { host: options.host, port: options.port, strictPort: true, fs: { allow: [root, path.join(engineDir, 'src')] } } },
    ),
  );
  await server.listen();
  const url = `http://${options.host}:${options.port}/`;
  console.log(`deck dev server\n  audience:  ${url}#/1\n  presenter: ${url}#/presenter/1`);
  return server;
}
