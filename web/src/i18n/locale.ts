import type { Locale } from '../../../contracts/sdui/envelope.schema';
import { readItem, writeItem } from '../identity/storage';

export type { Locale };

/** localStorage key of the traveller's language choice. */
export const LOCALE_KEY = 'fc_lang';

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'es';
}

/** Stored choice first, then the browser: Spanish when it starts with "es", else English. */
export function detectLocale(browserLanguage: string | undefined = globalThis.navigator?.language): Locale {
  const stored = readItem(LOCALE_KEY);
  if (isLocale(stored)) return stored;
  return browserLanguage?.toLowerCase().startsWith('es') ? 'es' : 'en';
}

export function storeLocale(locale: Locale): void {
  writeItem(LOCALE_KEY, locale);
}

/** Keeps `<html lang>` in step with the language in use. */
export function applyDocumentLocale(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
