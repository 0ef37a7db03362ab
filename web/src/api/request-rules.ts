import { getAuthToken } from '../identity/auth-token';
import { getDeviceId } from '../identity/device-id';

/**
 * The spec's shared request rules (spec 1 §7), in one place. The api client's
 * fetcher (api-client.ts) and the session's start-up check build their
 * requests here.
 */

/** Paths that carry `Authorization: Bearer <fc_auth_token>` when a token exists. */
const BEARER_PATHS = new Set([
  '/api/auth/profile',
  '/api/usage/check',
  '/api/usage/increment',
  '/api/usage/reset',
  '/api/create-subscription',
  '/api/create-trial-subscription',
  '/api/workout/generate',
  '/api/workout/complete',
  '/api/analytics/stats',
  '/api/generate-plan',
  // Calls the spec's call table marks bearer (spec 1 §7) but its header rule
  // leaves out, and the screen that shows the viewer's own data.
  '/api/auth/logout',
  '/api/profile',
  '/api/profile/avatar',
  '/api/screens/profile',
  '/api/screens/app',
  '/api/admin/media',
  '/api/admin/analytics',
  // First-party analytics: an event is about whoever sends it (a session, else the device).
  '/api/analytics',
  // DECISIONS.md "who is who": recording a finished workout identifies the caller like the profile does.
  '/api/session/complete',
  // The viewer's own rank and rows on the leaderboards ("you") and their own history.
  '/api/leaderboard',
  '/api/history',
  // Teams are for signed-in travellers; a team's page marks the viewer's own row and role.
  '/api/user-teams',
  '/api/teams',
  // The traveller's own challenges (DECISIONS.md "who is who").
  '/api/user-challenges',
  // A traveller's own trips and 4-week plan (issue 14): signed-in only.
  '/api/trips',
  '/api/plan',
]);
/** `/api/challenges/{id}/join` is under the last one: joining acts for the caller. */
const BEARER_PREFIXES = [
  '/api/subscription/',
  '/api/billing/',
  '/api/city-leaderboard/',
  '/api/teams/',
  '/api/challenges/',
  '/api/trips/',
  '/api/plan/',
];

/** Substrings of a path that carry `X-Device-Id`. */
const DEVICE_ID_MARKERS = ['/api/workout/generate', '/api/progression/', '/api/city-leaderboard/', '/api/challenges/'];
/**
 * Exact paths that carry `X-Device-Id`: the anonymous user's own profile
 * (spec 1 §7 "bearer or x-device-id"), the session they complete (spec 2 §7
 * names the device as `uid`), and the calls that mark an anonymous
 * traveller's own rows on the leaderboards and answer their own history
 * (DECISIONS.md "who is who": the caller identified as on /api/profile).
 */
const DEVICE_ID_PATHS = new Set([
  '/api/profile',
  '/api/screens/profile',
  '/api/screens/app',
  '/api/session/complete',
  '/api/leaderboard',
  '/api/history',
  // An anonymous traveller's challenges, and joining one (spec 2 §6: joining uses the device id).
  '/api/user-challenges',
  // First-party analytics: the server attaches the caller, never trusting the body.
  '/api/analytics',
]);

/** The pathname of a relative or absolute URL, without query or hash. */
export function pathnameOf(path: string): string {
  const noHash = path.split('#', 1)[0] ?? '';
  const noQuery = noHash.split('?', 1)[0] ?? '';
  const match = /^[a-z][a-z0-9+.-]*:\/\/[^/]+(\/.*)?$/i.exec(noQuery);
  if (match) return match[1] ?? '/';
  return noQuery;
}

export function wantsBearer(path: string): boolean {
  const pathname = pathnameOf(path).replace(/\/+$/, '') || '/';
  return BEARER_PATHS.has(pathname) || BEARER_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

export function wantsDeviceId(path: string): boolean {
  const pathname = pathnameOf(path);
  const trimmed = pathname.replace(/\/+$/, '') || '/';
  return DEVICE_ID_PATHS.has(trimmed) || DEVICE_ID_MARKERS.some((marker) => pathname.includes(marker));
}

export interface RequestSpec {
  method: string;
  path: string;
  /** Already serialised: a JSON string, FormData, URLSearchParams or Blob. */
  body?: BodyInit | null;
  headers?: Record<string, string | undefined>;
  signal?: AbortSignal | null;
  /** Extra fetch options (cache, mode…). Method, headers, body and credentials are ours. */
  init?: Omit<RequestInit, 'method' | 'headers' | 'body' | 'credentials'>;
}

/** Applies every header and option rule; the one implementation every call goes through. */
export function prepareRequest(spec: RequestSpec): { url: string; init: RequestInit } {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(spec.headers ?? {})) {
    if (value !== undefined) headers[name.toLowerCase()] = value;
  }

  const hasBody = spec.body !== undefined && spec.body !== null && spec.body !== '';
  if (!hasBody) {
    delete headers['content-type'];
  } else if (typeof spec.body === 'string' && headers['content-type'] === undefined) {
    headers['content-type'] = 'application/json';
  }
  // FormData/URLSearchParams/Blob bodies keep the type the browser derives from them.

  delete headers.authorization;
  const token = getAuthToken();
  if (token && wantsBearer(spec.path)) headers.authorization = `Bearer ${token}`;

  delete headers['x-device-id'];
  if (wantsDeviceId(spec.path)) headers['x-device-id'] = getDeviceId();

  const init: RequestInit = {
    ...spec.init,
    method: spec.method.toUpperCase(),
    headers,
    credentials: 'include',
  };
  if (hasBody) init.body = spec.body ?? null;
  if (spec.signal) init.signal = spec.signal;
  return { url: spec.path, init };
}
