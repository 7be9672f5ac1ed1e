// <Toc />: the deck's table of contents, from the slides' titles and heading levels; slides with
// `hideInToc: true` (and untitled ones) are left out. Each entry jumps to its slide.
import type { MouseEvent } from 'react';
import { type TocItem, tocTree } from './toc.ts';
import { slides } from '../../deck/deck.ts';

/** Keeps the presenter in the presenter view (and any query, e.g. the password) when jumping. */
function jump(event: MouseEvent<HTMLAnchorElement>, no: number): void {
  const [route = '', query] = window.location.hash.slice(1).split('?');
  if (!route.startsWith('/presenter')) return;
  event.preventDefault();
  window.location.hash = `/presenter/${no}${query ? `?${query}` : ''}`;
}

function Entries({ items }: { items: TocItem[] }) {
  return (
    <ol className="toc-list">
      {items.map((item) => (
        <li key={item.no} className={`toc-item toc-level-${item.level}`}>
          <a href={`#/${item.no}`} onClick={(event) => jump(event, item.no)}>
            {item.title}
          </a>
          {item.children.length > 0 && <Entries items={item.children} />}
        </li>
      ))}
    </ol>
  );
}

interface TocProps {
  minDepth?: number | string;
  maxDepth?: number | string;
  columns?: number | string;
}

export function Toc({ minDepth = 1, maxDepth = Infinity, columns = 1 }: TocProps) {
  const items = tocTree(slides, Number(minDepth), Number(maxDepth));
  return (
    <nav className="toc" aria-label="Table of contents" style={{ columnCount: Number(columns) || 1 }}>
      <Entries items={items} />
    </nav>
  );
}
