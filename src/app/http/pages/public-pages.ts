import { APP_ROUTES } from '../../../../contracts/app-routes';

/** A page search engines may index, with the catalogue keys of its title and description (contracts/i18n/seo-messages.ts). */
export interface PublicPage {
  path: string;
  title: string;
  description: string;
}

/**
 * The pages a visitor can use or read without an account (docs/adr/0047): they get a
 * canonical address, hreflang alternates and share cards, and are listed in the
 * sitemap. Every other page of the app is about one traveller (profile, plan,
 * billing, the generator's own workout…) and is `noindex`.
 */
export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: '/', title: 'landing.screen.title', description: 'landing.screen.description' },
  { path: '/free', title: 'free.page.document-title', description: 'seo.free.description' },
  { path: '/quick-flight', title: 'quick-flight.page.document-title', description: 'seo.quick-flight.description' },
  { path: '/register', title: 'auth.register.document-title', description: 'seo.register.description' },
  { path: '/auth', title: 'auth.page.document-title', description: 'seo.auth.description' },
  { path: '/subscribe', title: 'subscribe-placeholder.page.document-title', description: 'seo.subscribe.description' },
  { path: '/leaderboard', title: 'progress.leaderboard.document-title', description: 'seo.leaderboard.description' },
  { path: '/city-leaderboard', title: 'progress.city.document-title', description: 'seo.city-leaderboard.description' },
  { path: '/challenges', title: 'challenges.document-title', description: 'seo.challenges.description' },
];

export function publicPage(pathname: string): PublicPage | undefined {
  return PUBLIC_PAGES.find((page) => page.path === pathname);
}

/** The app's other pages, kept out of search (robots.txt disallows them; their HTML says `noindex`). */
export const PRIVATE_PATHS: readonly string[] = APP_ROUTES.filter((route) => !publicPage(route)).map((route) =>
  route.replace(/\/:[^/]+.*$/, '/'),
);
