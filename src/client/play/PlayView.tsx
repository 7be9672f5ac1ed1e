// Play mode: the current slide filling the window, with keyboard and toolbar navigation.
import { useEffect } from 'react';
import { config, slideAt } from '../deck/deck.ts';
import { useDeckNavigation } from '../nav/useDeckNavigation.ts';
import { useNavigationKeys } from '../nav/useNavigationKeys.ts';
import { Slide } from '../slide/Slide.tsx';
import { SlideCanvas } from '../slide/SlideCanvas.tsx';
import { preloadAround } from '../slide/preload.ts';
import { NavBar } from './NavBar.tsx';

export function PlayView({ no }: { no: number }) {
  const nav = useDeckNavigation('', no);
  useNavigationKeys(nav);

  useEffect(() => preloadAround(no), [no]);
  useEffect(() => {
    const title = slideAt(no)?.title;
    document.title = config.titleTemplate.replace('%s', title && no > 1 ? `${title} · ${config.title}` : config.title);
  }, [no]);

  return (
    <main className={`play-view${config.selectable ? '' : ' not-selectable'}`}>
      <SlideCanvas>
        <Slide no={no} clicks={nav.clicks} />
      </SlideCanvas>
      <NavBar nav={nav} />
    </main>
  );
}
