import { initContract } from '@ts-rest/core';
import { IdentityHeadersSchema } from '../accounts/identity.schema';
import { commonErrorResponses, ErrorBodySchema } from '../common/error.schema';
import { SessionOutcomeSchema } from '../gamification/progress.schemas';
import { SessionCompleteBodySchema } from './session.schemas';
import { WorkoutQuerySchema } from './workouts.schemas';

const c = initContract();

/**
 * `POST /api/session/complete` (spec 2 §7): a finished quick-flight or player
 * workout, by a registered traveller (bearer) or an anonymous one (`?uid=`,
 * `x-device-id` or the body's `uid`). Like `POST /api/workout/complete`, it
 * records one `workout_sessions` row and answers what the session earned. A
 * `uid` that is not the caller's own is refused with 403 `accounts.not-your-device`
 * (DECISIONS.md "who is who").
 */
export const sessionsContract = c.router({
  completeSession: {
    method: 'POST',
    path: '/api/session/complete',
    query: WorkoutQuerySchema,
    headers: IdentityHeadersSchema,
    body: SessionCompleteBodySchema,
    responses: { 200: SessionOutcomeSchema, 401: ErrorBodySchema, 403: ErrorBodySchema, ...commonErrorResponses },
    summary: 'Record a finished workout (bearer, or ?uid= / x-device-id): points, streak, badges, passport; answers session.score',
  },
});
