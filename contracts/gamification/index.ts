export * from './progress.schemas';
export { progressContract } from './progress.contract';
export { GAMIFICATION_ERRORS, type GamificationErrorCode } from './progress.errors';
