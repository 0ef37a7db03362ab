import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { DEFAULT_LOCALE, LOCALES, type Messages } from '../../../contracts/i18n';
import type { Locale } from '../../../contracts/sdui';

/** Values of a message's ICU arguments: numbers are formatted by the message (`{points, number}`, plurals' `#`). */
export type MessageValues = Record<string, string | number>;

/** Told of a message that could not be formatted (missing everywhere, or a value it cannot take). */
export type MessageProblemReporter = (problem: { locale: Locale; key: string; error?: unknown }) => void;

/**
 * Formats ICU messages (formatjs, as react-intl does in the browser) from the
 * shared catalogues in `contracts/i18n`: the requested language, then English,
 * then the key itself, so a missing Spanish text or a bad value never blanks a
 * block nor throws. One formatjs `IntlShape` per language, made once.
 */
export class FormatjsTranslator {
  private readonly intls: Record<Locale, IntlShape>;

  constructor(
    private readonly catalogues: Record<Locale, Messages>,
    private readonly report: MessageProblemReporter = () => {},
  ) {
    const cache = createIntlCache();
    const intlFor = (locale: Locale) =>
      createIntl(
        {
          locale,
          defaultLocale: DEFAULT_LOCALE,
          messages: catalogues[locale],
          // Surfaces formatjs' errors to `format`, which falls back; formatjs alone would show the raw ICU source.
          onError: (error) => {
            throw error;
          },
        },
        cache,
      );
    this.intls = Object.fromEntries(LOCALES.map((locale) => [locale, intlFor(locale)])) as Record<Locale, IntlShape>;
  }

  t(locale: Locale, key: string, values?: MessageValues): string {
    const text = this.format(locale, key, values) ?? (locale === DEFAULT_LOCALE ? undefined : this.format(DEFAULT_LOCALE, key, values));
    if (text !== undefined) return text;
    if (!Object.hasOwn(this.catalogues[DEFAULT_LOCALE], key)) this.report({ locale, key });
    return key;
  }

  private format(locale: Locale, key: string, values: MessageValues | undefined): string | undefined {
    if (!Object.hasOwn(this.catalogues[locale], key)) return undefined;
    try {
      return this.intls[locale].formatMessage({ id: key }, values);
    } catch (error) {
      this.report({ locale, key, error });
      return undefined;
    }
  }
}
