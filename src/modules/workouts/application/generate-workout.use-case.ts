import type { Locale } from '../../../../contracts/sdui';
import type { UsageStatus } from '../../../../contracts/usage';
import type { GenerateWorkoutBody, GenerateWorkoutReply } from '../../../../contracts/workouts';
import { fail, ok, type Clock, type Failure, type Result } from '../../../shared/kernel';
import type { Exercise } from '../domain/exercise';
import type { PlanWorkoutFailure } from '../domain/plan-workout';
import { planStepFor } from '../domain/progression';
import { toWorkout } from './generated-workout.mapper';
import { toPlannerInput } from './plan-request';
import type { TravellerProgress } from './ports/traveller-progress.port';
import type { WorkoutPlanner } from './ports/workout-planner.port';
import type { WorkoutAllowance } from './ports/workout-allowance.port';
import type { WorkoutGenerationLog } from './ports/workout-generation-log.port';

export interface GenerateWorkoutCommand {
  userId: string;
  body: GenerateWorkoutBody;
  locale: Locale;
}

/** Nothing left this week: the allowance goes back to the client with the refusal. */
export type LimitReached = Failure<'usage.limit-reached', UsageStatus>;

export type GenerateWorkoutResult = Result<GenerateWorkoutReply, PlanWorkoutFailure | LimitReached>;

/**
 * `POST /api/workout/generate` (spec 2 §7): designs a workout for a free
 * user's weekly allowance or a subscriber's unlimited one.
 *
 * The story: refuse at once when nothing is left; plan (quiet and no-sweat
 * modes as switched, ADR 0043), moved by the traveller's progress (`planStepFor`, ADR 0035; a failed plan spends
 * nothing); record the generation; spend one with the allowance's single
 * guarded statement; if a parallel request took the last one meanwhile,
 * discard the record and refuse. A workout is therefore answered
 * only when it was paid for, and paid for only when it is answered.
 */
export class GenerateWorkoutUseCase {
  constructor(
    private readonly allowance: WorkoutAllowance,
    private readonly planner: WorkoutPlanner,
    private readonly progress: TravellerProgress,
    private readonly generations: WorkoutGenerationLog,
    private readonly catalogue: ReadonlyMap<string, Exercise>,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, body, locale }: GenerateWorkoutCommand): Promise<GenerateWorkoutResult> {
    const status = await this.allowance.statusOf(userId);
    if (!status.allowed) return fail('usage.limit-reached', status);

    const progress = await this.progress.read(userId);
    const input = toPlannerInput({
      minutes: body.minutes,
      level: body.level,
      equipment: body.equipment,
      place: body.environment,
      energy: body.energy,
      stress: body.stress,
      sleepHours: body.sleepHours,
      soreness: body.soreness,
      goal: body.goal,
      ...planStepFor(progress?.currentIntensity, body.level),
      quiet: body.quiet,
      noSweat: body.noSweat,
      // Without a seed each call may differ ("Generate New" should give something new).
      seed: body.seed ?? `${userId}|${this.clock.now().toISOString()}`,
    });
    const planned = await this.planner.plan(input);
    if (!planned.ok) return fail(planned.code);

    const generationId = await this.generations.record({
      userId,
      input,
      stress: String(body.stress),
      soreness: String(body.soreness),
      isPro: status.plan === 'pro',
      plan: planned.value.plan,
    });
    const spend = await this.allowance.spend(userId);
    if (!spend.spent) {
      await this.generations.discard(generationId);
      return fail('usage.limit-reached', spend.status);
    }
    return ok({ workout: toWorkout(planned.value.plan, this.catalogue, locale), generationId, usage: spend.status });
  }
}
