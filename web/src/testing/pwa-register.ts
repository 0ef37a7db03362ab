import { useState } from 'react';

/**
 * vite-plugin-pwa's `virtual:pwa-register/react` in jsdom, which has no
 * service worker (aliased in vitest.config.ts): a test says whether a new
 * version waits and reads what the page asked of it.
 */
export const serviceWorker = { newVersionWaits: false, updatesAsked: [] as (boolean | undefined)[] };

export function useRegisterSW() {
  return {
    needRefresh: useState(serviceWorker.newVersionWaits),
    offlineReady: useState(false),
    updateServiceWorker: async (reloadPage?: boolean) => {
      serviceWorker.updatesAsked.push(reloadPage);
    },
  };
}
