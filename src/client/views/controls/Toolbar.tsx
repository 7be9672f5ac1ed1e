// The navigation bar: every control of the play and presenter views, each with an accessible name.
import { memo, useMemo } from 'react';
import { pdfLink } from '../../../shared/download.ts';
import { Link, useSearchParams } from '../../deck/router/router.tsx';
import { config, countedTotal, infoHTML, slideAt } from '../../deck/deck.ts';
import { useLaserToggle } from '../../features/cursor/laser.ts';
import { canDrawIn, mayDrawNow, useAudienceDrawingOpen, useDrawingMode } from '../../features/drawing/drawingMode.ts';
import type { DeckNavigation } from '../../deck/nav/useDeckNavigation.ts';
import { useSetting } from '../../deck/settings/settings.ts';
import { useColorScheme } from '../../deck/theme/colorScheme.ts';
import { Icon, type IconName } from '../../deck/ui/Icon.tsx';
import { useFullscreen } from './useFullscreen.ts';
import './controls.css';

export type ToolbarDialog = 'overview' | 'goto' | 'info' | 'settings' | 'keys';

/** What the toolbar shows and does of the position: it re-renders when these change, not on every click step. */
export type ToolbarNav = Pick<DeckNavigation, 'no' | 'hasPrev' | 'hasNext' | 'prev' | 'next'>;

export function useToolbarNav({ no, hasPrev, hasNext, prev, next }: DeckNavigation): ToolbarNav {
  return useMemo(() => ({ no, hasPrev, hasNext, prev, next }), [no, hasPrev, hasNext, prev, next]);
}

interface ToolbarProps {
  nav: ToolbarNav;
  view: 'play' | 'presenter';
  open: (dialog: ToolbarDialog) => void;
  className?: string;
}

interface ButtonProps {
  label: string;
  icon: IconName;
  onClick: () => void;
  pressed?: boolean;
  disabled?: boolean;
  /** The tooltip, when it says more than the label. */
  title?: string;
}

function Button({ label, icon, onClick, pressed, disabled, title = label }: ButtonProps) {
  return (
    <button type="button" className="icon-button" aria-label={label} title={title} aria-pressed={pressed} disabled={disabled} onClick={onClick}>
      <Icon name={icon} />
    </button>
  );
}

/** The Download PDF link, when the deck offers one. */
const pdf = pdfLink(config, import.meta.env.BASE_URL);

export const Toolbar = memo(function Toolbar({ nav, view, open, className = '' }: ToolbarProps) {
  const scheme = useColorScheme();
  const fullscreen = useFullscreen();
  const [cursor, setCursor] = useSetting('presenterCursor');
  const [laser, setLaser] = useLaserToggle();
  const [drawing, setDrawing] = useDrawingMode();
  const audienceOpen = useAudienceDrawingOpen();
  const counted = slideAt(nav.no)?.counted ?? true;
  // The presenter password travels along on links between the views.
  const [search] = useSearchParams();
  const password = search.get('password');
  const otherView = `${view === 'play' ? `/presenter/${nav.no}` : `/${nav.no}`}${password ? `?${new URLSearchParams({ password })}` : ''}`;

  return (
    <nav className={`toolbar ${className}`} aria-label="Deck controls">
      {fullscreen.supported && (
        <Button label={fullscreen.active ? 'Exit fullscreen' : 'Fullscreen'} icon={fullscreen.active ? 'exitFullscreen' : 'fullscreen'} onClick={fullscreen.toggle} />
      )}
      <Button label="Previous slide" icon="prev" onClick={nav.prev} disabled={!nav.hasPrev} />
      <Button label="Next slide" icon="next" onClick={nav.next} disabled={!nav.hasNext} />
      <span className="toolbar-divider" aria-hidden="true" />
      <Button label="Slides overview" icon="overview" onClick={() => open('overview')} />
      <Button label="Go to slide" icon="goto" onClick={() => open('goto')} />
      {scheme.choosable && <Button label="Toggle dark mode" icon={scheme.dark ? 'sun' : 'moon'} onClick={scheme.toggle} pressed={scheme.dark} />}
      <Button
        label="Show presenter cursor"
        icon={cursor ? 'cursor' : 'cursorOff'}
        onClick={() => setCursor(!cursor)}
        pressed={cursor}
      />
      {view === 'presenter' && (
        <Button label="Laser pointer" icon="laser" onClick={() => setLaser(!laser)} pressed={laser} title="Laser pointer (or hold l)" />
      )}
      {canDrawIn(view) && (
        <Button
          label="Drawing"
          icon="pen"
          onClick={() => setDrawing(!drawing)}
          pressed={drawing}
          disabled={!mayDrawNow(view, audienceOpen)}
          title={mayDrawNow(view, audienceOpen) ? 'Drawing' : 'Drawing (turned off by the presenter)'}
        />
      )}
      <span className="toolbar-divider" aria-hidden="true" />
      <Link
        className="icon-button"
        to={otherView}
        aria-label={view === 'play' ? 'Presenter mode' : 'Play mode'}
        title={view === 'play' ? 'Presenter mode' : 'Play mode'}
      >
        <Icon name={view === 'play' ? 'presenter' : 'play'} />
      </Link>
      {pdf && (
        // The PDF that `npm run build` prints into the site (see src/node/commands/export.ts), or the headmatter's address.
        <a className="icon-button" href={pdf.href} download={pdf.own || undefined} target={pdf.own ? undefined : '_blank'} rel={pdf.own ? undefined : 'noopener'} aria-label="Download PDF" title="Download PDF">
          <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
          </svg>
        </a>
      )}
      {infoHTML && <Button label="Info" icon="info" onClick={() => open('info')} />}
      <Button label="Settings" icon="settings" onClick={() => open('settings')} />
      <span className="page-counter" aria-label="Current slide" title={config.title}>
        {counted ? nav.no : 'end'} / {countedTotal}
      </span>
    </nav>
  );
});
