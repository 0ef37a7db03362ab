import { problem, type ViewerGuard } from '../../../shared/http';
import type { AdminMediaUseCase } from '../application/admin-media.use-case';
import type { ExerciseMediaUseCase } from '../application/exercise-media.use-case';

/** `GET /api/exercise-media`: public and cacheable (the answer only changes when media files are pulled). */
export function exerciseMediaHandler(useCase: ExerciseMediaUseCase) {
  return async ({
    query,
    res,
  }: {
    query: { id?: string | undefined; url?: string | undefined };
    res: { setHeader(name: string, value: string): unknown };
  }) => {
    const result = await useCase.execute(query);
    if (result.ok) {
      res.setHeader('cache-control', 'public, max-age=3600');
      return { status: 200 as const, body: result.value };
    }
    switch (result.code) {
      case 'workouts.unknown-exercise':
        return problem(404 as const, result.code);
      case 'workouts.bad-media-url':
        return problem(400 as const, result.code);
    }
  };
}

/** `GET /api/admin/media`: 401 without a signed-in user, 403 for anyone not in ADMIN_EMAILS. */
export function adminMediaHandler(useCase: AdminMediaUseCase, viewers: ViewerGuard) {
  return viewers.handleSession(async ({ viewer }) => {
    const result = await useCase.execute(viewer);
    if (result.ok) return { status: 200 as const, body: result.value };
    return problem(403 as const, result.code);
  });
}
