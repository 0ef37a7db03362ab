import type { Locale } from '../../../../contracts/sdui';
import type { GeneratedPlan, GeneratePlanBody, GeneratorLocation, WorkoutPlace } from '../../../../contracts/workouts';
import { fail, ok, type Clock, type Result } from '../../../shared/kernel';
import type { Exercise } from '../domain/exercise';
import type { PlanWorkoutFailure } from '../domain/plan-workout';
import type { Goal } from '../domain/planner-input';
import { planStepFor } from '../domain/progression';
import { toGeneratedPlan } from './generator/generated-plan';
import { exerciseCountFor, promisedMinutes, runnerSeconds } from './generator/runner-timeline';
import { sizePlan } from './generator/size-plan';
import { toPlannerInput } from './plan-request';
import type { ProAccess } from './ports/pro-access.port';
import type { TravellerProgress } from './ports/traveller-progress.port';
import type { WorkoutGenerationLog } from './ports/workout-generation-log.port';
import type { WorkoutPlanner } from './ports/workout-planner.port';

export interface GeneratePlanCommand {
  userId: string;
  body: GeneratePlanBody;
  locale: Locale;
}

export type GeneratePlanFailure = 'workouts.pro-required' | PlanWorkoutFailure;

/** Home is planned as a hotel room (spec 2 §7: "home falls back to the hotel room label"): same floor, same neighbours below. */
const PLANNED_PLACE: Readonly<Record<GeneratorLocation, WorkoutPlace>> = {
  hotel_room: 'hotel_room',
  airport: 'airport',
  office: 'office',
  home: 'hotel_room',
};

/**
 * `POST /api/generate-plan` (spec 2 §2 "Generator", §7; ADR 0031): the Pro
 * generator's plan.
 *
 * The story: refuse anyone without Pro access now (a trial, an active
 * subscription, a cancelled one until it ends); ask the planner port for a
 * plan from the form (the workout type is the goal, general fitness without
 * one; the feeling and hours of sleep scale it down like every generator;
 * quiet and no-sweat modes as switched, ADR 0043), moved by the traveller's
 * progress (`planStepFor`, ADR 0035);
 * cut it to the number of exercises whose timing on the generator's runner is
 * closest to the minutes asked; record the generation; answer it in the
 * traveller's language with the minutes the runner will really take.
 */
export class GeneratePlanUseCase {
  constructor(
    private readonly access: ProAccess,
    private readonly planner: WorkoutPlanner,
    private readonly progress: TravellerProgress,
    private readonly generations: WorkoutGenerationLog,
    private readonly catalogue: ReadonlyMap<string, Exercise>,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, body, locale }: GeneratePlanCommand): Promise<Result<GeneratedPlan, GeneratePlanFailure>> {
    const { pro } = await this.access.entitlementOf(userId);
    if (!pro) return fail('workouts.pro-required');

    const goal: Goal = body.workoutType ?? 'general_fitness';
    const progress = await this.progress.read(userId);
    const input = toPlannerInput({
      minutes: body.minutes,
      level: body.intensity,
      equipment: body.equipment,
      place: PLANNED_PLACE[body.location],
      energy: body.feeling,
      sleepHours: body.sleepHours,
      goal,
      ...planStepFor(progress?.currentIntensity, body.intensity),
      quiet: body.quiet,
      noSweat: body.noSweat,
      // Without a seed each call may differ ("Generate New" gives something new).
      seed: body.seed ?? `${userId}|${this.clock.now().toISOString()}`,
    });
    const planned = await this.planner.plan(input);
    if (!planned.ok) return fail(planned.code);

    const { plan } = planned.value;
    const blocks = sizePlan(plan, exerciseCountFor(body.minutes, body.intensity));
    const count = blocks.reduce((sum, block) => sum + block.exercises.length, 0);
    const seconds = runnerSeconds(count, body.intensity);
    const generationId = await this.generations.record({
      userId,
      input,
      stress: input.stress,
      soreness: input.soreness,
      isPro: true,
      plan: { ...plan, blocks, totalPlannedSeconds: seconds },
    });
    const durationMinutes = promisedMinutes(body.minutes, seconds);
    return ok(toGeneratedPlan({ plan, blocks, intensity: body.intensity, durationMinutes, generationId }, this.catalogue, locale));
  }
}
