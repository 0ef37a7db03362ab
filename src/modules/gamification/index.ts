/** The gamification module's only public door: other modules import nothing else. */
export { gamificationModule } from './gamification.module';
export { GamificationTokens } from './gamification.tokens';
export { createGamification, type Gamification, type GamificationDeps } from './create-gamification';
export type { ProgressReader, ProgressSummary } from './application/progress-reader.port';
export type { AnalyticsAccess } from './application/ports/analytics-access.port';
export type { TravellerWeights } from './application/ports/traveller-weights.port';
