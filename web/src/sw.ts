import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { RangeRequestsPlugin } from 'workbox-range-requests';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import {
  DEMO_CACHE_RULES,
  demoRequest,
  isWorkoutAudio,
  NAVIGATION_TIMEOUT_S,
  SKIP_WAITING,
  WORKOUT_AUDIO_CACHE,
} from './offline/cache-rules';

/**
 * The service worker of the installable app (docs/adr/0046). The web project
 * is typed with the DOM's library, not the worker's, so the little of the
 * worker's scope used here is declared here.
 */
declare const self: {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
};

// Navigations first, so the precache's own route (which would answer `/` with the shell) never sees them:
// online, the server's page (fresh after a deploy, with what the server put in it); offline or after
// NAVIGATION_TIMEOUT_S of a dead connection, the shell of this version, which opens every route.
const network = new NetworkOnly({ networkTimeoutSeconds: NAVIGATION_TIMEOUT_S });
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await network.handle(options);
      } catch {
        return (await matchPrecache('index.html')) ?? Response.error();
      }
    },
    { denylist: [/^\/api\//, /^\/media\//] },
  ),
);

// The app shell, every route's chunk, the timer worker, styles, icons and manifests of this build (hashed names).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Exercise demos: the server's answer for an exercise id and the GIF/PNG files, kept for the next workouts.
for (const rule of DEMO_CACHE_RULES) {
  registerRoute(
    (options) => demoRequest(options.url, options.request) === rule.kind,
    new CacheFirst({
      cacheName: rule.cacheName,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: rule.maxEntries, maxAgeSeconds: rule.maxAgeSeconds, purgeOnQuotaError: true }),
      ],
    }),
  );
}

// The workout music: an <audio> element asks for byte ranges, answered from the whole file once cached.
registerRoute(
  ({ url }) => isWorkoutAudio(url),
  new CacheFirst({
    cacheName: WORKOUT_AUDIO_CACHE,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new RangeRequestsPlugin()],
  }),
);

// Everything else, the API above all, goes to the network as if there were no service worker.

// A new version waits until the traveller presses Reload in the update prompt; the very first one takes the open page at once.
self.addEventListener('message', (event) => {
  if (typeof event.data === 'object' && event.data !== null && (event.data as { type?: unknown }).type === SKIP_WAITING) {
    void self.skipWaiting();
  }
});
clientsClaim();
