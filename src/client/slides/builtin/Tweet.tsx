// Slidev's <Tweet id="20" scale conversation cards>: the tweet, from Twitter/X's own embed page in a
// frame (as its widgets.js makes one, but without running Twitter's script in the deck), loaded only
// on the slide being shown and only while the browser is online. Until the tweet is drawn (its frame
// says so, tweet.ts), and whenever the network is out, a link card to it stays in its place.
import { useEffect, useRef, useState } from 'react';
import { TWITTER, tweetId, tweetUrls } from '../../../shared/embeds.ts';
import { EmbedCard } from './EmbedCard.tsx';
import { numberProp } from './props.ts';
import { useDarkPage, useOnline, useOnShownSlide } from './shown.ts';
import { tweetFrameHeight } from './tweet.ts';

interface TweetProps {
  id?: string | number;
  scale?: string | number;
  conversation?: string;
  cards?: 'hidden' | 'visible';
  className?: string;
}

export function Tweet({ id, scale, conversation, cards, className }: TweetProps) {
  const tweet = tweetId(id);
  const dark = useDarkPage();
  const onSlide = useOnShownSlide();
  const online = useOnline();
  const live = onSlide && online && tweet !== null;
  const urls = tweet ? tweetUrls(tweet, { dark, conversation, cards }) : null;
  const frame = useRef<HTMLIFrameElement>(null);
  // The height the frame asked for, per address (another scheme loads it again).
  const [drawn, setDrawn] = useState<{ url: string; height: number } | null>(null);

  const embed = live ? urls?.embed : undefined;
  // Still no tweet after a while (a network without the internet): the card says so, and stays.
  const [slowAt, setSlowAt] = useState<string | null>(null);
  useEffect(() => {
    if (!embed) return;
    const timer = setTimeout(() => setSlowAt(embed), 8000);
    return () => clearTimeout(timer);
  }, [embed]);
  const slow = embed !== undefined && slowAt === embed;
  useEffect(() => {
    if (!embed) return;
    const heard = (event: MessageEvent) => {
      if (event.origin !== TWITTER.embed || event.source !== frame.current?.contentWindow) return;
      const height = tweetFrameHeight(event.data);
      if (height) setDrawn({ url: embed, height });
    };
    window.addEventListener('message', heard);
    return () => window.removeEventListener('message', heard);
  }, [embed]);

  const shown = live && urls !== null && drawn?.url === urls.embed;
  const factor = numberProp(scale, 1) || 1;
  return (
    <div className={className ? `slidev-tweet tweet ${className}` : 'slidev-tweet tweet'} style={factor !== 1 ? { transform: `scale(${factor})`, transformOrigin: 'top left' } : undefined}>
      {!shown && (
        <EmbedCard
          kind={tweet ? 'Tweet' : `Tweet "${String(id ?? '')}" (not a tweet id)`}
          href={urls?.link ?? TWITTER.link}
          action="Open on X"
          note={!urls ? undefined : onSlide && !online ? 'Offline: it shows here when the network is back' : live ? (slow ? 'X has not answered yet' : 'Loading from X…') : undefined}
        />
      )}
      {live && urls && (
        <iframe
          ref={frame}
          key={urls.embed}
          className={shown ? 'slidev-embed-frame slidev-tweet-frame' : 'slidev-embed-frame slidev-tweet-frame slidev-tweet-loading'}
          src={urls.embed}
          title="Tweet"
          style={shown ? { height: drawn.height } : undefined}
          tabIndex={shown ? undefined : -1}
          aria-hidden={shown ? undefined : true}
        />
      )}
    </div>
  );
}
