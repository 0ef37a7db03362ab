import type { ScreenId } from '../../../contracts/screens/screens.contract';
import type { Locale } from '../../../contracts/sdui/envelope.schema';

const read = new Map<ScreenId, unknown>();

/**
 * The envelope the server put into the page's HTML for this screen
 * (`<script type="application/json" id="travelfit-inline-screen-<id>">`,
 * docs/adr/0047), when it is in the language asked for: the first paint of `/`
 * needs no request. Undefined otherwise (the screen is fetched as usual).
 */
export function inlineScreen(screenId: ScreenId, locale: Locale): unknown {
  if (!read.has(screenId)) {
    const element = typeof document === 'undefined' ? null : document.getElementById(`travelfit-inline-screen-${screenId}`);
    let body: unknown;
    try {
      body = element?.textContent ? JSON.parse(element.textContent) : undefined;
    } catch {
      body = undefined;
    }
    read.set(screenId, body);
  }
  const body = read.get(screenId) as { meta?: { locale?: unknown } } | undefined;
  return body?.meta?.locale === locale ? body : undefined;
}
