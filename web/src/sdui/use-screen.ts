import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ScreenId } from '../../../contracts/screens/screens.contract';
import { useLocale } from '../i18n/use-locale';
import { getScreenQueryOptions } from './api/screens.api';
import { CLIENT_CAPABILITIES } from './block-registry';
import { readEnvelope, type ReadScreen } from './read-envelope';

/** A screen in the current language, asked for with this client's capabilities and read leniently. */
export function useScreen(screenId: ScreenId) {
  const { locale } = useLocale();
  const query = useQuery({
    ...getScreenQueryOptions({ screenId, locale, capabilities: CLIENT_CAPABILITIES }),
    // Keep the current language on screen while the other one loads.
    placeholderData: (previous) => previous,
  });
  const body = query.data;
  const screen = useMemo<ReadScreen | Error | undefined>(() => {
    if (body === undefined) return undefined;
    try {
      return readEnvelope(body);
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error));
    }
  }, [body]);
  return { query, screen };
}
