/**
 * The session's public door. It sits in the entry bundle (the header reads
 * it), so it stays small: react-query and a context, no state-machine library.
 */
export { SessionProvider } from './session-provider';
export { useSession } from './use-session';
export type { Session, SessionStatus } from './session-context';
export { SESSION_QUERY_KEY } from './session-query';
