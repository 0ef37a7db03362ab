import { useContext } from 'react';
import { LocaleContext, type LocaleState } from './i18n-provider';

/** The language in use and a switch that stores the choice and updates `<html lang>`. */
export function useLocale(): LocaleState {
  const state = useContext(LocaleContext);
  if (!state) throw new Error('useLocale must be used inside <I18nProvider>');
  return state;
}
