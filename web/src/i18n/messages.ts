import { appMessages, DEFAULT_LOCALE, type Messages } from '../../../contracts/i18n';
import type { Locale } from './locale';

/**
 * The catalogue for a language with English underneath, so a missing
 * translation shows English; a key missing from both shows the key itself
 * (react-intl's behaviour without a default message).
 */
export function messagesFor(locale: Locale, catalogues: Record<Locale, Messages> = appMessages): Messages {
  return { ...catalogues[DEFAULT_LOCALE], ...catalogues[locale] };
}
