import type { Locale } from '../sdui/envelope.schema';
import type { Messages } from './index';
import challengesEn from './en/challenge-texts.json';
import challengesEs from './es/challenge-texts.json';

/** The titles and descriptions of the recurring challenges, written by the server in both languages when it opens one. */
export const challengeMessages: Record<Locale, Messages> = { en: challengesEn, es: challengesEs };
