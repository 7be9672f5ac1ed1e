// Slidev's <SlidevVideo autoplay controls autoreset="slide"> with its <source> children: a video that
// plays when its slide (and its click step, with v-click) is shown, pauses when left, and goes back to
// its start as `autoreset` says (video.ts has the rules). In print, the overview and the presenter's
// next-slide preview it never plays: it shows `printPoster` (or `poster`) or the frame at
// `printTimestamp`. A browser that refuses to start it on its own gets the controls, to start it by hand.
import { type ReactNode, type SyntheticEvent, useEffect, useRef, useState } from 'react';
import { useSlideScope } from '../slide/SlideScope.ts';
import { boolProp } from './props.ts';
import { useClickShown, useOnShownSlide } from './shown.ts';
import { autoplayOf, autoresetOf, printTime, videoAction } from './video.ts';

interface SlidevVideoProps {
  autoplay?: boolean | string;
  autoreset?: string;
  poster?: string;
  printPoster?: string;
  timestamp?: string | number;
  printTimestamp?: string | number;
  controls?: boolean | string;
  className?: string;
  children?: ReactNode;
}

export function SlidevVideo({ autoplay, autoreset, poster, printPoster, timestamp, printTimestamp, controls, className, children }: SlidevVideoProps) {
  const video = useRef<HTMLVideoElement>(null);
  const played = useRef(false);
  const { renderContext } = useSlideScope();
  const onSlide = useOnShownSlide();
  const clickShown = useClickShown();
  const [refused, setRefused] = useState(false);
  // Never played here: drawn for print, as a thumbnail or as the next slide's preview.
  const still = renderContext !== 'slide' && renderContext !== 'presenter';
  const start = Number(timestamp ?? 0) || 0;
  const mode = autoplayOf(autoplay);
  const reset = autoresetOf(autoreset);

  useEffect(() => {
    const element = video.current;
    if (!element || still) return;
    if (element.currentTime === 0 && start) element.currentTime = start;
  }, [still, start]);

  useEffect(() => {
    const element = video.current;
    if (!element || still) return;
    const action = videoAction({ onSlide, clickShown }, mode, reset, played.current);
    if (action.pause) element.pause();
    if (action.reset) element.currentTime = start;
    if (action.play) element.play().catch((err: unknown) => {
      // Autoplay refused (no gesture yet, no sound allowed): the controls let a person start it.
      if (err instanceof DOMException && err.name === 'NotAllowedError') setRefused(true);
    });
  }, [onSlide, clickShown, mode, reset, start, still]);

  const loaded = (event: SyntheticEvent<HTMLVideoElement>) => {
    const element = event.currentTarget;
    if (still && (!(printPoster ?? poster) || printTimestamp !== undefined)) element.currentTime = printTime(printTimestamp, timestamp, element.duration);
  };

  return (
    <video
      ref={video}
      className={className}
      poster={still ? (printPoster ?? poster) : poster}
      controls={!still && (boolProp(controls, 'controls') || refused)}
      preload={still || onSlide ? 'auto' : 'metadata'}
      playsInline
      onPlay={() => {
        played.current = true;
      }}
      onLoadedMetadata={loaded}
    >
      {children}
    </video>
  );
}
