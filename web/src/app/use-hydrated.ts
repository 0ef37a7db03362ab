import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while the page is the server's HTML (docs/adr/0048), true once React
 * runs it in the browser. A form drawn on the server stays disabled until then:
 * submitted before, it would go as a plain form, the e-mail in the address bar.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
