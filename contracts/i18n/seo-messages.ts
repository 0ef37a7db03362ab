import type { Locale } from '../sdui/envelope.schema';
import type { Messages } from './index';
import authEn from './en/auth.json';
import authEs from './es/auth.json';
import challengesEn from './en/challenges.json';
import challengesEs from './es/challenges.json';
import freeEn from './en/free.json';
import freeEs from './es/free.json';
import landingEn from './en/landing.json';
import landingEs from './es/landing.json';
import progressEn from './en/progress.json';
import progressEs from './es/progress.json';
import quickFlightEn from './en/quick-flight.json';
import quickFlightEs from './es/quick-flight.json';
import seoEn from './en/seo.json';
import seoEs from './es/seo.json';

/**
 * What the server writes into a page's `<head>` (docs/adr/0047): the `seo` area
 * (descriptions, the share image's words) and the catalogues that hold each public
 * page's document title, so the title a crawler reads is the one the app shows.
 */
export const seoMessages: Record<Locale, Messages> = {
  en: { ...landingEn, ...freeEn, ...authEn, ...progressEn, ...challengesEn, ...quickFlightEn, ...seoEn },
  es: { ...landingEs, ...freeEs, ...authEs, ...progressEs, ...challengesEs, ...quickFlightEs, ...seoEs },
};
