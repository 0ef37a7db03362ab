import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { routes } from './app/routes';
import { detectLocale } from './i18n/locale';
import { getAuthToken } from './identity/auth-token';
import { getDeviceId } from './identity/device-id';
import './styles/index.css';

// The device identifier exists from the first visit ("generated if absent"), not from the first request needing it.
getDeviceId();

const router = createBrowserRouter(routes);
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const locale = detectLocale();
const app = (
  <StrictMode>
    <AppProviders locale={locale}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

// The server draws some pages (docs/adr/0048) in its language for a visitor with no session token
// (`web/src/app/server-render.tsx`). When this browser sees the same page, it hydrates that markup;
// otherwise (another stored language, a traveller signed in) it draws over it. The page is on screen
// already, so hydration is a transition: React works in short slices and input is never blocked long.
const serverDrawn = container.hasChildNodes() && document.documentElement.lang === locale && getAuthToken() === undefined;
if (serverDrawn) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
