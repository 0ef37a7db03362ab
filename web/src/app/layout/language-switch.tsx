import { useIntl } from 'react-intl';
import { LOCALES } from '../../../../contracts/i18n';
import { useLocale } from '../../i18n/use-locale';

/** EN/ES toggle buttons; the pressed one is the language in use. */
export function LanguageSwitch() {
  const intl = useIntl();
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
          onClick={() => setLocale(code)}
        >
          {intl.formatMessage({ id: `app.language.short-${code}` })}
          <span className="visually-hidden"> {intl.formatMessage({ id: `app.language.name-${code}` })}</span>
        </button>
      ))}
    </div>
  );
}
