// The way in: the audience address as a QR code and as text. Small in the presenter's Join panel,
// large on the main screen when the presenter shows it to the room.
import { Suspense } from 'react';
import { lazyPart } from '../../deck/ui/retrying.ts';
import { useSession } from '../../live/session.ts';
import { audienceUrl } from '../join/joinUrl.ts';

const QrCode = lazyPart(() => import('../join/QrCode.tsx').then((module) => ({ default: module.QrCode })));

/** The address the audience opens, as the server knows it (a LAN address) or this page's own. */
export function useAudienceUrl(): string | null {
  const session = useSession();
  return session && audienceUrl(session);
}

const isLoopback = (url: string) => /^https?:\/\/(127\.|localhost[:/]|\[::1\])/.test(url);

/** The address without its scheme, as people type it. */
const shortUrl = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/?#\/1$/, '');

export function JoinCard({ large = false, onClose }: { large?: boolean; onClose?: () => void }) {
  const url = useAudienceUrl();
  if (!url) return null;
  return (
    <figure className={`room-join${large ? ' large' : ''}`} aria-label="Join the talk">
      <Suspense fallback={<div className="room-qr-placeholder" />}>
        <QrCode text={url} label={`QR code for ${url}`} />
      </Suspense>
      <figcaption>
        {large && <span className="room-join-title">Follow along, ask, react</span>}
        <a className="room-join-url" href={url}>
          {shortUrl(url)}
        </a>
        {!large && isLoopback(url) && <span className="room-join-hint">Only this computer can open this address. Start the deck with <code>npm start -- --host</code> so phones on the network can join.</span>}
      </figcaption>
      {onClose && (
        <button type="button" className="room-button room-join-close" onClick={onClose} aria-label="Hide the join code on this screen">
          ×
        </button>
      )}
    </figure>
  );
}
