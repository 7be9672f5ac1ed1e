import './reactFirst.ts';
import 'virtual:deck/style.css';
import './deck/theme/base.css';
import './slides/layouts/layouts.css';
import './slides/builtin/code.css';
import { startTransition, StrictMode, Suspense, useEffect } from 'react';
import { lazyPart } from './deck/ui/retrying.ts';
import { createRoot } from 'react-dom/client';
import { addressWithHash, currentLocation, Navigate, usePathname } from './deck/router/router.tsx';
import { Notice } from './views/controls/Notice.tsx';
import { loadSlide, slides } from './deck/deck.ts';
import { applyColorScheme } from './deck/theme/colorScheme.ts';
import { afterPaint } from './deck/ui/afterPaint.ts';
import { onIdle, startIdleParts } from './deck/ui/idle.ts';
import { SlideRoute } from './deck/nav/SlideRoute.tsx';
import { PlayView } from './views/play/PlayView.tsx';

const PresenterGate = lazyPart(() => import('./views/presenter/PresenterGate.tsx'));
const PrintView = lazyPart(() => import('./views/print/PrintView.tsx'));

const lost = { notice: 'That page does not exist; showing the first slide.' };

/** The view for a route: /n, /presenter/n, /print; anything else redirects. */
function routeTo(pathname: string) {
  const parts = pathname.split('/').filter(Boolean);
  const [first, second] = parts;
  if (first === undefined) return <Navigate replace to="/1" />;
  // "/3/" or "/presenter//3" is written as the deck writes it: the deck's position is read from the
  // address in that form, and read from another it was the first slide's while the view showed the third.
  const written = `/${parts.join('/')}`;
  if (pathname !== written) return <Navigate replace to={`${written}${currentLocation().search}`} />;
  if (first === 'presenter' && parts.length <= 2) {
    if (second === undefined) return <Navigate replace to="/presenter/1" />;
    return <SlideRoute param={second} prefix="/presenter" render={(no) => <PresenterGate no={no} />} />;
  }
  if (first === 'print' && parts.length === 1) return <PrintView />;
  if (parts.length === 1) return <SlideRoute param={first} prefix="" render={(no) => <PlayView no={no} />} />;
  return <Navigate replace to="/1" state={lost} />;
}

function App() {
  const pathname = usePathname();
  // Tells tests and tools that the app (not only the pre-rendered first paint) is running, once its
  // first frame is painted: the slide is scaled to its window in that frame, and a reading taken
  // between the render and the frame found it at its own size. What the first view does not show
  // comes after that frame too (deck/ui/idle.ts).
  useEffect(
    () =>
      afterPaint(() => {
        document.documentElement.dataset.deckReady = '';
        startIdleParts();
      }),
    [],
  );
  return (
    <>
      <Suspense fallback={null}>{routeTo(pathname)}</Suspense>
      <Notice />
    </>
  );
}

applyColorScheme();

/** The slide a play route opens at, so its module is there before the first render replaces the pre-rendered one. */
function initialSlide(): number {
  const match = /^\/(\d+)$/.exec(currentLocation().pathname);
  return match ? Number(match[1]) : 0;
}

async function start(container: HTMLElement): Promise<void> {
  // A bare address shows the first slide. Said before the first render, that render is the slide's:
  // a redirect rendered first would make the slide's render a second, blocking one.
  const opened = currentLocation();
  if (opened.pathname === '/' && !opened.search) window.history.replaceState(window.history.state, '', addressWithHash('/1'));
  // Each step a task of its own (the app's code has just been run): on a phone they were one long one.
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
  await nextTask();
  // Until the app's first render is on screen, a swipe on a play route may have the boot script
  // show another pre-rendered slide (and name it in the address): those are loaded too, so whichever
  // slide the render finds in the address is there without waiting.
  const no = initialSlide();
  const early = no ? [...document.querySelectorAll('template[id^="deck-slide-"]')].map((template) => Number(template.id.slice('deck-slide-'.length))) : [];
  await Promise.all([no, ...early].filter((n) => n >= 1 && n <= slides.length).map((n) => loadSlide(n)));
  await nextTask();
  // A transition: React renders the app in slices, yielding to the viewer's input between them (the
  // pre-rendered first slide is on screen meanwhile), instead of in one long task.
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

const container = document.getElementById('app');
if (container) void start(container);

// Offline after the first visit: the service worker keeps the deck (not in the dev server). Once
// the page's other idle parts are in (deck/ui/idle.ts): its download of every file is the most work.
if (!__DECK_DEV_SERVER__ && 'serviceWorker' in navigator) {
  onIdle('offlineCopy', () => void navigator.serviceWorker.register(`${import.meta.env.BASE_URL}sw.js`).catch(() => undefined));
}
