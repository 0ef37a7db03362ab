import { useMemo } from 'react';
import type { ScreenId } from '../../../contracts/screens/screens.contract';
import { CAPABILITIES_HEADER } from '../../../contracts/sdui/capabilities';
import { tsr } from '../api/ts-rest-client';
import { useLocale } from '../i18n/use-locale';
import { CLIENT_CAPABILITIES } from './block-registry';
import { readEnvelope, type ReadScreen } from './read-envelope';

/** Query key of a screen: the language is part of it, so switching language refetches. */
export const screenQueryKey = (screenId: ScreenId, locale: string) => ['sdui', 'screen', screenId, locale] as const;

/** Fetches `GET /api/screens/:screenId?lang=` with this client's capabilities. */
export function useScreen(screenId: ScreenId) {
  const { locale } = useLocale();
  const query = tsr.screens.getScreen.useQuery({
    queryKey: screenQueryKey(screenId, locale),
    // Keep the current language on screen while the other one loads.
    placeholderData: (previous) => previous,
    queryData: {
      params: { screenId },
      query: { lang: locale },
      headers: { [CAPABILITIES_HEADER]: CLIENT_CAPABILITIES },
    },
  });
  const body = query.data?.status === 200 ? query.data.body : undefined;
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
