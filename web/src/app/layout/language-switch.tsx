import { useIntl } from 'react-intl';
import { LOCALES } from '../../../../contracts/i18n';
import { useLocale } from '../../i18n/use-locale';
import { useHydrated } from '../use-hydrated';

/**
 * EN/ES toggle buttons; the pressed one is the language in use. Drawn by the
 * server (docs/adr/0048), they stay disabled until the app runs them: a press
 * before would be lost.
 */
export function LanguageSwitch() {
  const intl = useIntl();
  const hydrated = useHydrated();
  const { locale, setLocale } = useLocale();
  return (
    <div className="lang-switch" role="group" aria-label={intl.formatMessage({ id: 'app.language.label' })}>
      {LOCALES.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          className="lang-switch__option"
          aria-pressed={locale === code}
          disabled={!hydrated}
          onClick={() => setLocale(code)}
        >
          {intl.formatMessage({ id: `app.language.short-${code}` })}
          <span className="visually-hidden"> {intl.formatMessage({ id: `app.language.name-${code}` })}</span>
        </button>
      ))}
    </div>
  );
}
