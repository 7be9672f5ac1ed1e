// Drawings over the deck server's live "drawings" document (Yjs): slide number → SVG text.
// The server only accepts writes from views allowed to draw, so whatever arrives from it counts as
// the presenter's. Each time the page (re)joins, it offers what it holds, so drawings kept with
// `persist` come back to a server that restarted empty.
import type { LiveDocument } from '../sync/server.ts';
import type { DrawingMessage } from './messages.ts';
import type { DrawingTransport } from './transport.ts';

const SENDER = 'server';

export function createLiveDrawingTransport(live: LiveDocument): DrawingTransport {
  const handlers = new Set<(data: unknown) => void>();
  const deliver = (message: DrawingMessage) => handlers.forEach((handler) => handler(message));
  const contents = (): Record<number, string> => {
    const out: Record<number, string> = {};
    for (const [no, svg] of live.map.entries()) if (typeof svg === 'string' && svg) out[Number(no)] = svg;
    return out;
  };

  const observer = (event: { keysChanged: Set<string>; transaction: { local: boolean } }) => {
    if (event.transaction.local) return;
    for (const key of event.keysChanged) {
      const svg = live.map.get(key);
      deliver({ kind: 'drawing', sender: SENDER, from: 'presenter', no: Number(key), svg: typeof svg === 'string' ? svg : '' });
    }
  };
  live.map.observe(observer);
  // On (re)joining: the server's drawings fill this page's gaps, and the store answers the hello
  // with a snapshot of its own, which fills the server's gaps below.
  live.onSynced(() => {
    deliver({ kind: 'snapshot', sender: SENDER, from: 'presenter', drawings: contents() });
    deliver({ kind: 'hello', sender: SENDER, from: 'presenter' });
  });

  return {
    send: (message) => {
      if (!live.writable()) return;
      if (message.kind === 'drawing') live.map.set(String(message.no), message.svg);
      else if (message.kind === 'snapshot') {
        for (const [no, svg] of Object.entries(message.drawings)) if (!live.map.has(no)) live.map.set(no, svg);
      }
    },
    subscribe: (handler) => {
      handlers.add(handler);
      return () => void handlers.delete(handler);
    },
    close: () => {
      live.map.unobserve(observer);
      handlers.clear();
    },
  };
}
