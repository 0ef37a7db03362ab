/** The gamification module's only public door: other modules import nothing else. */
export { gamificationModule } from './gamification.module';
export { GamificationTokens } from './gamification.tokens';
export { createGamification, type Gamification, type GamificationDeps } from './create-gamification';
export type { ProgressReader, ProgressSummary } from './application/progress-reader.port';
export type { StreakReader } from './application/streak-reader.port';
/** The scoring of sessions, for the database seed (the badge catalogue) and for tests that recompute progress. */
export { KnexSessionScoring } from './adapters/knex-session-scoring';
export { BADGE_RULES, badgesReached, type BadgeCounts } from './domain/badges';
export { sessionCalories } from './domain/calories';
/** How shared pages name a traveller (`Traveler-` + the last 4 of their public id): leaderboards and team pages alike. */
export { travellerLabel } from './domain/public-traveller';
export { sessionPoints } from './domain/points';
export { advanceStreak, currentStreakAt, localDateOf, NO_STREAK, type StreakState } from './domain/streak';
export type { AnalyticsAccess } from './application/ports/analytics-access.port';
export type { TravellerWeights } from './application/ports/traveller-weights.port';
