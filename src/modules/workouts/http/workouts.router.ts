import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contracts';
import { identityClaims, problem, problemBody, requestLocale, type ViewerGuard } from '../../../shared/http';
import type { AdminMediaUseCase } from '../application/admin-media.use-case';
import type { CompleteWorkoutUseCase } from '../application/complete-workout.use-case';
import type { ExerciseMediaUseCase } from '../application/exercise-media.use-case';
import type { GenerateFreeWorkoutUseCase } from '../application/generate-free-workout.use-case';
import type { GeneratePlanUseCase } from '../application/generate-plan.use-case';
import type { GenerateWorkoutUseCase } from '../application/generate-workout.use-case';
import type { FreeWorkoutPass } from '../application/ports/free-workout-pass.port';
import { adminMediaHandler, exerciseMediaHandler } from './exercise-media.handlers';
import { browserUsedFreeWorkout, markFreeWorkoutUsed } from './free-workout-cookie';
import { completeWorkoutHandler, generatePlanHandler } from './generator.handlers';

const s = initServer();

export interface WorkoutsHttpDeps {
  generate: GenerateWorkoutUseCase;
  generateFree: GenerateFreeWorkoutUseCase;
  generatePlan: GeneratePlanUseCase;
  completeWorkout: CompleteWorkoutUseCase;
  freePass: FreeWorkoutPass;
  /** Production: the free-workout cookie is `Secure`. */
  secureCookies: boolean;
  exerciseMedia: ExerciseMediaUseCase;
  adminMedia: AdminMediaUseCase;
  viewers: ViewerGuard;
}

const noWorkoutFits = () => problem(422 as const, 'workouts.no-suitable-exercises');

/**
 * Workout generation and the free workout (contracts/workouts): parse (the
 * contract did), call one use case, map each outcome with an exhaustive switch.
 */
export function createWorkoutsRouter({
  generate,
  generateFree,
  generatePlan,
  completeWorkout,
  freePass,
  secureCookies,
  exerciseMedia,
  adminMedia,
  viewers,
}: WorkoutsHttpDeps) {
  return s.router(contract.workouts, {
    generate: viewers.handle(async ({ viewer, body, req }) => {
      const result = await generate.execute({ userId: viewer.userId, body, locale: requestLocale(req) });
      if (result.ok) return { status: 200 as const, body: result.value };
      switch (result.code) {
        case 'usage.limit-reached':
          return problem(403 as const, result.code, result.details);
        case 'workouts.no-suitable-exercises':
          return noWorkoutFits();
      }
    }),

    generateFree: async ({ body, req, res }) => {
      const result = await generateFree.execute({
        deviceId: identityClaims(req).deviceId,
        browserUsed: browserUsedFreeWorkout(req),
        body,
        locale: requestLocale(req),
      });
      if (result.ok) {
        markFreeWorkoutUsed(res, secureCookies);
        return { status: 200, body: result.value };
      }
      switch (result.code) {
        case 'usage.device-required':
          return problem(400 as const, result.code, [{ location: 'body', field: 'deviceId', message: problemBody(result.code).error }]);
        case 'usage.free-already-used':
          markFreeWorkoutUsed(res, secureCookies);
          return problem(409 as const, result.code);
        case 'accounts.device-linked':
          return problem(401 as const, result.code);
        case 'workouts.no-suitable-exercises':
          return noWorkoutFits();
      }
    },

    freeStatus: async ({ req }) => ({
      status: 200,
      body: await freePass.availability(identityClaims(req).deviceId, browserUsedFreeWorkout(req)),
    }),

    generatePlan: generatePlanHandler(generatePlan, viewers),
    completeWorkout: completeWorkoutHandler(completeWorkout, viewers),

    exerciseMedia: exerciseMediaHandler(exerciseMedia),
    adminMedia: adminMediaHandler(adminMedia, viewers),
  });
}
