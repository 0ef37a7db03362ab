import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { IdentityHeadersSchema } from '../accounts/accounts.schemas';
import { commonErrorResponses, ErrorBodySchema } from '../common/error.schema';
import { text } from '../common/text.schema';
import { UsageLimitReachedSchema } from '../usage/usage.schemas';
import { AdminMediaReplySchema, ExerciseMediaReplySchema } from './exercise-media.schemas';
import { SessionOutcomeSchema } from '../gamification/progress.schemas';
import { CompleteWorkoutBodySchema, GeneratedPlanSchema, GeneratePlanBodySchema } from './generator.schemas';
import {
  FreeGenerateBodySchema,
  FreeGenerateReplySchema,
  FreeStatusQuerySchema,
  FreeStatusReplySchema,
  GenerateWorkoutBodySchema,
  GenerateWorkoutReplySchema,
  WorkoutQuerySchema,
} from './workouts.schemas';

const c = initContract();

/**
 * Workout generation (spec 2 §7) and the visitor's one free workout (spec 1
 * §2, §4, §7). Errors use the shared body; codes: `accounts.authentication-required`
 * and `accounts.device-linked` (401), `usage.limit-reached` (403),
 * `usage.device-required` (400), `usage.free-already-used` (409),
 * `workouts.no-suitable-exercises` (422), `workouts.pro-required` (403).
 */
export const workoutsContract = c.router({
  generate: {
    method: 'POST',
    path: '/api/workout/generate',
    query: WorkoutQuerySchema,
    headers: IdentityHeadersSchema,
    body: GenerateWorkoutBodySchema,
    responses: {
      200: GenerateWorkoutReplySchema,
      401: ErrorBodySchema,
      403: UsageLimitReachedSchema,
      422: ErrorBodySchema,
      ...commonErrorResponses,
    },
    summary: 'Design a workout (bearer or x-device-id); spends one of the week’s free workouts unless trial or active',
  },
  generateFree: {
    method: 'POST',
    path: '/api/free/generate',
    query: WorkoutQuerySchema,
    headers: IdentityHeadersSchema,
    body: FreeGenerateBodySchema,
    responses: {
      200: FreeGenerateReplySchema,
      /** `accounts.device-linked`: the device id belongs to an account, so it speaks for nobody. */
      401: ErrorBodySchema,
      409: ErrorBodySchema,
      422: ErrorBodySchema,
      ...commonErrorResponses,
      // Declared again after the spread: spread keys type as strings ("400"), which a handler cannot return.
      400: ErrorBodySchema,
    },
    summary: 'The visitor’s one free workout per browser and device (cookie fc_free_used plus a server record); 409 when used',
  },
  freeStatus: {
    method: 'GET',
    path: '/api/free/status',
    query: FreeStatusQuerySchema,
    headers: IdentityHeadersSchema,
    responses: { 200: FreeStatusReplySchema, ...commonErrorResponses, 400: ErrorBodySchema },
    summary: 'Whether this browser and device may still take the free workout (the flag cookie is HttpOnly)',
  },
  generatePlan: {
    method: 'POST',
    path: '/api/generate-plan',
    query: WorkoutQuerySchema,
    headers: IdentityHeadersSchema,
    body: GeneratePlanBodySchema,
    responses: { 200: GeneratedPlanSchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 422: ErrorBodySchema, ...commonErrorResponses },
    summary: 'The Pro generator (bearer; trial or active, a cancelled one until it ends): a plan sized to the runner’s timing',
  },
  completeWorkout: {
    method: 'POST',
    path: '/api/workout/complete',
    headers: IdentityHeadersSchema,
    body: CompleteWorkoutBodySchema,
    responses: { 200: SessionOutcomeSchema, 401: ErrorBodySchema, ...commonErrorResponses },
    summary:
      'Record a finished workout as a session of the signed-in traveller and answer its score; the same completionId again records nothing new',
  },
  exerciseMedia: {
    method: 'GET',
    path: '/api/exercise-media',
    query: z.object({ id: text().max(100).optional(), url: text().max(300).optional() }),
    responses: { 200: ExerciseMediaReplySchema, 404: ErrorBodySchema, ...commonErrorResponses, 400: ErrorBodySchema },
    summary: 'How to show one exercise’s demo (by id or alias, or by a /media/gifs|png path): a GIF/PNG file, else its Custom sequence',
  },
  adminMedia: {
    method: 'GET',
    path: '/api/admin/media',
    headers: IdentityHeadersSchema,
    responses: { 200: AdminMediaReplySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, ...commonErrorResponses },
    summary: 'Administrators (ADMIN_EMAILS) only: every exercise with the demo it has',
  },
});
