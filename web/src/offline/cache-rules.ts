/**
 * What the service worker (web/src/sw.ts) keeps beyond the precache, and for
 * how long (docs/adr/0046). Plain values and predicates, shared with the page
 * that warms these caches before a workout (warm-workout.ts).
 */

/** Message the update prompt posts to a waiting service worker (vite-plugin-pwa's convention). */
export const SKIP_WAITING = 'SKIP_WAITING';

/** A navigation that has not answered in this many seconds is served the offline shell. */
export const NAVIGATION_TIMEOUT_S = 5;

export const WORKOUT_AUDIO_URL = '/audio/workout.mp3';
export const WORKOUT_AUDIO_CACHE = 'travelfit-workout-audio';

export type DemoKind = 'answer' | 'file';

const DAY_S = 24 * 60 * 60;

/**
 * Exercise demos, cache first: the server's answer for an exercise id is
 * small and changes only when media files are pulled; GIF and PNG files are
 * large, so fewer of them are kept. A few workouts' worth either way.
 */
export const DEMO_CACHE_RULES = [
  { kind: 'answer', cacheName: 'travelfit-exercise-demos', maxEntries: 120, maxAgeSeconds: 30 * DAY_S },
  { kind: 'file', cacheName: 'travelfit-exercise-demo-files', maxEntries: 40, maxAgeSeconds: 30 * DAY_S },
] as const satisfies readonly { kind: DemoKind; cacheName: string; maxEntries: number; maxAgeSeconds: number }[];

/** Which demo cache a request belongs to, if any: only same-origin GETs of the demo routes. */
export function demoRequest(url: URL, request: { method: string }, origin = globalThis.location.origin): DemoKind | undefined {
  if (request.method !== 'GET' || url.origin !== origin) return undefined;
  if (url.pathname === '/api/exercise-media') return 'answer';
  if (/^\/media\/(gifs|png)\/[^/]+\.(gif|png)$/.test(url.pathname)) return 'file';
  return undefined;
}

export const isWorkoutAudio = (url: URL, origin = globalThis.location.origin): boolean =>
  url.origin === origin && url.pathname === WORKOUT_AUDIO_URL;
