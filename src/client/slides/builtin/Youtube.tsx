// Slidev's <Youtube id="luoMHjh-XcQ" width height> (`?start=1234` after the id starts it there): the
// YouTube player, loaded only on the slide being shown and only while the browser is online; until
// then, and whenever the network is out, a link card to the video. First the video's thumbnail is
// asked for: when it arrives YouTube answers, and the player goes over the card; when it does not
// (offline, a venue network without the internet) the card stays. The player is YouTube's
// privacy-enhanced one (no cookies until it plays); the page's CSP allows it only for decks with one.
import { useState } from 'react';
import { youtubeUrls, youtubeVideo } from '../../../shared/embeds.ts';
import { EmbedCard } from './EmbedCard.tsx';
import { numberProp } from './props.ts';
import { useOnline, useOnShownSlide } from './shown.ts';

interface YoutubeProps {
  id?: string;
  width?: number | string;
  height?: number | string;
  className?: string;
}

export function Youtube({ id, width, height, className }: YoutubeProps) {
  const video = youtubeVideo(id);
  const onSlide = useOnShownSlide();
  const online = useOnline();
  const live = onSlide && online && video !== null;
  // The thumbnail's answer, per address (a new id asks again).
  const [reached, setReached] = useState<{ url: string; ok: boolean } | null>(null);
  const [played, setPlayed] = useState(false);
  const urls = video && youtubeUrls(video);
  const reachable = live && urls !== null && reached?.url === urls.thumbnail && reached.ok;
  // An iframe's default size, as Slidev's player (an iframe without width or height) has.
  const size = { width: numberProp(width, 300), height: numberProp(height, 150) };
  return (
    <div className={className ? `slidev-youtube youtube ${className}` : 'slidev-youtube youtube'} style={size}>
      <EmbedCard
        kind={video ? 'YouTube video' : `YouTube video "${String(id ?? '')}" (not a video id)`}
        href={urls?.watch ?? 'https://www.youtube.com/'}
        action="Watch on YouTube"
        note={!urls ? undefined : onSlide && !online ? 'Offline: it plays here when the network is back' : reached?.url === urls.thumbnail && !reached.ok ? 'YouTube did not answer: watch it there' : undefined}
        covered={reachable && played}
        backdrop={
          // Asked for only while it may be shown, and dropped when it did not come.
          live && urls && !(reached?.url === urls.thumbnail && !reached.ok) ? (
            <img className={reachable ? 'slidev-embed-card-image loaded' : 'slidev-embed-card-image'} src={urls.thumbnail} alt="" onLoad={() => setReached({ url: urls.thumbnail, ok: true })} onError={() => setReached({ url: urls.thumbnail, ok: false })} />
          ) : null
        }
      />
      {reachable && (
        <iframe
          className="slidev-embed-frame"
          src={urls.embed}
          title="YouTube video player"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          onLoad={() => setPlayed(true)}
        />
      )}
    </div>
  );
}
