import { queryOptions, type Query } from '@tanstack/react-query';
import type { User } from '../../../contracts/accounts';
import { prepareRequest } from '../api/request-rules';
import { getAuthToken } from '../identity/auth-token';
import { clearAuthToken, renewDeviceId } from './session-storage';

/**
 * The react-query key of the session's user. Its data is the signed-in
 * `User`, `null` when signed out (an anonymous device), and absent while the
 * stored token is being checked. The key never carries the token itself.
 */
export const SESSION_QUERY_KEY = ['session', 'user'] as const;

export function isSessionQuery(query: Query): boolean {
  return query.queryKey[0] === SESSION_QUERY_KEY[0];
}

/** A profile fetch the server did not answer with the user. */
export class SessionFetchError extends Error {
  override readonly name = 'SessionFetchError';
  constructor(readonly status: number) {
    super(`${status}: Failed to fetch profile`);
  }
}

/** `GET /api/auth/profile` with the stored bearer token (added by the request rules). */
export async function fetchSessionUser(signal?: AbortSignal): Promise<User> {
  // A plain fetch, not the typed client: this check runs first on every page, and the
  // accounts contract's schemas would weigh on the entry bundle (or, loaded on demand
  // like sign-out's, delay every start by a round trip).
  const { url, init } = prepareRequest({ method: 'GET', path: '/api/auth/profile', signal: signal ?? null });
  const res = await fetch(url, init);
  if (res.status !== 200) {
    // Read the refusal to its end: an unread body keeps the request open in the browser.
    await res.text().catch(() => '');
    throw new SessionFetchError(res.status);
  }
  const body = (await res.json()) as { user?: User };
  if (!body.user) throw new SessionFetchError(res.status);
  return body.user;
}

/**
 * Forgets this browser's identity: the token, and the device id with it.
 * The device id may now belong to a registered account, and a device id can
 * never act for one (ADR 0006), so the browser goes on as a new anonymous
 * visitor rather than a locked-out one.
 */
export function forgetIdentity(): void {
  clearAuthToken();
  renewDeviceId();
}

/**
 * Reads the session (spec 1 §4): no stored token means signed out; otherwise
 * the profile is fetched, and a fetch the server refuses (401, or any other
 * 4xx) clears token and user. A fetch that got no answer (the network dropped,
 * the page was left while it ran) or a server error shows the page signed out
 * but keeps the token for the next page: a hotel Wi-Fi hiccup is no sign-out
 * (features/accounts/sign-in.feature). A fetch cancelled because the session
 * changed meanwhile is not a failure.
 */
export async function loadSession({ signal }: { signal: AbortSignal }): Promise<User | null> {
  if (getAuthToken() === undefined) return null;
  try {
    return await fetchSessionUser(signal);
  } catch (error) {
    if (signal.aborted) throw error;
    if (error instanceof SessionFetchError && error.status >= 400 && error.status < 500 && error.status !== 429) forgetIdentity();
    return null;
  }
}

export const sessionQueryOptions = () =>
  queryOptions<User | null>({
    queryKey: SESSION_QUERY_KEY,
    queryFn: loadSession,
    // Without a stored token there is nothing to check: signed out from the first render.
    initialData: () => (getAuthToken() === undefined ? null : undefined),
  });
