// Live sync over WebSocket (Yjs documents through Hocuspocus), on the deck server's own port.
//   "nav"      page, click step and presenter cursor: only the presenter may change it
//   "drawings" one SVG per slide: the presenter, and everyone when drawings are open to all
// With REDIS_URL set, several server processes share the documents through Redis.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { Redis } from '@hocuspocus/extension-redis';
import { Hocuspocus, type onAuthenticatePayload } from '@hocuspocus/server';
import IORedis from 'ioredis';
import { WebSocketServer } from 'ws';
import { requestToken } from './api.ts';
import type { PresenterAuth } from './auth.ts';
import { frameProblem } from './frames.ts';

export const SYNC_PATH = '/sync';
/** Largest frame accepted from a client; bigger ones close that connection, nothing else. */
export const MAX_FRAME_BYTES = 1 << 20;

export const DOCUMENTS = ['nav', 'drawings'] as const;

export interface SyncOptions {
  auth: PresenterAuth;
  /** Whether viewers who are not the presenter may draw (syncAll and not presenterOnly). */
  drawingsOpenToAll: boolean;
  redisUrl?: string;
  /** Origins besides the deck's own whose pages may connect (see origin.ts). */
  allowedOrigins?: readonly string[];
  log?: (message: string) => void;
}

export interface SyncServer {
  /** Takes over an HTTP upgrade request for the sync path; returns false for other paths. */
  handleUpgrade: (request: IncomingMessage, socket: Duplex, head: Buffer) => boolean;
  connections: () => number;
  close: () => Promise<void>;
}

function redisExtension(url: string, log: (message: string) => void): Redis {
  log(`sync: sharing state through Redis at ${new URL(url).host}`);
  return new Redis({
    createClient: () => {
      const client = new IORedis(url);
      // ioredis retries by itself; say once that Redis is unreachable rather than on every retry.
      let reported = false;
      client.on('error', (err: Error) => {
        if (!reported) log(`sync: Redis unreachable (${err.message}); retrying`);
        reported = true;
      });
      client.on('ready', () => (reported = false));
      return client;
    },
  });
}

export function createSyncServer(options: SyncOptions): SyncServer {
  const log = options.log ?? ((message: string) => console.log(message));
  const hocuspocus = new Hocuspocus({
    quiet: true,
    extensions: options.redisUrl ? [redisExtension(options.redisUrl, log)] : [],
    // Every connection authenticates; the token decides whether it may write.
    async onAuthenticate({ documentName, token, requestHeaders, connectionConfig }: onAuthenticatePayload) {
      if (!(DOCUMENTS as readonly string[]).includes(documentName)) throw new Error(`unknown document ${documentName}`);
      // The token the page sends, or the session cookie of a browser where the presenter logged in.
      const presenter = options.auth.allows(token) || options.auth.allows(requestToken({ headers: requestHeaders }));
      const mayWrite = presenter || (documentName === 'drawings' && options.drawingsOpenToAll);
      connectionConfig.readOnly = !mayWrite;
      return { presenter };
    },
  });

  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  sockets.on('connection', (socket, request) => {
    // A client that breaks the protocol or sends too much loses its own connection only.
    socket.on('error', (err) => log(`sync: dropped a connection: ${err.message}`));
    // Frames reach Hocuspocus through this filter: a malformed one is dropped (and its sender
    // disconnected) here, with one log line, instead of inside the library.
    const emit = socket.emit.bind(socket);
    socket.emit = (event: string | symbol, ...args: unknown[]) => {
      const problem = event === 'message' ? frameProblem(args[0], DOCUMENTS) : null;
      if (!problem) return emit(event, ...args);
      log(`sync: dropped a malformed frame (${problem}) from ${request.socket.remoteAddress ?? 'unknown'}`);
      socket.close(1003, 'malformed frame');
      return false;
    };
    hocuspocus.handleConnection(socket, request);
  });

  return {
    handleUpgrade(request, socket, head) {
      if (new URL(request.url ?? '/', 'http://deck').pathname !== SYNC_PATH) return false;
      sockets.handleUpgrade(request, socket, head, (ws) => sockets.emit('connection', ws, request));
      return true;
    },
    connections: () => hocuspocus.getConnectionsCount(),
    async close() {
      hocuspocus.closeConnections();
      // Don't wait for each client's goodbye: a stopping server drops its sockets at once.
      for (const client of sockets.clients) client.terminate();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
      await hocuspocus.hooks('onDestroy', { instance: hocuspocus });
    },
  };
}
