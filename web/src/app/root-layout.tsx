import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { usePageViews } from '../analytics';
import { SkipLink } from '../components/ui/skip-link';
import { SiteHeader } from './layout/site-header';
import { PageLoading } from './page-loading';

/** The installable app's part (service worker, update prompt, queued workouts): only a build has a service worker. */
const OfflineApp = import.meta.env.PROD ? lazy(() => import('../offline/offline-app')) : null;

/** Chrome around every page: skip link, sticky navigation, the page, scroll restoration. */
export function RootLayout() {
  const { pathname } = useLocation();
  const first = useRef(true);
  usePageViews();

  useEffect(() => {
    // After a client-side navigation, move focus to the new page's main region
    // so keyboard and screen-reader users start at the content.
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <>
      <SkipLink />
      <SiteHeader />
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
      {OfflineApp ? (
        <Suspense fallback={null}>
          <OfflineApp />
        </Suspense>
      ) : null}
    </>
  );
}
