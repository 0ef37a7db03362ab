import type { Locale } from '../../../../contracts/sdui';
import type { Messages } from '../../../../contracts/i18n';
import type { Translator } from '../application/ports/translator.port';

/**
 * Translates from the shared message catalogues: the requested language, then
 * English, then the key, so a missing Spanish text never blanks a block.
 * `{name}` placeholders are filled from `values`.
 */
export class CatalogueTranslator implements Translator {
  constructor(private readonly catalogues: Record<Locale, Messages>) {}

  t(locale: Locale, key: string, values?: Record<string, string | number>): string {
    const template = this.catalogues[locale][key] ?? this.catalogues.en[key] ?? key;
    if (!values) return template;
    return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
  }
}
