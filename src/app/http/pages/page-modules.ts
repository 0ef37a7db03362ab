import type { AppRoute } from '../../../../contracts/app-routes';

/**
 * The source module of each route's page (as `web/src/app/routes.tsx` imports it),
 * plus the lazy chunks its first screen needs at once (the SDUI blocks of `/profile`
 * and `/app`), relative to `web/`: the keys of Vite's manifest. The server preloads
 * their chunks with the HTML, so the page's code arrives with the entry instead of
 * after it (docs/adr/0047). `page-modules.test.ts` holds this table to the router.
 */
export const PAGE_MODULES: Record<AppRoute, readonly string[]> = {
  // The landing page's waitlist blocks are drawn on the server too (docs/adr/0048): their styles must come with the HTML.
  '/': ['src/features/landing/landing.page.tsx', 'src/features/waitlist/waitlist-blocks.tsx'],
  '/auth': ['src/features/auth/auth.page.tsx'],
  '/auth/reset-password': ['src/features/auth/reset-password.page.tsx'],
  '/register': ['src/features/auth/register.page.tsx'],
  '/upgrade': ['src/features/auth/upgrade.page.tsx'],
  '/profile': ['src/features/profile/profile.page.tsx', 'src/sdui/blocks/profile/profile-blocks.tsx'],
  '/account': ['src/features/profile/account.page.tsx'],
  '/account/analytics': ['src/features/progress/account-analytics/account-analytics.page.tsx'],
  '/free': ['src/features/free/free.page.tsx'],
  '/runner': ['src/features/runner/runner.page.tsx'],
  '/subscribe': ['src/features/subscribe/subscribe.page.tsx'],
  '/app': ['src/features/app-home/app-home.page.tsx', 'src/features/app-home/blocks/app-blocks.tsx'],
  '/workout': ['src/features/app-home/app-home.page.tsx', 'src/features/app-home/blocks/app-blocks.tsx'],
  '/interactive-workout': ['src/features/app-home/app-home.page.tsx', 'src/features/app-home/blocks/app-blocks.tsx'],
  '/quick-flight': ['src/features/quick-flight/quick-flight.page.tsx'],
  '/paywall': ['src/features/paywall/paywall.page.tsx'],
  '/billing/checkout/:id': ['src/features/billing/checkout.page.tsx'],
  '/billing/portal': ['src/features/billing/portal.page.tsx'],
  '/billing/cancel-trial': ['src/features/cancel-trial/cancel-trial.page.tsx'],
  '/admin/media': ['src/features/admin-media/admin-media.page.tsx'],
  '/admin/analytics': ['src/features/admin-analytics/admin-analytics.page.tsx'],
  '/leaderboard': ['src/features/progress/leaderboard/leaderboard.page.tsx'],
  '/city-leaderboard': ['src/features/progress/city-leaderboard/city-leaderboard.page.tsx'],
  '/analytics': ['src/features/progress/analytics/analytics.page.tsx'],
  '/teams': ['src/features/teams/teams.page.tsx'],
  '/challenges': ['src/features/challenges/challenges.page.tsx'],
  '/plan': ['src/features/plan/plan.page.tsx'],
};

/** The page shown for any other path. */
export const NOT_FOUND_MODULES: readonly string[] = ['src/app/not-found.page.tsx'];
