import { createContext, useCallback, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, ReactIntlErrorCode, type IntlConfig } from 'react-intl';
import type { Messages } from '../../../contracts/i18n';
import { applyDocumentLocale, detectLocale, storeLocale, type Locale } from './locale';
import { messagesFor } from './messages';

export interface LocaleState {
  locale: Locale;
  setLocale: (locale: Locale) => void;
}

export const LocaleContext = createContext<LocaleState | null>(null);

/** Missing translations fall back by design; only real formatting errors are worth a console line. */
export const onIntlError: NonNullable<IntlConfig['onError']> = (error) => {
  if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION || error.code === ReactIntlErrorCode.MISSING_DATA) return;
  if (import.meta.env.DEV) console.warn(error);
};

export function I18nProvider({
  children,
  initialLocale,
  catalogues,
}: {
  children: ReactNode;
  initialLocale?: Locale;
  catalogues?: Record<Locale, Messages>;
}) {
  const [locale, setLocaleState] = useState<Locale>(() => {
    const initial = initialLocale ?? detectLocale();
    applyDocumentLocale(initial);
    return initial;
  });

  const setLocale = useCallback((next: Locale) => {
    storeLocale(next);
    applyDocumentLocale(next);
    setLocaleState(next);
  }, []);

  const messages = useMemo(() => messagesFor(locale, catalogues), [locale, catalogues]);
  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);

  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider locale={locale} defaultLocale="en" messages={messages} onError={onIntlError}>
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}
