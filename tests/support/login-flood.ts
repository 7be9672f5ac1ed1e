// A distributed password-guessing flood against a deck server: wrong passwords from many addresses
// (127.0.0.0/8 is all loopback on Linux, so each request can come from an address of its own), a
// few in flight at once, until stopped or until `limitMs` has passed (it ends by itself).
import { request } from 'node:http';

export interface LoginFlood {
  /** Guesses answered so far, by status. */
  answered: () => Record<number, number>;
  stop: () => Promise<void>;
}

function guess(port: number, from: string): Promise<number> {
  return new Promise((resolve) => {
    const body = JSON.stringify({ password: `guess-${Math.random().toString(36).slice(2)}` });
    const req = request(
      { host: '127.0.0.1', port, path: '/api/login', method: 'POST', localAddress: from, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), origin: `http://127.0.0.1:${port}` } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

export function startLoginFlood(port: number, options: { addresses?: number; inFlight?: number; limitMs?: number } = {}): LoginFlood {
  const { addresses = 500, inFlight = 16, limitMs = 60_000 } = options;
  const answered: Record<number, number> = {};
  const until = Date.now() + limitMs;
  let stopped = false;
  let next = 0;
  const worker = async () => {
    while (!stopped && Date.now() < until) {
      const n = next++ % addresses;
      const status = await guess(port, `127.0.${1 + Math.floor(n / 250)}.${1 + (n % 250)}`);
      answered[status] = (answered[status] ?? 0) + 1;
    }
  };
  const workers = Array.from({ length: inFlight }, worker);
  return {
    answered: () => ({ ...answered }),
    stop: async () => {
      stopped = true;
      await Promise.all(workers);
    },
  };
}
