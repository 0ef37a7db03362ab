import type { Request, Response } from 'express';
import type { CompleteWorkoutBody, GeneratePlanBody } from '../../../../contracts/workouts';
import { problem, requestLocale, type ViewerGuard } from '../../../shared/http';
import type { Viewer } from '../../../shared/kernel';
import type { CompleteWorkoutUseCase } from '../application/complete-workout.use-case';
import type { GeneratePlanUseCase } from '../application/generate-plan.use-case';

/** `POST /api/generate-plan`: a signed-in session; 403 `workouts.pro-required` without Pro access, which the client turns into the upsell. */
export function generatePlanHandler(useCase: GeneratePlanUseCase, viewers: ViewerGuard) {
  return viewers.handleSession(
    async ({ viewer, body, req }: { req: Request; res: Response; body: GeneratePlanBody } & { viewer: Viewer }) => {
      const result = await useCase.execute({ userId: viewer.userId, body, locale: requestLocale(req) });
      if (result.ok) return { status: 200 as const, body: result.value };
      switch (result.code) {
        case 'workouts.pro-required':
          return problem(403 as const, result.code);
        case 'workouts.no-suitable-exercises':
          return problem(422 as const, result.code);
      }
    },
  );
}

/** `POST /api/workout/complete`: a signed-in session records its own finished workout. */
export function completeWorkoutHandler(useCase: CompleteWorkoutUseCase, viewers: ViewerGuard) {
  return viewers.handleSession(
    async ({ viewer, body }: { req: Request; res: Response; body: CompleteWorkoutBody } & { viewer: Viewer }) => ({
      status: 200 as const,
      body: await useCase.execute({ userId: viewer.userId, body }),
    }),
  );
}
