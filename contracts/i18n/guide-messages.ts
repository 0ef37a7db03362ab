import type { Locale } from '../sdui/envelope.schema';
import type { Messages } from './index';
import guideEn from './en/guide.json';
import guideEs from './es/guide.json';

/** Copy of the hotel-workouts guide (PDF) and of its e-mail; the server writes both, so it never ships to the browser bundle. */
export const guideMessages: Record<Locale, Messages> = { en: guideEn, es: guideEs };
