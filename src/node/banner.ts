// What `npm start` prints once it listens: where the audience and the presenter go. Listening on
// every interface (`--host`), the loopback address comes first (scripts read it), then each address
// of the local network, and a QR code of the first one, so the room can scan it off the screen
// before the presenter view is even open. Open to the network without a presenter password, it
// first warns that whoever opens that address can present.
import { networkInterfaces } from 'node:os';
import { renderUnicodeCompact } from 'uqr';
import { warningLine } from './colour.ts';

/** Addresses that mean "every interface". */
const ANY = new Set(['0.0.0.0', '::', '']);
export const listensEverywhere = (host: string) => ANY.has(host);

/** This machine's IPv4 addresses on its networks (not loopback), as os.networkInterfaces() gives them. */
export function lanAddresses(interfaces = networkInterfaces()): string[] {
  return Object.values(interfaces)
    .flat()
    .filter((info) => info !== undefined && info.family === 'IPv4' && !info.internal)
    .map((info) => info?.address ?? '');
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

const base = (host: string, port: number) => `http://${host.includes(':') ? `[${host}]` : host}:${port}/`;

/** The base address the audience should open from another device, or null when only this machine can reach the deck. */
export function joinBase(host: string, port: number, lan: readonly string[]): string | null {
  if (listensEverywhere(host)) return lan[0] ? base(lan[0], port) : null;
  return LOOPBACK.has(host) ? null : base(host, port);
}

/** The warning for a deck other devices can reach while anyone may present; null when there is nothing to warn about. */
export function openDeckWarning(host: string, passwordRequired: boolean, colour = false): string | null {
  if (passwordRequired || LOOPBACK.has(host)) return null;
  return warningLine('the deck is open to the network without a presenter password: whoever opens its address or scans its code can present (set --password or DECK_PASSWORD)', colour);
}

export interface BannerInput {
  host: string;
  port: number;
  lan: readonly string[];
  passwordRequired: boolean;
  /** The first line (default "serving the deck"). */
  title?: string;
  /** Colour the warning (on a terminal). */
  colour?: boolean;
}

export function banner({ host, port, lan, passwordRequired, title = 'serving the deck', colour = false }: BannerInput): string {
  const everywhere = listensEverywhere(host);
  const local = base(everywhere ? '127.0.0.1' : host, port);
  const warning = openDeckWarning(host, passwordRequired, colour);
  const lines = [...(warning ? [warning] : []), `${title}${passwordRequired ? ' (presenter password set)' : ''}`, `  audience:  ${local}#/1`, `  presenter: ${local}#/presenter/1`];
  if (everywhere) {
    for (const address of lan) lines.push(`  on your network: ${base(address, port)}#/1`);
    if (lan.length === 0) lines.push('  (no network address found: only this machine can open the deck)');
  }
  const join = joinBase(host, port, lan);
  if (join) lines.push('', `  scan to join (${join}#/1):`, renderUnicodeCompact(`${join}#/1`, { border: 2 }).replace(/^/gm, '  '));
  return lines.join('\n');
}
