// A page's link to one live document, made in Node the way the deck's client makes it (Hocuspocus
// provider, the page's credentials, the deck's own Origin): for tests that play many devices, or a
// hostile one, without a browser each.
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { expect } from 'vitest';
import WebSocket from 'ws';
import { encodeCredentials } from '../../src/shared/live.ts';
import { parseNotice, type LiveNotice } from '../../src/shared/notices.ts';

export interface LiveClient {
  provider: HocuspocusProvider;
  map: ReturnType<HocuspocusProvider['document']['getMap']>;
  notices: LiveNotice[];
  /** Sends a request as the page would (a JSON text), or any raw text. */
  send: (request: object | string) => void;
  close: () => void;
}

/** Joins `document` of the deck server at `deckUrl` (http://127.0.0.1:port/) and waits for the first sync. */
export async function liveClient(deckUrl: string, document: 'nav' | 'drawings' | 'room', credentials: { token?: string; viewer?: string; presenterView?: boolean } = {}): Promise<LiveClient> {
  const origin = new URL(deckUrl).origin;
  const socket = new HocuspocusProviderWebsocket({
    url: `${deckUrl.replace(/^http/, 'ws')}sync`,
    WebSocketPolyfill: class extends WebSocket {
      constructor(address: string) {
        super(address, { headers: { origin } });
      }
    } as unknown as typeof WebSocket,
  });
  const notices: LiveNotice[] = [];
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name: document,
    token: encodeCredentials({ token: credentials.token ?? null, viewer: credentials.viewer ?? null, presenterView: credentials.presenterView ?? false }),
    onStateless: ({ payload }) => {
      const notice = parseNotice(payload);
      if (notice) notices.push(notice);
    },
  });
  provider.attach();
  await expect.poll(() => provider.isSynced, { timeout: 30_000 }).toBe(true);
  return {
    provider,
    map: provider.document.getMap('state'),
    notices,
    send: (request) => provider.sendStateless(typeof request === 'string' ? request : JSON.stringify(request)),
    close: () => {
      provider.destroy();
      socket.destroy();
    },
  };
}

/** The room's questions' texts, as the document holds them. */
export const questionTexts = (client: LiveClient): string[] =>
  [...client.map.entries()].filter(([key]) => key.startsWith('q:')).map(([, value]) => (value as { text: string }).text);
