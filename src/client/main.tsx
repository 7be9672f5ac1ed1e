import 'virtual:deck/style.css';
import './styles/base.css';
import './styles/layouts.css';
import './styles/code.css';
import './styles/views.css';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { createHashRouter, Navigate, Outlet } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Notice } from './components/Notice.tsx';
import { applyColorScheme } from './theme/colorScheme.ts';
import { SlideRoute } from './nav/SlideRoute.tsx';
import { PlayView } from './play/PlayView.tsx';

const PresenterGate = lazy(() => import('./presenter/PresenterGate.tsx'));
const PrintView = lazy(() => import('./print/PrintView.tsx'));

function Shell() {
  return (
    <>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
      <Notice />
    </>
  );
}

const router = createHashRouter([
  {
    element: <Shell />,
    children: [
      { index: true, element: <Navigate replace to="/1" /> },
      { path: 'presenter', element: <Navigate replace to="/presenter/1" /> },
      { path: 'presenter/:no', element: <SlideRoute prefix="/presenter" render={(no) => <PresenterGate no={no} />} /> },
      { path: 'print', element: <PrintView /> },
      { path: ':no', element: <SlideRoute prefix="" render={(no) => <PlayView no={no} />} /> },
      { path: '*', element: <Navigate replace to="/1" state={{ notice: 'That page does not exist; showing the first slide.' }} /> },
    ],
  },
]);

applyColorScheme();

const container = document.getElementById('app');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
