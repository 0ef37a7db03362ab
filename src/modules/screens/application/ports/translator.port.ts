import type { Locale } from '../../../../../contracts/sdui';

/**
 * Formats screen copy, an ICU message of `contracts/i18n` with its values: the
 * requested language, else English, else the key itself. Never throws.
 */
export interface Translator {
  t(locale: Locale, key: string, values?: Record<string, string | number>): string;
}
