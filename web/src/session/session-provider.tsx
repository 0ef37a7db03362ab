import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import type { AuthSuccess } from '../../../contracts/accounts';
import { AUTH_TOKEN_KEY, getAuthToken } from '../identity/auth-token';
import { SessionContext, type Session, type SessionStatus } from './session-context';
import { forgetIdentity, isSessionQuery, SESSION_QUERY_KEY, sessionQueryOptions } from './session-query';
import { storeAuthToken } from './session-storage';

/**
 * The session of spec 1 §4 on react-query: it starts loading when a token is
 * stored (signed out at once when none is), the profile is fetched, and a
 * failed fetch clears token and user; login, register and upgrade set token
 * and user and store the token; logout clears everything. Other tabs of the
 * same browser follow along through the `storage` event.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const query = useQuery(sessionQueryOptions());

  /** Data read under the previous identity belongs to someone else now: drop it, refetch what is on screen. */
  const forgetOtherData = useCallback(() => {
    queryClient.removeQueries({ type: 'inactive', predicate: (q) => !isSessionQuery(q) });
    void queryClient.resetQueries({ type: 'active', predicate: (q) => !isSessionQuery(q) });
  }, [queryClient]);

  // Another tab signed in or out: follow it (its sign-out already renewed the shared device id).
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== AUTH_TOKEN_KEY && event.key !== null) return;
      if (getAuthToken() === undefined) queryClient.setQueryData(SESSION_QUERY_KEY, null);
      else void queryClient.refetchQueries({ queryKey: SESSION_QUERY_KEY });
      forgetOtherData();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient, forgetOtherData]);

  const signIn = useCallback(
    (reply: AuthSuccess) => {
      void queryClient.cancelQueries({ queryKey: SESSION_QUERY_KEY });
      storeAuthToken(reply.token);
      queryClient.setQueryData(SESSION_QUERY_KEY, reply.user);
      forgetOtherData();
    },
    [queryClient, forgetOtherData],
  );

  const signOut = useCallback(async () => {
    if (getAuthToken() !== undefined) {
      try {
        // Loaded on demand: the accounts contract's schemas stay out of the entry bundle.
        const { revokeSession } = await import('./revoke-session');
        await revokeSession();
      } catch {
        // Offline or server down: the token is forgotten here all the same and expires on the server.
      }
    }
    await queryClient.cancelQueries({ queryKey: SESSION_QUERY_KEY });
    forgetIdentity();
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
    forgetOtherData();
  }, [queryClient, forgetOtherData]);

  const refresh = useCallback(async () => {
    if (getAuthToken() === undefined) return;
    await queryClient.refetchQueries({ queryKey: SESSION_QUERY_KEY });
  }, [queryClient]);

  const user = query.data ?? undefined;
  const status: SessionStatus = query.data === undefined ? 'loading' : query.data === null ? 'signed-out' : 'signed-in';

  const session = useMemo<Session>(() => ({ status, user, signIn, signOut, refresh }), [status, user, signIn, signOut, refresh]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
