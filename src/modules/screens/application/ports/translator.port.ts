import type { Locale } from '../../../../../contracts/sdui';

/** Looks up screen copy: the requested language, else English, else the key itself. */
export interface Translator {
  t(locale: Locale, key: string, values?: Record<string, string | number>): string;
}
