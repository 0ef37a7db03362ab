/** The workouts module's only public door: other modules import nothing else. */
export { workoutsModule } from './workouts.module';
export { WorkoutsTokens } from './workouts.tokens';
export type { SessionHistory, CompletedSessionSummary } from './application/session-history.port';
