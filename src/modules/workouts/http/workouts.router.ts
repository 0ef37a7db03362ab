import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contracts';
import { ACCOUNT_ERRORS, DEVICE_ID_HEADER } from '../../../../contracts/accounts';
import type { Locale } from '../../../../contracts/sdui';
import { USAGE_ERRORS } from '../../../../contracts/usage';
import { WORKOUT_ERRORS } from '../../../../contracts/workouts';
import { errorBody } from '../../../shared/http';
import type { GenerateFreeWorkoutUseCase } from '../application/generate-free-workout.use-case';
import type { GenerateWorkoutUseCase } from '../application/generate-workout.use-case';
import type { FreeWorkoutPass } from '../application/ports/free-workout-pass.port';
import type { AdminMediaUseCase } from '../application/admin-media.use-case';
import type { ExerciseMediaUseCase } from '../application/exercise-media.use-case';
import { adminMediaHandler, exerciseMediaHandler } from './exercise-media.handlers';
import { browserUsedFreeWorkout, markFreeWorkoutUsed } from './free-workout-cookie';

const s = initServer();

export interface WorkoutsHttpDeps {
  generate: GenerateWorkoutUseCase;
  generateFree: GenerateFreeWorkoutUseCase;
  freePass: FreeWorkoutPass;
  /** Production: the free-workout cookie is `Secure`. */
  secureCookies: boolean;
  exerciseMedia: ExerciseMediaUseCase;
  adminMedia: AdminMediaUseCase;
}

/** Language of a request: `?lang=`, else the first Accept-Language (es… → Spanish), else English. */
function requestLocale(lang: Locale | undefined, acceptLanguage: string | undefined): Locale {
  if (lang) return lang;
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('es') ? 'es' : 'en';
}

const noWorkoutFits = () => ({
  status: 422 as const,
  body: errorBody(WORKOUT_ERRORS['workouts.no-suitable-exercises'], 'workouts.no-suitable-exercises'),
});

/**
 * Workout generation and the free workout (contracts/workouts): parse (the
 * contract did), call one use case, map each outcome with an exhaustive switch.
 * The device id is read from `x-device-id`, else `?uid=`, else the body.
 */
export function createWorkoutsRouter({ generate, generateFree, freePass, secureCookies, exerciseMedia, adminMedia }: WorkoutsHttpDeps) {
  return s.router(contract.workouts, {
    generate: async ({ body, query, headers, req }) => {
      const result = await generate.execute({
        claims: { authorization: headers.authorization, deviceId: headers[DEVICE_ID_HEADER] ?? query.uid },
        body,
        locale: requestLocale(query.lang, req.headers['accept-language']),
      });
      if (result.ok) return { status: 200, body: result.value };
      switch (result.code) {
        case 'accounts.authentication-required':
        case 'accounts.device-linked':
          return { status: 401, body: errorBody(ACCOUNT_ERRORS[result.code], result.code) };
        case 'usage.limit-reached':
          return {
            status: 403,
            body: { error: USAGE_ERRORS['usage.limit-reached'], code: 'usage.limit-reached' as const, details: result.status },
          };
        case 'workouts.no-suitable-exercises':
          return noWorkoutFits();
      }
    },

    generateFree: async ({ body, query, headers, req, res }) => {
      const result = await generateFree.execute({
        deviceId: headers[DEVICE_ID_HEADER] ?? query.uid ?? body.deviceId,
        browserUsed: browserUsedFreeWorkout(req),
        body,
        locale: requestLocale(query.lang, req.headers['accept-language']),
      });
      if (result.ok) {
        markFreeWorkoutUsed(res, secureCookies);
        return { status: 200, body: result.value };
      }
      switch (result.code) {
        case 'usage.device-required':
          return {
            status: 400,
            body: errorBody(USAGE_ERRORS[result.code], result.code, [
              { location: 'body', field: 'deviceId', message: USAGE_ERRORS[result.code] },
            ]),
          };
        case 'free.already-used':
          markFreeWorkoutUsed(res, secureCookies);
          return { status: 409, body: errorBody(USAGE_ERRORS[result.code], result.code) };
        case 'workouts.no-suitable-exercises':
          return noWorkoutFits();
      }
    },

    freeStatus: async ({ query, headers, req }) => {
      const deviceId = headers[DEVICE_ID_HEADER] ?? query.uid;
      return { status: 200, body: await freePass.availability(deviceId, browserUsedFreeWorkout(req)) };
    },

    exerciseMedia: exerciseMediaHandler(exerciseMedia),
    adminMedia: adminMediaHandler(adminMedia),
  });
}
