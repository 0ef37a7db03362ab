import type { ServiceIdentifier } from 'inversify';
import type { AnalyticsAccess } from './application/ports/analytics-access.port';
import type { TravellerWeights } from './application/ports/traveller-weights.port';
import type { ProgressReader } from './application/progress-reader.port';
import type { StreakReader } from './application/streak-reader.port';

export const GamificationTokens = {
  /** Read facade: a user's points, streak, badges and passport. */
  Progress: Symbol.for('gamification.Progress') as ServiceIdentifier<ProgressReader>,
  /** Read facade: the streak a workout reached (community's streak battles). */
  Streaks: Symbol.for('gamification.Streaks') as ServiceIdentifier<StreakReader>,
  /** Port this module needs and the subscriptions module provides (bound in subscriptions.module.ts): the analytics gate. */
  AnalyticsAccess: Symbol.for('gamification.AnalyticsAccess') as ServiceIdentifier<AnalyticsAccess>,
  /** Port this module needs and the accounts module provides (bound in accounts.module.ts): body weights for calories. */
  TravellerWeights: Symbol.for('gamification.TravellerWeights') as ServiceIdentifier<TravellerWeights>,
} as const;
