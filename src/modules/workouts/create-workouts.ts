import path from 'node:path';
import type { Knex } from 'knex';
import { contract } from '../../../contracts';
import { mountContract, viewerGuard, type HttpRoutes } from '../../shared/http';
import type { Clock, EventBus, ViewerDirectory } from '../../shared/kernel';
import { FsMediaFiles } from './adapters/fs-media-files';
import { KnexCompletedWorkouts } from './adapters/knex-completed-workouts';
import { KnexUserProgress } from './adapters/knex-user-progress';
import { KnexWorkoutGenerationLog } from './adapters/knex-workout-generation-log';
import { AdminMediaUseCase } from './application/admin-media.use-case';
import { CompleteSessionUseCase } from './application/complete-session.use-case';
import { CompleteWorkoutUseCase } from './application/complete-workout.use-case';
import { ExerciseMediaUseCase } from './application/exercise-media.use-case';
import { GenerateFreeWorkoutUseCase } from './application/generate-free-workout.use-case';
import { GeneratePlanUseCase } from './application/generate-plan.use-case';
import { GenerateWorkoutUseCase } from './application/generate-workout.use-case';
import { catalogueById } from './application/generated-workout.mapper';
import type { FreeWorkoutPass } from './application/ports/free-workout-pass.port';
import type { ProAccess } from './application/ports/pro-access.port';
import type { SessionScoring } from './application/ports/session-scoring.port';
import type { TravellerWeights } from './application/ports/traveller-weights.port';
import type { WorkoutAllowance } from './application/ports/workout-allowance.port';
import type { WorkoutPlanner } from './application/ports/workout-planner.port';
import { CompletionRecorder } from './application/record-completion';
import { EXERCISE_ALIASES } from './data/exercise-aliases';
import { EXERCISES } from './data/exercises';
import { mountExerciseMediaFiles } from './http/exercise-media-files.routes';
import { createSessionsRouter } from './http/sessions.router';
import { createWorkoutsRouter } from './http/workouts.router';

/** The part of the app's configuration workouts reads. */
export interface WorkoutsConfig {
  /** Demo files live under `<dataDir>/media/{gifs,png}`. */
  dataDir: string;
  /** The free-workout cookie is `Secure` in production. */
  nodeEnv: 'development' | 'test' | 'production';
}

export interface WorkoutsDeps {
  config: WorkoutsConfig;
  knex: Knex;
  clock: Clock;
  /** Records `workouts.session-completed` in the transaction that writes the session. */
  events: EventBus;
  /** Consumer port the gamification module provides: scoring in the session's transaction (ADR 0033). */
  scoring: SessionScoring;
  /** Consumer port the accounts module provides: body weight for the calories. */
  weights: TravellerWeights;
  viewers: ViewerDirectory;
  planner: WorkoutPlanner;
  /** Consumer ports the usage module provides (ADR 0007). */
  allowance: WorkoutAllowance;
  freePass: FreeWorkoutPass;
  /** Consumer port the subscriptions module provides: the Pro generator's gate (ADR 0031). */
  proAccess: ProAccess;
}

export interface Workouts {
  routes: HttpRoutes;
}

/**
 * Workouts' HTTP side: workout generation, the Pro generator, finished
 * workouts of every kind (recorded and scored, ADR 0033), the visitor's free
 * workout and the exercise demos. Its read facades (session history, planner) have no
 * dependency on other modules and are bound on their own (workouts.module.ts),
 * since accounts reads them and usage, which generation needs, reads accounts.
 */
export function createWorkouts({
  config,
  knex,
  clock,
  events,
  scoring,
  weights,
  viewers,
  planner,
  allowance,
  freePass,
  proAccess,
}: WorkoutsDeps): Workouts {
  const catalogue = catalogueById(EXERCISES);
  const mediaRoot = path.join(config.dataDir, 'media');
  const mediaFiles = new FsMediaFiles(mediaRoot);
  const generations = new KnexWorkoutGenerationLog(knex);
  const progress = new KnexUserProgress(knex);
  const completions = new CompletionRecorder(new KnexCompletedWorkouts(knex, events, scoring, clock, progress), weights);
  const guard = viewerGuard(viewers);
  const router = createWorkoutsRouter({
    generate: new GenerateWorkoutUseCase(allowance, planner, progress, generations, catalogue, clock),
    generateFree: new GenerateFreeWorkoutUseCase(freePass, planner, catalogue),
    generatePlan: new GeneratePlanUseCase(proAccess, planner, progress, generations, catalogue, clock),
    completeWorkout: new CompleteWorkoutUseCase(completions, catalogue),
    freePass,
    secureCookies: config.nodeEnv === 'production',
    exerciseMedia: new ExerciseMediaUseCase(catalogue, EXERCISE_ALIASES, mediaFiles),
    adminMedia: new AdminMediaUseCase(EXERCISES, mediaFiles),
    viewers: guard,
  });
  const sessionsRouter = createSessionsRouter({ completeSession: new CompleteSessionUseCase(completions), viewers: guard });
  return {
    routes: {
      name: 'workouts',
      mount: (app) => {
        mountExerciseMediaFiles(app, mediaRoot);
        mountContract(app, contract.workouts, router);
        mountContract(app, contract.sessions, sessionsRouter);
      },
    },
  };
}
