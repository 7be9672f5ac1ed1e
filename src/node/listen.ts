// Listens on the port asked for; when it is taken and the caller allows, on the next free one (as
// Vite does), and says so. Gives the port it got (the system's choice for port 0).
import type { Server } from 'node:net';

const TRIES = 20;

function listenOnce(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const failed = (err: Error) => reject(err);
    server.once('error', failed);
    server.listen(port, host, () => {
      server.off('error', failed);
      resolve();
    });
  });
}

export async function listen(server: Server, port: number, host: string, nextFree = false): Promise<number> {
  for (let tried = 0; ; tried++) {
    try {
      await listenOnce(server, port + tried, host);
      if (tried > 0) console.log(`port ${port} is in use; listening on ${port + tried} instead`);
      const address = server.address();
      return typeof address === 'object' && address ? address.port : port + tried;
    } catch (err) {
      const inUse = (err as NodeJS.ErrnoException).code === 'EADDRINUSE';
      if (!inUse) throw err;
      if (!nextFree || port === 0 || tried + 1 >= TRIES) {
        throw new Error(nextFree ? `ports ${port}–${port + tried} are all in use; pass --port or set PORT` : `port ${port} is in use; set PORT or --port to another port`, { cause: err });
      }
    }
  }
}
