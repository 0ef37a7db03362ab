import { createContext } from 'react';
import type { AuthSuccess, User } from '../../../contracts/accounts';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

/** The traveller's session (spec 1 §4). `signed-out` means an anonymous device. */
export interface Session {
  status: SessionStatus;
  /** The signed-in user; undefined while loading and when signed out. */
  user: User | undefined;
  /** Stores the token of a successful login, register or upgrade and makes its user current. */
  signIn: (reply: AuthSuccess) => void;
  /** Revokes the token on the server (a failure is ignored), then forgets token, cached data and device id. */
  signOut: () => Promise<void>;
  /** Fetches the signed-in user again (after a profile change or a subscription change). */
  refresh: () => Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);
