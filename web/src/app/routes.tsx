import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error.page';

type PageModule = { default: ComponentType };

/** A code-split page: its module is fetched the first time the route is visited. */
function page(load: () => Promise<PageModule>): { Component: LazyExoticComponent<ComponentType> } {
  return { Component: lazy(load) };
}

/**
 * Every route of the app. Adding one is one line:
 * `{ path: '/free', ...page(() => import('../features/free/free.page')) },`
 * Keep the catch-all last.
 */
export const pageRoutes: RouteObject[] = [
  { index: true, ...page(() => import('../features/landing/landing.page')) },
  { path: '/auth', ...page(() => import('../features/auth/auth.page')) },
  { path: '/auth/reset-password', ...page(() => import('../features/auth/reset-password.page')) },
  { path: '/register', ...page(() => import('../features/auth/register.page')) },
  { path: '/upgrade', ...page(() => import('../features/auth/upgrade.page')) },
  { path: '/profile', ...page(() => import('../features/profile/profile.page')) },
  { path: '/account', ...page(() => import('../features/profile/account.page')) },
  { path: '/account/analytics', ...page(() => import('../features/progress/account-analytics/account-analytics.page')) },
  { path: '/free', ...page(() => import('../features/free/free.page')) },
  { path: '/runner', ...page(() => import('../features/runner/runner.page')) },
  { path: '/subscribe', ...page(() => import('../features/subscribe/subscribe.page')) },
  ...['/app', '/workout', '/interactive-workout'].map((path) => ({ path, ...page(() => import('../features/app-home/app-home.page')) })),
  { path: '/quick-flight', ...page(() => import('../features/quick-flight/quick-flight.page')) },
  { path: '/paywall', ...page(() => import('../features/paywall/paywall.page')) },
  { path: '/billing/checkout/:id', ...page(() => import('../features/billing/checkout.page')) },
  { path: '/billing/portal', ...page(() => import('../features/billing/portal.page')) },
  { path: '/billing/cancel-trial', ...page(() => import('../features/cancel-trial/cancel-trial.page')) },
  { path: '/admin/media', ...page(() => import('../features/admin-media/admin-media.page')) },
  { path: '/admin/analytics', ...page(() => import('../features/admin-analytics/admin-analytics.page')) },
  { path: '/leaderboard', ...page(() => import('../features/progress/leaderboard/leaderboard.page')) },
  { path: '/city-leaderboard', ...page(() => import('../features/progress/city-leaderboard/city-leaderboard.page')) },
  { path: '/analytics', ...page(() => import('../features/progress/analytics/analytics.page')) },
  { path: '/teams', ...page(() => import('../features/teams/teams.page')) },
  { path: '/challenges', ...page(() => import('../features/challenges/challenges.page')) },
  { path: '/plan', ...page(() => import('../features/plan/plan.page')) },
  { path: '*', ...page(() => import('./not-found.page')) },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    children: pageRoutes,
  },
];
