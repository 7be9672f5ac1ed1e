// Slides overview: every counted slide as a thumbnail; choosing one jumps there.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { slides } from '../deck/deck.ts';
import { ScaledSlide } from '../slide/ScaledSlide.tsx';
import { Icon } from '../ui/Icon.tsx';
import { Modal } from '../ui/Modal.tsx';

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

interface OverviewProps {
  open: boolean;
  current: number;
  onClose: () => void;
  onSelect: (no: number) => void;
}

export function Overview({ open, current, onClose, onSelect }: OverviewProps) {
  const currentCard = useRef<HTMLButtonElement>(null);
  const width = useThumbnailWidth();

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
      <ol className="overview-grid">
        {slides
          .filter((slide) => slide.counted)
          .map((slide) => (
            <li key={slide.no} className="overview-item">
              <ScaledSlide no={slide.no} clicks={ALL_STEPS} width={width} />
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
          ))}
      </ol>
    </Modal>
  );
}
