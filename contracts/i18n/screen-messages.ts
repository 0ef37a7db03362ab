import type { Locale } from '../sdui/envelope.schema';
import type { Messages } from './index';
import appScreenEn from './en/app-screen.json';
import appScreenEs from './es/app-screen.json';
import landingEn from './en/landing.json';
import landingEs from './es/landing.json';
import profileScreenEn from './en/profile-screen.json';
import profileScreenEs from './es/profile-screen.json';

/**
 * Copy of server-composed screens. Kept apart from `appMessages` so the browser
 * bundle never carries it: the server localises blocks before sending them.
 */
export const screenMessages: Record<Locale, Messages> = {
  en: { ...landingEn, ...profileScreenEn, ...appScreenEn },
  es: { ...landingEs, ...profileScreenEs, ...appScreenEs },
};
