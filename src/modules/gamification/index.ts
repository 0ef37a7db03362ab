/** The gamification module's only public door: other modules import nothing else. */
export { gamificationModule } from './gamification.module';
export { GamificationTokens } from './gamification.tokens';
export type { ProgressReader, ProgressSummary } from './application/progress-reader.port';
