import type { Locale } from '../../../../contracts/sdui';
import { FREE_CONTEXT_PLACES, type FreeGenerateBody, type FreeGenerateReply } from '../../../../contracts/workouts';
import { fail, ok, type Result } from '../../../shared/kernel';
import type { Exercise } from '../domain/exercise';
import type { PlanWorkoutFailure } from '../domain/plan-workout';
import { toWorkout } from './generated-workout.mapper';
import { toPlannerInput } from './plan-request';
import type { FreeWorkoutPass } from './ports/free-workout-pass.port';
import type { WorkoutPlanner } from './ports/workout-planner.port';

export interface GenerateFreeWorkoutCommand {
  /** From `x-device-id`, `?uid=` or the body; required. */
  deviceId: string | undefined;
  /** The browser sent the `fc_free_used` flag. */
  browserUsed: boolean;
  body: FreeGenerateBody;
  locale: Locale;
}

export type GenerateFreeWorkoutFailure =
  'usage.device-required' | 'usage.free-already-used' | 'accounts.device-linked' | PlanWorkoutFailure;

/**
 * `POST /api/free/generate` (spec 1 §2, §4, §7): the visitor's one free
 * workout from the wizard's answers. Visitors have no level yet, so the plan is
 * for a beginner; the device id seeds it, so each visitor gets their own.
 *
 * The story: plan first (nothing is claimed when planning fails), then take the
 * device's free workout or its bonus atomically, then answer.
 */
export class GenerateFreeWorkoutUseCase {
  constructor(
    private readonly pass: FreeWorkoutPass,
    private readonly planner: WorkoutPlanner,
    private readonly catalogue: ReadonlyMap<string, Exercise>,
  ) {}

  async execute({
    deviceId,
    browserUsed,
    body,
    locale,
  }: GenerateFreeWorkoutCommand): Promise<Result<FreeGenerateReply, GenerateFreeWorkoutFailure>> {
    if (!deviceId) return fail('usage.device-required');
    const input = toPlannerInput({
      minutes: body.minutes,
      level: 'beginner',
      equipment: [body.equipment],
      place: FREE_CONTEXT_PLACES[body.context],
      energy: body.feeling,
      sleepHours: body.sleepHours,
      goal: body.fitnessGoal,
      seed: deviceId,
    });
    const planned = await this.planner.plan(input);
    if (!planned.ok) return fail(planned.code);

    const taken = await this.pass.take(deviceId, browserUsed);
    if (!taken.ok) return taken;
    return ok({ workout: toWorkout(planned.value.plan, this.catalogue, locale), via: taken.value.via });
  }
}
