import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { pagePathOf } from './page-path';
import { track } from './track';

/** Reports a `page_view` of the page's route on the first render and on every route change (spec 2 §2). */
export function usePageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    track('page_view', { path: pagePathOf(pathname) });
  }, [pathname]);
}
