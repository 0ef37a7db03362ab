import type { Locale } from '../sdui/envelope.schema';
import type { Messages } from './index';
import progressEn from './en/progress-texts.json';
import progressEs from './es/progress-texts.json';

/** The few texts progress answers carry (a workout recorded without a name), formatted by the server in the traveller's language. */
export const progressMessages: Record<Locale, Messages> = { en: progressEn, es: progressEs };
