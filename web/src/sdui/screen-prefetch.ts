import type { ScreenId } from '../../../contracts/screens/screens.contract';
import type { Locale } from '../../../contracts/sdui/envelope.schema';
import { detectLocale } from '../i18n/locale';
import { getScreen } from './api/screens.api';
import { CLIENT_CAPABILITIES } from './block-registry';

const pending = new Map<string, Promise<unknown>>();
const keyOf = (screenId: ScreenId, locale: Locale) => `${screenId}:${locale}`;

/**
 * Starts a screen's request when its page's code is evaluated (at the top of the
 * page module), so the request runs beside the block chunks the server preloaded
 * instead of after the first render (docs/adr/0047). `useScreen` takes it over.
 */
export function prefetchScreen(screenId: ScreenId): void {
  const locale = detectLocale();
  const key = keyOf(screenId, locale);
  if (pending.has(key)) return;
  const request = getScreen({ screenId, locale, capabilities: CLIENT_CAPABILITIES });
  // Its failure is the query's to show once taken over; until then it is not unhandled.
  request.catch(() => undefined);
  pending.set(key, request);
}

/** The request `prefetchScreen` started for this screen and language, once. */
export function takePrefetchedScreen(screenId: ScreenId, locale: Locale): Promise<unknown> | undefined {
  const key = keyOf(screenId, locale);
  const request = pending.get(key);
  pending.delete(key);
  return request;
}
