// The address the audience opens: the deck server's LAN address when it told the page one (it
// listens on every interface), otherwise this page's own, with the deck's base path, at slide 1.
import type { Session } from '../../live/session.ts';

export function audienceUrl(session: Pick<Session, 'joinUrl'>, location: Pick<Location, 'origin' | 'pathname'> = window.location): string {
  return `${session.joinUrl ?? `${location.origin}${location.pathname}`}#/1`;
}
