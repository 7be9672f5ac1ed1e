// The deck server's live side, the same under `serve` (npm start) and `dev`: presenter login, the
// API (/api/…) and live sync (/sync). Each command brings its own HTTP server and knows the deck its
// own way (a build's manifest, or the Markdown itself in dev); this joins them to it.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import path from 'node:path';
import { banner, joinBase, lanAddresses } from '../banner.ts';
import { colourWanted } from '../colour.ts';
import { handleApi, type ApiContext, type SpeakerNote } from './api.ts';
import { PresenterAuth } from './auth.ts';
import { LoginLimiter } from './login-limiter.ts';
import { fileRoomStore, redisRoomStore, roomFile } from './room-store.ts';
import { fileSecrets, redisSecrets, secretFile } from './secrets.ts';
import { createSyncServer } from './sync.ts';

export interface LiveOptions {
  /** The talk's folder and its Markdown file (relative to it). */
  root: string;
  slides: string;
  /** Presenter password; only this server ever knows it. */
  password?: string;
  /** Share live state with other server processes through this Redis. */
  redisUrl?: string;
  /** Origins besides the deck's own whose pages may present or draw. */
  allowedOrigins?: string[];
  /** Where the presenter secret is kept without Redis (default: node_modules/.cache/deck-server/secret under root). */
  secretFile?: string;
  /** Where questions, votes, polls and drawings are kept without Redis (default: node_modules/.cache/deck-server under root). */
  stateDir?: string;
}

export interface DeckFacts {
  slideCount: number | (() => number);
  drawingsOpenToAll: boolean;
  notes: () => Promise<SpeakerNote[]>;
}

export interface Live {
  auth: PresenterAuth;
  /** Answers an API request; false when the path is not the API's. */
  handle: (req: IncomingMessage, res: ServerResponse, pathname: string) => Promise<boolean>;
  /** Takes the WebSocket upgrades of live sync on `server`; leaves any other (e.g. Vite's hot reload) alone. */
  attach: (server: Server, options?: { refuseOthers?: boolean }) => void;
  /** Once the server listens: where the audience joins, and the banner that says it (printed on stdout), under `title`. */
  listening: (host: string, port: number, title?: string) => string;
  close: () => Promise<void>;
}

export async function startLive(options: LiveOptions, deck: DeckFacts): Promise<Live> {
  const { root } = options;
  // Without Redis, the presenter's secret is kept with the room, in the state folder: servers that
  // share one share it (and a server given a folder of its own has a secret of its own).
  const stateDir = options.stateDir ?? path.dirname(secretFile(root));
  const secrets = options.password ? (options.redisUrl ? redisSecrets(options.redisUrl) : fileSecrets(options.secretFile ?? path.join(stateDir, 'secret'))) : null;
  const auth = await PresenterAuth.open(options.password, secrets);
  const allowedOrigins = options.allowedOrigins ?? [];
  const slides = path.resolve(root, options.slides);
  const sync = createSyncServer({
    auth,
    drawingsOpenToAll: deck.drawingsOpenToAll,
    slideCount: deck.slideCount,
    redisUrl: options.redisUrl,
    roomStore: options.redisUrl ? redisRoomStore(options.redisUrl) : fileRoomStore(roomFile(stateDir, slides)),
    drawingsStore: options.redisUrl ? redisRoomStore(options.redisUrl, 'deck:drawings') : fileRoomStore(roomFile(stateDir, slides, 'drawings')),
    allowedOrigins,
  });
  // Where the audience should go is known once the port is (listening()).
  const api: ApiContext = { auth, limiter: new LoginLimiter(), allowedOrigins, notes: deck.notes, joinUrl: null };

  return {
    auth,
    handle: (req, res, pathname) => handleApi(req, res, api, pathname),
    attach: (server, { refuseOthers = true } = {}) =>
      server.on('upgrade', (req, socket, head) => {
        if (!sync.handleUpgrade(req, socket, head) && refuseOthers) socket.destroy();
      }),
    listening: (host, port, title) => {
      const lan = lanAddresses();
      api.joinUrl = joinBase(host, port, lan);
      return banner({ host, port, lan, passwordRequired: auth.required, title, colour: colourWanted(process.stdout) });
    },
    close: async () => {
      await sync.close();
      await auth.close();
    },
  };
}
