import { ACCOUNT_ERRORS } from '../../../../contracts/accounts';
import { errorBody } from '../../../shared/http';
import type { AdminMediaUseCase } from '../application/admin-media.use-case';
import type { ExerciseMediaUseCase } from '../application/exercise-media.use-case';

/** Texts of the media routes' own refusals. */
export const MEDIA_ERRORS = {
  'workouts.unknown-exercise': 'Unknown exercise',
  'workouts.bad-media-url': 'Give an exercise id, or a /media/gifs/ or /media/png/ path',
  'workouts.admin-only': 'Administrators only',
} as const;

/** `GET /api/exercise-media`: public and cacheable (the answer only changes when media files are pulled). */
export function exerciseMediaHandler(useCase: ExerciseMediaUseCase) {
  return async ({ query, res }: { query: { id?: string | undefined; url?: string | undefined }; res: { setHeader(name: string, value: string): unknown } }) => {
    const result = await useCase.execute(query);
    if (result.ok) {
      res.setHeader('cache-control', 'public, max-age=3600');
      return { status: 200 as const, body: result.value };
    }
    switch (result.code) {
      case 'workouts.unknown-exercise':
        return { status: 404 as const, body: errorBody(MEDIA_ERRORS[result.code], result.code) };
      case 'workouts.bad-media-url':
        return { status: 400 as const, body: errorBody(MEDIA_ERRORS[result.code], result.code) };
    }
  };
}

/** `GET /api/admin/media`: 401 without a signed-in user, 403 for anyone not in ADMIN_EMAILS. */
export function adminMediaHandler(useCase: AdminMediaUseCase) {
  return async ({ headers }: { headers: { authorization?: string | undefined } }) => {
    const result = await useCase.execute(headers.authorization);
    if (result.ok) return { status: 200 as const, body: result.value };
    switch (result.code) {
      case 'accounts.authentication-required':
        return { status: 401 as const, body: errorBody(ACCOUNT_ERRORS[result.code], result.code) };
      case 'workouts.admin-only':
        return { status: 403 as const, body: errorBody(MEDIA_ERRORS[result.code], result.code) };
    }
  };
}
