import type { Locale } from '../../../contracts/sdui/envelope.schema';
import { LOCALE_COOKIE } from '../../../contracts/i18n';
import { readItem, writeItem } from '../identity/storage';

export type { Locale };

/** localStorage key of the traveller's language choice. */
export const LOCALE_KEY = 'fc_lang';

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'es';
}

/**
 * The address first (`?lang=es`, how a shared or searched page names its language:
 * docs/adr/0047), kept as the traveller's choice; then the stored choice; then the
 * browser: Spanish when it starts with "es", else English.
 */
export function detectLocale(
  browserLanguage: string | undefined = globalThis.navigator?.language,
  search: string = globalThis.location?.search ?? '',
): Locale {
  const addressed = new URLSearchParams(search).get('lang');
  if (isLocale(addressed)) {
    storeLocale(addressed);
    return addressed;
  }
  const stored = readItem(LOCALE_KEY);
  if (isLocale(stored)) {
    rememberForServer(stored);
    return stored;
  }
  return browserLanguage?.toLowerCase().startsWith('es') ? 'es' : 'en';
}

/** The `fc_lang` cookie mirrors the choice, so the server renders the next page's HTML in it. */
function rememberForServer(locale: Locale): void {
  if (typeof document !== 'undefined') document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

export function storeLocale(locale: Locale): void {
  writeItem(LOCALE_KEY, locale);
  rememberForServer(locale);
}

/** Keeps `<html lang>` in step with the language in use. */
export function applyDocumentLocale(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
