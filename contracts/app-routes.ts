/**
 * Paths the web app renders a page for. The server answers other paths with
 * the app's 404 page and a real 404 status, so crawlers and monitors see it.
 * Each issue that adds a screen adds its path here and in the web router.
 */
export const APP_ROUTES = [
  '/',
  '/auth',
  '/auth/reset-password',
  '/register',
  '/upgrade',
  '/profile',
  '/account',
  '/account/analytics',
  '/free',
  '/runner',
  '/subscribe',
  '/app',
  // Aliases of /app (DECISIONS.md "Generator routes"), kept so old links work.
  '/workout',
  '/interactive-workout',
  '/quick-flight',
  '/paywall',
  '/billing/checkout/:id',
  '/billing/portal',
  '/billing/cancel-trial',
  '/admin/media',
  '/admin/analytics',
  '/leaderboard',
  '/city-leaderboard',
  '/analytics',
  '/teams',
  '/challenges',
  '/plan',
] as const;
export type AppRoute = (typeof APP_ROUTES)[number];

/** A route's path as a pattern: a `:name` segment matches any one non-empty segment. */
function matches(route: string, pathname: string): boolean {
  const want = route.split('/');
  const got = pathname.split('/');
  return want.length === got.length && want.every((part, index) => (part.startsWith(':') ? got[index] !== '' : part === got[index]));
}

/** The app route that draws `pathname`, if any. */
export function appRouteOf(pathname: string): AppRoute | undefined {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return APP_ROUTES.find((route) => matches(route, normalised));
}

export function isAppRoute(pathname: string): boolean {
  return appRouteOf(pathname) !== undefined;
}
