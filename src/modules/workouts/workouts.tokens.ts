import type { ServiceIdentifier } from 'inversify';
import type { SessionHistory } from './application/session-history.port';

export const WorkoutsTokens = {
  /** Read facade: a user's completed sessions. */
  SessionHistory: Symbol.for('workouts.SessionHistory') as ServiceIdentifier<SessionHistory>,
} as const;
