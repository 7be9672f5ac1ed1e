// Slidev's <Link to="42">…</Link> (or `title="…"` for its text): a link that moves the deck to a slide,
// by number or by a slide's `routeAlias`. In the play and presenter views it moves that view (the
// presenter stays in the presenter view, and followers follow); elsewhere (print, a thumbnail) it is
// a plain link to the slide's address. A real link: focusable, Enter follows it.
import type { MouseEvent, ReactNode } from 'react';
import { slides } from '../../deck/deck.ts';
import { resolveGoto } from '../../deck/nav/goto.ts';
import { useViewNavigation } from '../slide/SlideScope.ts';

interface LinkProps {
  to?: number | string;
  title?: string;
  className?: string;
  children?: ReactNode;
}

/** The slide `to` names: a number, or a path ("5", "/5", "solutions") a slide is reached by. */
export function linkTarget(to: unknown): number | undefined {
  const path = String(to ?? '').trim().replace(/^#?\/?/, '');
  return path ? resolveGoto(`/${path}`, slides, slides.length) : undefined;
}

export function Link({ to, title, className, children }: LinkProps) {
  const view = useViewNavigation();
  const no = linkTarget(to);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!view || no === undefined || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    // The keys move the deck again at once, not this link.
    event.currentTarget.blur();
    view.go(no);
  };
  return (
    <a className={className ? `slidev-link ${className}` : 'slidev-link'} href={`#/${no ?? String(to ?? '').replace(/^#?\/?/, '')}`} onClick={follow}>
      {title ?? children}
    </a>
  );
}
