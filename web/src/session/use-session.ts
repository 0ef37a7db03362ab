import { useContext } from 'react';
import { SessionContext, type Session } from './session-context';

/** The current session; needs `<SessionProvider>` (mounted in app/providers.tsx). */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
