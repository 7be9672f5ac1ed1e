// Slides overview: every counted slide as a thumbnail; choosing one jumps there. The arrow keys
// move between cards (↑ ↓ by a row of the grid as laid out), Home and End to the first and last,
// Enter or Space opens the card, Escape closes; each card is a button whose name says which slide.
// The grid exists only while the overview is open (Modal), and each thumbnail draws as it nears the view.
import { memo, useEffect, useRef, useSyncExternalStore, type RefObject } from 'react';
import { bindKeys, takeKeyboard } from '../../deck/keys/keyboard.ts';
import { canvasHeight, canvasWidth } from '../../deck/canvas.ts';
import { slides } from '../../deck/deck.ts';
import { Icon } from '../../deck/ui/Icon.tsx';
import { Modal } from '../../deck/ui/Modal.tsx';
import { OverviewThumbnail } from './OverviewThumbnail.tsx';
import { cardAfterKey } from './overviewKeys.ts';
import './controls.css';

/** Thumbnail width in CSS pixels; below the xs breakpoint (460 px) one thumbnail fills the width. */
export const THUMBNAIL_WIDTH = 300;
const XS = 460;

function subscribeResize(listener: () => void): () => void {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}

function useThumbnailWidth(): number {
  const windowWidth = useSyncExternalStore(subscribeResize, () => window.innerWidth);
  return windowWidth < XS ? windowWidth - 24 : THUMBNAIL_WIDTH;
}
const ALL_STEPS = 99999;

/** How many cards a row of the grid holds now: those level with the first (read up to the second row, not through thousands). */
function columnsOf(cards: HTMLElement[]): number {
  const top = cards[0]?.getBoundingClientRect().top;
  const secondRow = cards.findIndex((card) => card.getBoundingClientRect().top !== top);
  return secondRow > 0 ? secondRow : Math.max(1, cards.length);
}

/** Moves focus between the grid's cards by a keymap row's key (keys/keymap.ts, scope "overview"). */
function moveFocus(grid: HTMLElement | null, key: string): void {
  const cards = [...(grid?.querySelectorAll<HTMLElement>('.overview-card') ?? [])];
  const at = Math.max(cards.indexOf(document.activeElement as HTMLElement), 0);
  const to = cardAfterKey(key, at, cards.length, columnsOf(cards));
  if (to === null) return;
  cards[to]?.focus();
  cards[to]?.scrollIntoView({ block: 'nearest' });
}

interface OverviewProps {
  open: boolean;
  current: number;
  onClose: () => void;
  onSelect: (no: number) => void;
}

interface CardsProps {
  current: number;
  currentCard: RefObject<HTMLButtonElement | null>;
  onSelect: (no: number) => void;
}

/**
 * The grid's cards: a component of their own, rendered only while the overview is open. The closed
 * overview renders as the page starts (its code comes at the first idle period), and reading the
 * window's width there laid the page out: some 10 ms of each load, for a grid nobody had asked for.
 */
function OverviewCards({ current, currentCard, onSelect }: CardsProps) {
  const width = useThumbnailWidth();
  const height = (canvasHeight * width) / canvasWidth;
  return slides
    .filter((slide) => slide.counted)
    .map((slide) => (
      <li key={slide.no} className="overview-item" style={{ containIntrinsicSize: `auto ${width}px auto ${height}px` }}>
        <OverviewThumbnail no={slide.no} clicks={ALL_STEPS} width={width} />
        {/* The button lies over the picture and holds only the number: what it shows is in its name. */}
        <button
          type="button"
          ref={slide.no === current ? currentCard : undefined}
          className="overview-card"
          aria-current={slide.no === current ? 'page' : undefined}
          aria-label={`Slide ${slide.no}${slide.title ? `: ${slide.title}` : ''}`}
          onClick={() => onSelect(slide.no)}
        >
          <span className="overview-number">{slide.no}</span>
        </button>
      </li>
    ));
}

export const Overview = memo(function Overview({ open, current, onClose, onSelect }: OverviewProps) {
  const currentCard = useRef<HTMLButtonElement>(null);
  const grid = useRef<HTMLOListElement>(null);

  // While open, the overview has the keyboard: the arrows move between cards, not the deck.
  useEffect(() => {
    if (!open) return;
    const move = (key: string) => () => moveFocus(grid.current, key);
    const [release, unbind] = [
      takeKeyboard('overview', () => grid.current?.closest('dialog')?.open ?? false),
      bindKeys({
        'overview.previous': move('ArrowLeft'),
        'overview.next': move('ArrowRight'),
        'overview.up': move('ArrowUp'),
        'overview.down': move('ArrowDown'),
        'overview.first': move('Home'),
        'overview.last': move('End'),
      }),
    ];
    return () => {
      unbind();
      release();
    };
  }, [open]);

  useEffect(() => {
    if (!open) return;
    currentCard.current?.focus();
    currentCard.current?.scrollIntoView({ block: 'center' });
  }, [open]);

  return (
    <Modal open={open} onClose={onClose} label="Slides overview" className="overview">
      <div className="overview-header">
        <h2 className="overview-title">Slides</h2>
        <button type="button" className="icon-button" aria-label="Close overview" onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
      <ol className="overview-grid" ref={grid}>
        <OverviewCards current={current} currentCard={currentCard} onSelect={onSelect} />
      </ol>
    </Modal>
  );
});
