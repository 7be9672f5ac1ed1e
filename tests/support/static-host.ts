// The built deck on a static host, as `deck build`'s output is meant to be put anywhere: plain files,
// no deck server, on 127.0.0.1. Any other path is answered with the page, as a single-page app's host
// is set up to (sirv's `single`, as `vite preview` does; Slidev's deploy guide writes such a rule).
import { createServer, type Server } from 'node:http';
import sirv from 'sirv';

export interface StaticHost {
  origin: string;
  close: () => Promise<void>;
}

export async function hostStatically(dir: string): Promise<StaticHost> {
  const files = sirv(dir, { dev: false, single: true });
  const server: Server = createServer((req, res) => files(req, res, () => void res.writeHead(404).end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return { origin: `http://127.0.0.1:${address.port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
