import type { Locale } from '../sdui/envelope.schema';
import type { Messages } from './index';
import landingEn from './en/landing.json';
import landingEs from './es/landing.json';

/**
 * Copy of server-composed screens. Kept apart from `appMessages` so the browser
 * bundle never carries it: the server localises blocks before sending them.
 */
export const screenMessages: Record<Locale, Messages> = {
  en: { ...landingEn },
  es: { ...landingEs },
};
