import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { detectLocale, LOCALE_KEY } from './locale';
import { I18nProvider } from './i18n-provider';
import { useLocale } from './use-locale';
import { resetMemoryStorage } from '../identity/storage';
import { appMessages } from '../../../contracts/i18n';

beforeEach(() => {
  localStorage.clear();
  resetMemoryStorage();
  document.documentElement.lang = 'en';
});
afterEach(cleanup);

describe('language choice', () => {
  it('follows the language the address names, keeps it as the choice and tells the server by cookie', () => {
    localStorage.setItem(LOCALE_KEY, 'en');
    expect(detectLocale('en-GB', '?lang=es')).toBe('es');
    expect(localStorage.getItem(LOCALE_KEY)).toBe('es');
    expect(document.cookie).toContain('fc_lang=es');
    expect(detectLocale('en-GB', '?lang=klingon')).toBe('es');
  });

  it('uses the stored choice over the browser language', () => {
    localStorage.setItem(LOCALE_KEY, 'en');
    expect(detectLocale('es-ES')).toBe('en');
    localStorage.setItem(LOCALE_KEY, 'es');
    expect(detectLocale('en-GB')).toBe('es');
  });

  it('picks Spanish for any es-* browser, English otherwise', () => {
    expect(detectLocale('es')).toBe('es');
    expect(detectLocale('es-MX')).toBe('es');
    expect(detectLocale('en-US')).toBe('en');
    expect(detectLocale('fr-FR')).toBe('en');
    expect(detectLocale(undefined)).toBe('en');
  });

  it('ignores a stored value that is not a language we have', () => {
    localStorage.setItem(LOCALE_KEY, 'de');
    expect(detectLocale('es-AR')).toBe('es');
  });
});

function Probe({ id }: { id: string }) {
  const intl = useIntl();
  return <span data-testid={id}>{intl.formatMessage({ id })}</span>;
}

describe('missing translations', () => {
  const catalogues = {
    en: { 'test.probe.both': 'Hello', 'test.probe.english-only': 'Only English' },
    es: { 'test.probe.both': 'Hola' },
  };

  it('falls back to English, then to the key, without crashing', () => {
    render(
      <I18nProvider initialLocale="es" catalogues={catalogues}>
        <Probe id="test.probe.both" />
        <Probe id="test.probe.english-only" />
        <Probe id="test.probe.nowhere" />
      </I18nProvider>,
    );
    expect(screen.getByTestId('test.probe.both').textContent).toBe('Hola');
    expect(screen.getByTestId('test.probe.english-only').textContent).toBe('Only English');
    expect(screen.getByTestId('test.probe.nowhere').textContent).toBe('test.probe.nowhere');
  });
});

function Switcher() {
  const { setLocale } = useLocale();
  return (
    <button type="button" onClick={() => setLocale('es')}>
      <FormattedMessage id="app.nav.home" />
    </button>
  );
}

describe('switching language', () => {
  it('stores the choice, updates <html lang> and re-renders in the new language', () => {
    render(
      <I18nProvider initialLocale="en">
        <Switcher />
      </I18nProvider>,
    );
    const button = screen.getByRole('button');
    expect(button.textContent).toBe(appMessages.en['app.nav.home']);
    act(() => button.click());
    expect(localStorage.getItem(LOCALE_KEY)).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(button.textContent).toBe(appMessages.es['app.nav.home']);
  });

  it('has every English key translated to Spanish, and no Spanish-only keys', () => {
    expect(Object.keys(appMessages.es).sort()).toEqual(Object.keys(appMessages.en).sort());
    for (const [key, value] of Object.entries(appMessages.es)) expect(value, key).not.toBe('');
  });
});
