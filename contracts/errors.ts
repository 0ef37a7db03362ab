import { ACCOUNT_ERRORS } from './accounts/accounts.errors';
import { ANALYTICS_ERRORS } from './analytics/analytics.errors';
import { HTTP_ERRORS } from './common/http.errors';
import { TEAM_ERRORS } from './community/teams.errors';
import { CHALLENGE_ERRORS } from './community/challenges.errors';
import { GAMIFICATION_ERRORS } from './gamification/progress.errors';
import { SUBSCRIPTION_ERRORS } from './subscriptions/subscriptions.errors';
import { USAGE_ERRORS } from './usage/usage.errors';
import { PLAN_ERRORS } from './plans/plans.errors';
import { MEDIA_ERRORS } from './workouts/exercise-media.errors';
import { WORKOUT_ERRORS } from './workouts/workouts.errors';
import { WAITLIST_ERRORS } from './waitlist/waitlist.errors';

/**
 * Every error code the server answers, with the English text it sends. Codes
 * read `<module>.<reason>` (`http.` for the edge itself); the web shows its own
 * translation for a code it knows and this text otherwise.
 */
export const ERROR_MESSAGES = {
  ...HTTP_ERRORS,
  ...ACCOUNT_ERRORS,
  ...SUBSCRIPTION_ERRORS,
  ...USAGE_ERRORS,
  ...WORKOUT_ERRORS,
  ...MEDIA_ERRORS,
  ...GAMIFICATION_ERRORS,
  ...TEAM_ERRORS,
  ...CHALLENGE_ERRORS,
  ...PLAN_ERRORS,
  ...WAITLIST_ERRORS,
  ...ANALYTICS_ERRORS,
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

/** The owners a code may name before its dot: the edge and the server's modules. */
export const ERROR_CODE_OWNERS = [
  'http',
  'accounts',
  'subscriptions',
  'usage',
  'workouts',
  'gamification',
  'community',
  'plans',
  'screens',
  'waitlist',
  'analytics',
] as const;
