import { ContainerModule } from 'inversify';
import type { Knex } from 'knex';
import { contract } from '../../../contracts';
import type { Config } from '../../app/config';
import { mountContract, type HttpRoutes } from '../../shared/http';
import { CoreTokens, type Clock } from '../../shared/kernel';
import path from 'node:path';
import { FsMediaFiles } from './adapters/fs-media-files';
import { KnexSessionHistory } from './adapters/knex-session-history';
import { KnexWorkoutGenerationLog } from './adapters/knex-workout-generation-log';
import { LocalWorkoutPlanner } from './adapters/local-workout-planner';
import type { AdminDirectory } from './application/ports/admin-directory.port';
import { AdminMediaUseCase } from './application/admin-media.use-case';
import { ExerciseMediaUseCase } from './application/exercise-media.use-case';
import { GenerateFreeWorkoutUseCase } from './application/generate-free-workout.use-case';
import { GenerateWorkoutUseCase } from './application/generate-workout.use-case';
import { catalogueById } from './application/generated-workout.mapper';
import type { FreeWorkoutPass } from './application/ports/free-workout-pass.port';
import type { WorkoutAllowance } from './application/ports/workout-allowance.port';
import type { WorkoutGenerationLog } from './application/ports/workout-generation-log.port';
import type { WorkoutPlanner } from './application/ports/workout-planner.port';
import { EXERCISE_ALIASES } from './data/exercise-aliases';
import { EXERCISES } from './data/exercises';
import { mountExerciseMediaFiles } from './http/exercise-media-files.routes';
import { createWorkoutsRouter } from './http/workouts.router';
import { WorkoutsInternalTokens, WorkoutsTokens } from './workouts.tokens';

/**
 * Workouts: the exercise catalogue, the planner and completed sessions. Owns
 * the tables exercises, exercise_aliases, exercise_media, workout_generations,
 * workout_sessions, user_progress. Offers the session-history read facade and
 * the workout planner (the local engine over the in-repo catalogue), and serves
 * workout generation and the visitor's free workout (contracts/workouts).
 */
export const workoutsModule = new ContainerModule(({ bind }) => {
  bind(WorkoutsTokens.SessionHistory).toResolvedValue((knex: Knex) => new KnexSessionHistory(knex), [CoreTokens.Knex]);
  bind(WorkoutsTokens.WorkoutPlanner).toConstantValue(new LocalWorkoutPlanner(EXERCISES));
  bind(WorkoutsInternalTokens.GenerationLog).toResolvedValue((knex: Knex) => new KnexWorkoutGenerationLog(knex), [CoreTokens.Knex]);

  // Generation routes. `Allowance` and `FreeWorkoutPass` are bound by the usage module (see their ports).
  bind(CoreTokens.HttpRoutes).toResolvedValue(
    (
      allowance: WorkoutAllowance,
      freePass: FreeWorkoutPass,
      planner: WorkoutPlanner,
      generations: WorkoutGenerationLog,
      clock: Clock,
      config: Config,
      accounts: AdminDirectory,
    ): HttpRoutes => {
      const catalogue = catalogueById(EXERCISES);
      const mediaRoot = path.join(config.dataDir, 'media');
      const mediaFiles = new FsMediaFiles(mediaRoot);
      const router = createWorkoutsRouter({
        generate: new GenerateWorkoutUseCase(allowance, planner, generations, catalogue, clock),
        generateFree: new GenerateFreeWorkoutUseCase(freePass, planner, catalogue),
        freePass,
        secureCookies: config.nodeEnv === 'production',
        exerciseMedia: new ExerciseMediaUseCase(catalogue, EXERCISE_ALIASES, mediaFiles),
        adminMedia: new AdminMediaUseCase(accounts, config.adminEmails, EXERCISES, mediaFiles),
      });
      return {
        name: 'workouts',
        mount: (app) => {
          mountExerciseMediaFiles(app, mediaRoot);
          mountContract(app, contract.workouts, router);
        },
      };
    },
    [
      WorkoutsTokens.Allowance,
      WorkoutsTokens.FreeWorkoutPass,
      WorkoutsTokens.WorkoutPlanner,
      WorkoutsInternalTokens.GenerationLog,
      CoreTokens.Clock,
      CoreTokens.Config,
      WorkoutsTokens.AdminDirectory,
    ],
  );
});
