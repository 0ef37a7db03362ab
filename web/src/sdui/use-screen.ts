import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ScreenId } from '../../../contracts/screens/screens.contract';
import { useLocale } from '../i18n/use-locale';
import { getScreenQueryOptions } from './api/screens.api';
import { inlineScreen } from './inline-screen';
import { takePrefetchedScreen } from './screen-prefetch';
import { CLIENT_CAPABILITIES } from './block-registry';
import { readEnvelope, type ReadScreen } from './read-envelope';

/** A screen in the current language, asked for with this client's capabilities (unless inlined or prefetched) and read leniently. */
export function useScreen(screenId: ScreenId) {
  const { locale } = useLocale();
  const options = getScreenQueryOptions({ screenId, locale, capabilities: CLIENT_CAPABILITIES });
  const query = useQuery({
    ...options,
    // The landing's HTML carries its screen; a page's module may have asked for it already (docs/adr/0047).
    initialData: () => inlineScreen(screenId, locale),
    queryFn: (context) => takePrefetchedScreen(screenId, locale) ?? options.queryFn!(context),
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
