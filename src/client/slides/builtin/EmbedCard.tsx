// The link card <Tweet> and <Youtube> show in their place until the other site's content is there:
// on a slide not shown yet, in print and thumbnails, while loading, and whenever the browser is
// offline or the site does not answer. Never a blank box: it says what it is and links to it.
import type { ReactNode } from 'react';
import './embed.css';

interface EmbedCardProps {
  /** What it is, e.g. "YouTube video". */
  kind: string;
  /** Its address on the other site. */
  href: string;
  /** The link's words, e.g. "Watch on YouTube". */
  action: string;
  /** A line on why the content is not here, e.g. "Offline". */
  note?: string;
  /** Drawn behind the words (a video's thumbnail, once it has loaded). */
  backdrop?: ReactNode;
  /** Covered by the loaded content: out of the way of screen readers and the keyboard. */
  covered?: boolean;
}

export function EmbedCard({ kind, href, action, note, backdrop, covered = false }: EmbedCardProps) {
  return (
    <a className={covered ? 'slidev-embed-card covered' : 'slidev-embed-card'} href={href} target="_blank" rel="noopener noreferrer" aria-hidden={covered || undefined} tabIndex={covered ? -1 : undefined}>
      {backdrop}
      <span className="slidev-embed-card-text">
        <span className="slidev-embed-card-kind">{kind}</span>
        <span className="slidev-embed-card-action">
          {action} <span aria-hidden="true">↗</span>
        </span>
        {note && <span className="slidev-embed-card-note">{note}</span>}
      </span>
    </a>
  );
}
