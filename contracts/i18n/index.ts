import type { Locale } from '../sdui/envelope.schema';
import appEn from './en/app.json';
import appEs from './es/app.json';

/**
 * Message catalogues, one file per area and language. `app` is the client's own
 * chrome (navigation, 404, toasts, errors); server-composed copy such as the
 * landing page lives in its own area and is never shipped to the browser bundle.
 */
export type Messages = Record<string, string>;

export const appMessages: Record<Locale, Messages> = { en: appEn, es: appEs };

export const LOCALES = ['en', 'es'] as const satisfies readonly Locale[];
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * The cookie in which the web app mirrors the traveller's language choice (localStorage
 * `fc_lang`), so the server renders a page's HTML in that language before any script runs.
 */
export const LOCALE_COOKIE = 'fc_lang';
