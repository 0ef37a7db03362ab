import type { ServiceIdentifier } from 'inversify';
import type { ProgressReader } from './application/progress-reader.port';

export const GamificationTokens = {
  /** Read facade: a user's points, streak, badges and passport. */
  Progress: Symbol.for('gamification.Progress') as ServiceIdentifier<ProgressReader>,
} as const;
