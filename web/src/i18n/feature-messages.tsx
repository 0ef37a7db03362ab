import { useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Messages } from '../../../contracts/i18n';
import { onIntlError } from './i18n-provider';
import type { Locale } from './locale';
import { useLocale } from './use-locale';

/**
 * Adds a feature's own catalogue (e.g. `contracts/i18n/en/auth.json`) to the
 * app's messages for the subtree. The feature imports its JSON in its own lazy
 * chunk, so the entry bundle never carries every page's copy.
 */
export function FeatureMessages({ catalogues, children }: { catalogues: Record<Locale, Messages>; children: ReactNode }) {
  const { locale } = useLocale();
  const parent = useIntl();
  // The parent's messages may be precompiled ASTs (production build); IntlProvider accepts both forms.
  const messages = useMemo(
    () => ({ ...(parent.messages as Messages), ...catalogues.en, ...catalogues[locale] }),
    [parent.messages, catalogues, locale],
  );
  return (
    <IntlProvider locale={locale} defaultLocale="en" messages={messages} onError={onIntlError}>
      {children}
    </IntlProvider>
  );
}
