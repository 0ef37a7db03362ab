import { initContract } from '@ts-rest/core';
import { IdentityHeadersSchema } from '../../../../../contracts/accounts/accounts.schemas';
import { commonErrorResponses, ErrorBodySchema } from '../../../../../contracts/common/error.schema';
import {
  CompleteWorkoutBodySchema,
  CompleteWorkoutReplySchema,
  GeneratedPlanSchema,
  GeneratePlanBodySchema,
} from '../../../../../contracts/workouts/generator.schemas';
import { WorkoutQuerySchema } from '../../../../../contracts/workouts/workouts.schemas';

const c = initContract();

/**
 * MERGE NOTE: the two generator routes as the server branch adds them to
 * `workoutsContract` (contracts/workouts/workouts.contract.ts), same names
 * and shapes. Once both branches are on main, generator.api.ts builds its
 * client from `workoutsContract` and this file goes.
 */
export const generatorRoutes = c.router({
  generatePlan: {
    method: 'POST',
    path: '/api/generate-plan',
    query: WorkoutQuerySchema,
    headers: IdentityHeadersSchema,
    body: GeneratePlanBodySchema,
    responses: { 200: GeneratedPlanSchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 422: ErrorBodySchema, ...commonErrorResponses },
  },
  completeWorkout: {
    method: 'POST',
    path: '/api/workout/complete',
    headers: IdentityHeadersSchema,
    body: CompleteWorkoutBodySchema,
    responses: { 200: CompleteWorkoutReplySchema, 401: ErrorBodySchema, ...commonErrorResponses },
  },
});
